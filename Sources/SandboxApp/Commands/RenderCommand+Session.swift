import Foundation
import PhoneDrawing
import PhoneSimulation
import SDLPlatform
import SandboxStage
import SandboxFormats

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

  /// Renders the session `options` name; `everyFrame` sees the stage's runner at each frame
  /// played (the review page's rows come from the video's own run). Returns the frame grid.
  @discardableResult
  static func runSession(
    _ options: Options, everyFrame: (ScriptRunner, Int) -> Void = { _, _ in }
  ) throws(CommandFailure) -> FrameGrid {
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
        stageSetup(loaded, script: script, options: options, sources: setup), fps: options.fps)
    } catch {
      throw CommandFailure(.dataError, "\(loaded.scriptFile): \(error)")
    }
    let reference = ReferenceRequest.resolve(
      flag: options.arguments.value("reference"), session: loaded)
    try showReference(reference, on: &runner, script: script)
    // The comments sit over the phones where the window's composition put them.
    let arrangement = runner.stage.layout.arrangement
    let markers = loaded.session.markers
    try render(&runner, scale: script.viewport.scale, options: options, everyFrame: everyFrame) {
      list, time in
      MarkerCaption.paint(markers, at: time, arrangement: arrangement, into: &list)
    }
    if case .video(let format) = options.output, format != .gif {
      try ChapterWriter.addChapters(
        SessionChapters.chapters(markers, duration: runner.grid.duration), to: options.outPath)
    }
    return runner.grid
  }

  /// The headless stage a session plays: its phones on their own devices with their captions,
  /// the render flags' overlays, plots and onion skin, as `render` draws a script.
  static func stageSetup(
    _ loaded: LoadedSession, script: EventScript, options: Options, sources: ConfigSources
  ) -> StageSetup {
    var setup = stageSetup(
      script: script, phones: loaded.phones, options: options,
      sources: sources)
    if let preset = loaded.session.phones.first?.preset, sources.presets.names.contains(preset) {
      setup.presetName = preset
    }
    return setup
  }
}
