import Foundation
import SDLPlatform
import SandboxCore

/// `header-sandbox render SESSION.json --out PATH`: the review as a video. The session's phones
/// side by side with their captions, each marker's comment over its phone from its time
/// (`MarkerCaption`), and the markers as chapters in an MP4 or MOV.
extension RenderCommand {
  /// The flags a session replaces: it names the phones and their devices itself.
  static let flagsASessionSays = ["preset", "config", "set", "compare", "device"]

  /// Whether the file at `path` is a session (it has `phones`); unreadable or unparsable files
  /// are left to the script loader, which reports them.
  static func isSession(_ path: String) -> Bool {
    guard let text = try? InputFile.readText(path),
      let json = try? JSONParser.parse(text, file: path)
    else { return false }
    return ReviewSession.isSession(json)
  }

  static func runSession(_ options: Options) throws(CommandFailure) {
    let clashing = flagsASessionSays.filter { options.arguments.values[$0] != nil }
    guard clashing.isEmpty else {
      throw CommandFailure(
        .usage,
        "\(options.scriptPath) is a session: it says the phones; drop "
          + clashing.map { "--\($0)" }.joined(separator: ", "))
    }
    let setup = try ConfigSources.locate()
    let loaded = try LoadedSession.load(options.scriptPath, setup: setup)
    for warning in loaded.warnings {
      Console.errLine("header-sandbox: \(options.scriptPath): warning: \(warning)")
    }
    guard var script = loaded.script else {
      throw CommandFailure(
        .noInput, "\(options.scriptPath): the session's script is missing, nothing to render")
    }
    if let scale = options.scale { script.viewport.scale = scale }
    var runner: ScriptRunner
    do {
      runner = try ScriptRunner(
        script: script, settings: loaded.phones.map(\.settings), fps: options.fps)
    } catch {
      throw CommandFailure(.dataError, "\(loaded.scriptFile): \(error)")
    }
    let labels = loaded.phones.count > 1 ? loaded.phones.map(\.label) : [""]
    try renderReview(
      &runner, script: script, labels: labels, markers: loaded.session.markers, options: options)
    if case .video(let format) = options.output, format != .gif {
      let duration = Double(runner.frameCount) / Double(runner.fps)
      try ChapterWriter.addChapters(
        SessionChapters.chapters(loaded.session.markers, duration: duration), to: options.outPath)
    }
  }

  /// The frame loop of `render`, with the markers' comments drawn over each frame.
  private static func renderReview(
    _ runner: inout ScriptRunner, script: EventScript, labels: [String],
    markers: [ReviewSession.Marker], options: Options
  ) throws(CommandFailure) {
    let viewport = Size(width: script.viewport.width, height: script.viewport.height)
    let sideColumn = options.plots ? PlotColumn.width : 0
    let bezel = FrameComposer.bezel(runner.sandbox.settings.values)
    let arrangement = PhoneArrangement(
      viewport: viewport, count: runner.sandboxes.count, bezel: bezel)
    let canvasSize = FrameComposer.canvasSize(
      viewport: viewport, phoneCount: runner.sandboxes.count, sideColumn: sideColumn,
      bezel: bezel)
    let canvas: Canvas
    do {
      canvas = try SDLPlatform.offscreenCanvas(
        size: canvasSize, scale: script.viewport.scale, fontPath: options.fontPath)
    } catch {
      throw CommandFailure(.unavailable, "\(error)")
    }
    try HeaderImageLoader.loadAll(runner.sandboxes, into: canvas) { image, index in
      runner.setHeaderImage(image, forSandbox: index)
    }
    let sink = try FrameSink(options: options, canvas: canvas, fps: runner.fps)
    InterruptFlag.install()
    let progress = ProgressBar(total: runner.frameCount, enabled: Console.stderrIsTerminal)
    var plots = PlotColumn()
    let lastFrame = min(options.frame ?? runner.frameCount - 1, runner.frameCount - 1)
    var interrupted = false
    while let index = runner.nextFrame() {
      if InterruptFlag.isRaised {
        interrupted = true
        break
      }
      _ = runner.takeWarnings()
      if options.plots { plots.record(runner.sandboxes, focusKey: nil) }
      let time = runner.time(ofFrame: index)
      var needsPixels = options.output != .png || index == lastFrame
      if time < options.from - 1e-9 { needsPixels = false }
      if needsPixels {
        var list = composedFrame(
          runner: runner, labels: labels, options: options, viewport: viewport,
          sideColumn: sideColumn, bezel: bezel, plots: plots)
        MarkerCaption.paint(markers, at: time, arrangement: arrangement, into: &list)
        try sink.write(list, frame: index)
      }
      progress.update(index + 1)
      if options.output == .png && index == lastFrame { break }
    }
    progress.finish()
    try sink.finish(interrupted: interrupted)
    if interrupted {
      throw CommandFailure(
        .interrupted,
        "interrupted; \(options.outPath) holds the \(sink.framesWritten) frames finished")
    }
  }
}
