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
  private var open: [FontKey: OpaquePointer] = [:]

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
    for font in open.values { TTF_CloseFont(font) }
  }

  /// The open font for `weight` at `pixelSize` pixels, opened on first use.
  func font(_ weight: FontWeight, pixelSize: Int32) throws -> OpaquePointer {
    let key = FontKey(weight: weight, pixelSize: max(1, pixelSize))
    if let font = open[key] { return font }
    let path = files[weight]!
    guard let font = TTF_OpenFont(path, key.pixelSize) else {
      throw PlatformError.sdl(call: "TTF_OpenFont(\(path))", message: SDLSession.lastError())
    }
    open[key] = font
    return font
  }

  /// Number of `TTF_Font`s currently open.
  public var openFontCount: Int { open.count }

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
