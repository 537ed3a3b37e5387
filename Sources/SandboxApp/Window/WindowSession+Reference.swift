import SandboxStage

/// The window's reference recording: opened before the window (its slot sizes the canvas). A
/// recording that cannot be read keeps its place, saying why in its slot and in the banner, and
/// everything else runs as without it.
extension WindowSession {
  struct OpenedReference {
    var track: ReferenceTrack
    var video: ReferenceVideo?
    var problem: String?
  }

  /// Opens `setup.reference` for phone A's screen at the window's scale (1 px per point when
  /// the scale is picked later); a problem goes into `banner`.
  static func openReference(_ setup: WindowOptions, banner: inout String?) -> OpenedReference? {
    guard let request = setup.reference else { return nil }
    do {
      let opened = try ReferenceOpener.open(
        request, viewport: setup.stage.viewport,
        pixelsPerPoint: setup.scale ?? ReferenceVideo.defaultPixelsPerPoint,
        script: setup.stage.replay, settings: setup.stage.phones[0].settings)
      Console.errLine("header-sandbox: reference \(opened.note)")
      return OpenedReference(track: opened.track, video: opened.video)
    } catch {
      Console.errLine("header-sandbox: \(error.message)")
      banner = [banner, error.message].compactMap { $0 }.joined(separator: "; ")
      let track = ReferenceTrack(
        path: request.written, offset: request.offset ?? 0, frameTimes: [])
      return OpenedReference(track: track, video: nil, problem: error.message)
    }
  }
}
