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
    /// Roboto's candidates per weight, best first: drawn for `FontFamily.roboto` runs when its
    /// regular weight is found, else those runs are drawn from `paths`' files.
    public var roboto: [FontWeight: [String]]

    /// Candidates per weight, best first; missing weights fall back to the regular file.
    public init(paths: [FontWeight: [String]], roboto: [FontWeight: [String]] = [:]) {
      self.paths = paths
      self.roboto = roboto
    }

    /// Inter (fonts-inter) by weight, then DejaVu Sans (fonts-dejavu-core) regular/bold; Roboto
    /// (fonts-roboto, which has no semibold: its medium stands in) for the Android skins.
    public static let system: Candidates = {
      let inter = "/usr/share/fonts/opentype/inter/Inter-"
      let dejavu = "/usr/share/fonts/truetype/dejavu/DejaVuSans"
      let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-"
      return Candidates(
        paths: [
          .regular: [inter + "Regular.otf", dejavu + ".ttf"],
          .medium: [inter + "Medium.otf", inter + "Regular.otf", dejavu + ".ttf"],
          .semibold: [inter + "SemiBold.otf", inter + "Bold.otf", dejavu + "-Bold.ttf"],
          .bold: [inter + "Bold.otf", dejavu + "-Bold.ttf"],
        ],
        roboto: [
          .regular: [roboto + "Regular.ttf"],
          .medium: [roboto + "Medium.ttf"],
          .semibold: [roboto + "Medium.ttf"],
          .bold: [roboto + "Bold.ttf"],
        ])
    }()
  }

  /// A face: the family a run asks for, once resolved to one that is installed, and a weight.
  struct Face: Hashable {
    var family: FontFamily
    var weight: FontWeight
  }

  private struct FontKey: Hashable {
    var face: Face
    var pixelSize: Int32
  }

  /// The file used for each weight.
  public let files: [FontWeight: String]
  /// Roboto's file per weight; empty when Roboto is not installed (or a font override is given),
  /// and then Roboto runs are drawn from `files`.
  public let robotoFiles: [FontWeight: String]
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
  private var shared: [Face: (font: OpaquePointer, size: Int32, served: Set<Int32>)] = [:]
  /// Each font file, mapped on first use and kept while any font uses it (see `FontFile`).
  private var contents: [String: FontFile] = [:]
  /// Faces being opened on another thread (see `warmUp`).
  private var warming: FontWarmUp?
  /// The first frame's text as the warm-up rendered it, kept for the library's life (a few
  /// runs; a run's textures come from it in each colour asked for).
  private var warmed: [TextCoverage.Key: TextCoverage] = [:]
  /// How often a run's extent or texture came from `warmed` (tests).
  private(set) var coveragesServed = 0

  /// Finds a file per weight. With `override`, that one file serves every weight and no other
  /// path is tried; otherwise the first existing candidate wins, falling back to the regular
  /// weight's file. Throws `.noFont` listing every path tried.
  public init(session: SDLSession, override: String? = nil, candidates: Candidates = .system)
    throws
  {
    self.session = session
    (files, robotoFiles) = try FontLibrary.findFiles(override: override, candidates: candidates)
  }

  /// A file per weight and Roboto's (empty without Roboto or with `override`), as `init` finds
  /// them; throws `.noFont` listing every path tried.
  static func findFiles(override: String?, candidates: Candidates) throws -> (
    files: [FontWeight: String], robotoFiles: [FontWeight: String]
  ) {
    var searched: [String] = []
    func firstReadable(_ paths: [String]) -> String? {
      for path in paths {
        if !searched.contains(path) { searched.append(path) }
        if FontLibrary.isReadable(path) { return path }
      }
      return nil
    }
    var files: [FontWeight: String] = [:]
    var robotoFiles: [FontWeight: String] = [:]
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
      // Roboto is optional: without its regular file its runs fall back to the UI face.
      if let regular = firstReadable(candidates.roboto[.regular] ?? []) {
        for weight in FontWeight.allCases {
          robotoFiles[weight] = firstReadable(candidates.roboto[weight] ?? []) ?? regular
        }
      }
    }
    return (files, robotoFiles)
  }

  /// The face a run of `family` and `weight` is drawn with: Roboto's only if it was found.
  func face(_ family: FontFamily, _ weight: FontWeight) -> Face {
    Face(family: family == .roboto && robotoFiles.isEmpty ? .ui : family, weight: weight)
  }

  /// The file a run of `family` and `weight` is drawn from.
  public func file(_ family: FontFamily, _ weight: FontWeight) -> String {
    let face = face(family, weight)
    return (face.family == .roboto ? robotoFiles[weight] : files[weight])!
  }

  deinit {
    takeWarmedFaces()
    for coverage in warmed.values { coverage.free() }
    for font in open.values { TTF_CloseFont(font) }
    for face in shared.values { TTF_CloseFont(face.font) }
  }

  /// The open font for `weight` of `family` at `pixelSize` pixels: the face, resized to it on
  /// first use, or a face of its own for a size that came back (see `shared`).
  func font(_ weight: FontWeight, family: FontFamily = .ui, pixelSize: Int32) throws
    -> OpaquePointer
  {
    if warming != nil { takeWarmedFaces() }
    let resolved = self.face(family, weight)
    let key = FontKey(face: resolved, pixelSize: max(1, pixelSize))
    if let font = open[key] { return font }
    guard var face = shared[resolved] else {
      let font = try openFace(resolved, pixelSize: key.pixelSize)
      shared[resolved] = (font, key.pixelSize, [key.pixelSize])
      return font
    }
    if face.size == key.pixelSize {
      if !face.served.contains(key.pixelSize) {
        face.served.insert(key.pixelSize)
        shared[resolved] = face
      }
      return face.font
    }
    if face.served.contains(key.pixelSize) {
      let font = try openFace(resolved, pixelSize: key.pixelSize)
      open[key] = font
      return font
    }
    guard TTF_SetFontSize(face.font, key.pixelSize) == 0 else {
      throw PlatformError.sdl(
        call: "TTF_SetFontSize(\(file(resolved.family, weight)), \(key.pixelSize))",
        message: SDLSession.lastError())
    }
    face.size = key.pixelSize
    face.served.insert(key.pixelSize)
    shared[resolved] = face
    return face.font
  }

  /// A new font of `face`'s file at `pixelSize` pixels.
  private func openFace(_ face: Face, pixelSize: Int32) throws -> OpaquePointer {
    let path = file(face.family, face.weight)
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
  /// size, words, in the UI family), a face per weight with each text's coverage rendered; with
  /// no `texts`, one face per weight at `pixelSize`. The first font or coverage asked for
  /// afterwards takes them. For the window, while SDL makes its surface.
  ///
  /// With `prepared` (faces opening since before the window was configured, for these same
  /// files), its faces are the ones the coverages are rendered on.
  func warmUp(
    pixelSize: Int32, texts: [FontWarmUp.Text] = [], prepared: FontPreparation? = nil
  ) {
    guard warming == nil, shared.isEmpty, open.isEmpty, contents.isEmpty else { return }
    if let job = prepared?.take(for: files) {
      job.expect(texts)
      warming = job
    } else {
      warming = FontWarmUp(files: files, pixelSize: max(1, pixelSize), texts: texts)
    }
  }

  /// Takes the warm-up's faces, coverages and file bytes, waiting for it if it is still running.
  private func takeWarmedFaces() {
    guard let job = warming else { return }
    warming = nil
    let (faces, coverages, files) = job.wait()
    // `warmUp` starts only with nothing mapped, and every path to a font takes the warm-up
    // first: its mappings, which its faces read from, are the only ones.
    contents = files
    warmed = coverages
    // The warm-up opens the UI face's weights only, one face each, left at its last size; the
    // sizes it rendered before are not counted as served: their text is in `warmed`.
    for (weight, font, size) in faces {
      let face = Face(family: .ui, weight: weight)
      if shared[face] == nil {
        shared[face] = (font, size, [])
      } else {
        TTF_CloseFont(font)
      }
    }
  }

  /// The warm-up's coverage of `text` in `family` and `weight` at `pixelSize` (`TextCoverage`),
  /// or nil when it did not render that run (it renders the UI face's only).
  func warmedCoverage(
    _ text: String, family: FontFamily, weight: FontWeight, pixelSize: Int32
  ) -> TextCoverage? {
    if warming != nil { takeWarmedFaces() }
    guard !warmed.isEmpty, face(family, weight).family == .ui,
      let coverage = warmed[TextCoverage.Key(text: text, weight: weight, pixelSize: pixelSize)]
    else { return nil }
    coveragesServed += 1
    return coverage
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
