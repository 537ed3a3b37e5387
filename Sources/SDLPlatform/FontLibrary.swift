import CSDL2
import CSDL2TTF
import SandboxPrimitives

/// Font files per weight, found at run time, and open `TTF_Font`s per (weight, pixel size).
///
/// Fonts are opened at pixel size = round(points × scale), so text is rasterised at the output
/// resolution and never scaled.
public final class FontLibrary {
  /// Where fonts are looked for: every weight lists its candidates in order of preference.
  public struct Candidates: Sendable {
    /// Candidate paths per weight, best first.
    public var paths: [FontWeight: [String]]

    /// Candidates per weight, best first; missing weights fall back to the regular file.
    public init(paths: [FontWeight: [String]]) {
      self.paths = paths
    }

    /// Inter (fonts-inter) by weight, then DejaVu Sans (fonts-dejavu-core) regular/bold.
    public static let system: Candidates = {
      let inter = "/usr/share/fonts/opentype/inter/Inter-"
      let dejavu = "/usr/share/fonts/truetype/dejavu/DejaVuSans"
      return Candidates(paths: [
        .regular: [inter + "Regular.otf", dejavu + ".ttf"],
        .medium: [inter + "Medium.otf", inter + "Regular.otf", dejavu + ".ttf"],
        .semibold: [inter + "SemiBold.otf", inter + "Bold.otf", dejavu + "-Bold.ttf"],
        .bold: [inter + "Bold.otf", dejavu + "-Bold.ttf"],
      ])
    }()
  }

  private struct FontKey: Hashable {
    var weight: FontWeight
    var pixelSize: Int32
  }

  /// The file used for each weight.
  public let files: [FontWeight: String]
  private let session: SDLSession
  /// Faces of their own, for sizes that came back after their weight's face moved on.
  private var open: [FontKey: OpaquePointer] = [:]
  /// One face per weight, resized (`TTF_SetFontSize`) to each pixel size the first time it is
  /// asked for; `served` holds the sizes it has been at.
  ///
  /// Opening a face parses the font file, and HarfBuzz loads the face's layout tables on its
  /// first shaping: the window's first frame opened seven faces for its three weights, about
  /// 1.4 ms plus 0.4 ms of table loading on this machine. One face per weight keeps its tables
  /// through a resize. Resizing flushes the face's cached glyphs, though, so a size asked for
  /// again after the face moved on (a live label changing every frame beside the HUD) gets a
  /// face of its own in `open` instead of resizing back and forth. `TTF_OpenFont` sets a new
  /// face's size through the same call, so a resized face draws the same pixels.
  private var shared: [FontWeight: (font: OpaquePointer, size: Int32, served: Set<Int32>)] = [:]
  /// Each font file, mapped on first use and kept while any font uses it (see `FontFile`).
  private var contents: [String: FontFile] = [:]
  /// Faces being opened on another thread (see `warmUp`).
  private var warming: FontWarmUp?

  /// Finds a file per weight. With `override`, that one file serves every weight and no other
  /// path is tried; otherwise the first existing candidate wins, falling back to the regular
  /// weight's file. Throws `.noFont` listing every path tried.
  public init(session: SDLSession, override: String? = nil, candidates: Candidates = .system)
    throws
  {
    self.session = session
    var searched: [String] = []
    func firstReadable(_ paths: [String]) -> String? {
      for path in paths {
        if !searched.contains(path) { searched.append(path) }
        if FontLibrary.isReadable(path) { return path }
      }
      return nil
    }
    var files: [FontWeight: String] = [:]
    if let override {
      guard let path = firstReadable([override]) else {
        throw PlatformError.noFont(searched: searched, hint: PlatformError.fontHint)
      }
      for weight in FontWeight.allCases { files[weight] = path }
    } else {
      for weight in FontWeight.allCases {
        files[weight] = firstReadable(candidates.paths[weight] ?? [])
      }
      guard let fallback = files[.regular] ?? files.values.first else {
        throw PlatformError.noFont(searched: searched, hint: PlatformError.fontHint)
      }
      for weight in FontWeight.allCases where files[weight] == nil { files[weight] = fallback }
    }
    self.files = files
  }

