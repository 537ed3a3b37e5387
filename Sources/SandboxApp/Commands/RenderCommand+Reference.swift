import SandboxStage
import SandboxFormats
import SandboxPrimitives

/// `render --reference VIDEO` (or the script's or session's `reference`): the recording drawn
/// in the frames beside the phones, decoded at the render's pixels per point.
extension RenderCommand {
  /// Opens `request` for `runner`'s stage (before the canvas is sized: the slot widens it). A
  /// broken recording ends the render with its exit code: a video must not quietly lack it.
  static func showReference(
    _ request: ReferenceRequest?, on runner: inout ScriptRunner, script: EventScript
  ) throws(CommandFailure) {
    guard let request else { return }
    let opened = try ReferenceOpener.open(
      request, viewport: Size(width: script.viewport.width, height: script.viewport.height),
      pixelsPerPoint: script.viewport.scale, script: script,
      settings: runner.stage.phones[0].settings)
    Console.errLine("header-sandbox: reference \(opened.note)")
    runner.setReference(opened.track, source: opened.video)
  }
}
