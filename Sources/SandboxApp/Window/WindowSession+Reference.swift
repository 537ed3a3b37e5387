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

  /// Opens `setup.reference` for phone A's screen at `pixelsPerPoint`, the scale phone A is
  /// drawn at, so the recording is shown texel for pixel: ffmpeg's filtered scaling, not the
  /// renderer's stretch of a frame decoded at another size, is what shrinks it (difference mode
  /// then stays dark where the motion agrees). A problem is kept for the slot and the banner.
  static func openReference(_ setup: WindowOptions, pixelsPerPoint: Double) -> OpenedReference? {
    guard let request = setup.reference else { return nil }
    do {
      let opened = try ReferenceOpener.open(
        request, viewport: setup.stage.viewport, pixelsPerPoint: pixelsPerPoint,
        script: setup.stage.replay, settings: setup.stage.phones[0].settings)
      Console.errLine("header-sandbox: reference \(opened.note)")
      return OpenedReference(track: opened.track, video: opened.video)
    } catch {
      Console.errLine("header-sandbox: \(error.message)")
      return OpenedReference(
        track: placeholder(request), video: nil, problem: error.message)
    }
  }

  /// The slot a reference will fill, before its frames are decoded: it sizes the canvas the
  /// window is opened for, which decides the scale the frames are then decoded at.
  static func placeholder(_ request: ReferenceRequest) -> ReferenceTrack {
    ReferenceTrack(path: request.written, offset: request.offset ?? 0, frameTimes: [])
  }

  /// Decodes the reference at the scale the window settled on (its fit to the display, times
  /// the high-DPI pixel ratio) and shows it.
  func showReference(windowScale: Double) throws(CommandFailure) {
    let pixelsPerPoint = windowScale * max(window.canvas.mapping.pixelRatioX, 1)
    guard let opened = WindowSession.openReference(setup, pixelsPerPoint: pixelsPerPoint) else {
      return
    }
    stage.setReference(opened.track, source: opened.video, problem: opened.problem)
    try ReferenceVideo.attach(stage, to: window.canvas)
  }
}