  deinit {
    takeWarmedFaces()
    for font in open.values { TTF_CloseFont(font) }
    for face in shared.values { TTF_CloseFont(face.font) }
  }

  /// The open font for `weight` at `pixelSize` pixels: the weight's face, resized to it on first
  /// use, or a face of its own for a size that came back (see `shared`).
  func font(_ weight: FontWeight, pixelSize: Int32) throws -> OpaquePointer {
    if warming != nil { takeWarmedFaces() }
    let key = FontKey(weight: weight, pixelSize: max(1, pixelSize))
    if let font = open[key] { return font }
    guard var face = shared[weight] else {
      let font = try openFace(weight, pixelSize: key.pixelSize)
      shared[weight] = (font, key.pixelSize, [key.pixelSize])
      return font
    }
    if face.size == key.pixelSize {
      if !face.served.contains(key.pixelSize) {
        face.served.insert(key.pixelSize)
        shared[weight] = face
      }
      return face.font
    }
    if face.served.contains(key.pixelSize) {
      let font = try openFace(weight, pixelSize: key.pixelSize)
      open[key] = font
      return font
    }
    guard TTF_SetFontSize(face.font, key.pixelSize) == 0 else {
      throw PlatformError.sdl(
        call: "TTF_SetFontSize(\(files[weight]!), \(key.pixelSize))",
        message: SDLSession.lastError())
    }
    face.size = key.pixelSize
    face.served.insert(key.pixelSize)
    shared[weight] = face
    return face.font
  }

  /// A new face of `weight`'s file at `pixelSize` pixels.
  private func openFace(_ weight: FontWeight, pixelSize: Int32) throws -> OpaquePointer {
    let path = files[weight]!
    guard let font = try fileContents(path).openFont(pixelSize: pixelSize) else {
      throw PlatformError.sdl(call: "TTF_OpenFont(\(path))", message: SDLSession.lastError())
    }
    return font
  }

  /// Font file `path`, mapped on first use.
  private func fileContents(_ path: String) throws -> FontFile {
    if let known = contents[path] { return known }
    let file = try FontFile(path: path)
    contents[path] = file
    return file
  }

  /// Starts opening faces on another thread (`FontWarmUp`): for `texts` (weight, output pixel
  /// size, words), a face per weight and size with their glyphs rasterized; for other weights,
  /// one at `pixelSize`. The first font asked for afterwards takes them. For the window, while
  /// SDL makes its surface.
  func warmUp(pixelSize: Int32, texts: [FontWarmUp.Text] = []) {
    guard warming == nil, shared.isEmpty, open.isEmpty, contents.isEmpty else { return }
    warming = FontWarmUp(files: files, pixelSize: max(1, pixelSize), texts: texts)
  }

  /// Takes the warm-up's faces and file bytes, waiting for it if it is still running.
  private func takeWarmedFaces() {
    guard let job = warming else { return }
    warming = nil
    let (faces, sizedFaces, files) = job.wait()
    // `warmUp` starts only with nothing mapped, and every path to a font takes the warm-up
    // first: its mappings, which its faces read from, are the only ones.
    contents = files
    for (weight, size, font) in sizedFaces {
      let key = FontKey(weight: weight, pixelSize: size)
      if open[key] == nil { open[key] = font } else { TTF_CloseFont(font) }
    }
    for (weight, font) in faces {
      if shared[weight] == nil {
        shared[weight] = (font, job.pixelSize, [])
      } else {
        TTF_CloseFont(font)
      }
    }
  }

  /// Number of `TTF_Font`s currently open.
  public var openFontCount: Int {
    takeWarmedFaces()
    return open.count + shared.count
  }

  /// Whether SDL can open `path` for reading (no Foundation needed).
  static func isReadable(_ path: String) -> Bool {
    guard let rw = SDL_RWFromFile(path, "rb") else {
      SDL_ClearError()
      return false
    }
    SDL_RWclose(rw)
    return true
  }
}
