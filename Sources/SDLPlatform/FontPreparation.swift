import CSDL2TTF
import SandboxPrimitives

/// The UI face's fonts opened on another thread from the moment the window command starts,
/// before anything knows the window's size or its first frame's text.
///
/// Why: the window's configuration (flags, assets, presets, settings, the stage) takes the main
/// thread about 2 ms before SDL is even started, and the second core sat idle through it; the
/// warm-up (`FontWarmUp`) began only once the first frame's text was known, and the first frame
/// then waited for it by about 1.2 ms (2026-12-07, 2-core bench machine). Opening the faces
/// needs only the font files, so they open beside the configuration; `SDLPlatform.openWindow`
/// hands this preparation to its `FontLibrary`, whose warm-up then renders the text's coverages
/// on the faces already open.
///
/// SDL_ttf is started here for the faces (`TTF_Init` counts its callers; the session's own
/// start and stop pair up around it). A preparation no window took closes what it opened.
public final class FontPreparation: @unchecked Sendable {
  /// The files its faces are opened from, as `FontLibrary` finds them for the same override.
  let files: [FontWeight: String]
  /// The faces being opened; nil once a library took them.
  private var warming: FontWarmUp?

  /// Starts opening a face per weight of the files `FontLibrary` would find for `fontPath` (nil:
  /// the installed candidates); nil when SDL_ttf cannot start or no font is found (the library
  /// says why, later, where the error belongs).
  public init?(fontPath: String?, candidates: FontLibrary.Candidates = .system) {
    guard let found = try? FontLibrary.findFiles(override: fontPath, candidates: candidates),
      TTF_Init() == 0
    else { return nil }
    files = found.files
    // 17 pt at ×2, the size most of a phone's text comes at; any face is resized to what the
    // first frame asks for.
    warming = FontWarmUp(files: found.files, pixelSize: 34)
  }

  /// The warm-up, for a library finding the same `files`; nil when they differ or it was taken.
  func take(for files: [FontWeight: String]) -> FontWarmUp? {
    guard files == self.files, let job = warming else { return nil }
    warming = nil
    // The library's session holds SDL_ttf now; the faces live as long as it does.
    TTF_Quit()
    return job
  }

  deinit {
    guard let job = warming else { return }
    let (faces, coverages, files) = job.wait()
    for face in faces { TTF_CloseFont(face.font) }
    for coverage in coverages.values { coverage.free() }
    // The faces read from the mappings to their end.
    withExtendedLifetime(files) {}
    TTF_Quit()
  }
}
