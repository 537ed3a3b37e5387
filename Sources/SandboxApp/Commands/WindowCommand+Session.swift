import Foundation
import SDLPlatform
import SandboxStage
import SandboxFormats
import SandboxPrimitives

/// `header-sandbox open SESSION.json` and `header-sandbox --session FILE`: the window with a
/// review session's phones, gesture, first loop range and playhead.
extension WindowCommand {
  /// The window flags a session replaces: it says the phones, the gesture and the device.
  static let flagsASessionReplaces = [
    "preset", "config", "set", "device", "size", "replay", "compare",
  ]

  static func runSession(_ args: ScannedArguments) throws(CommandFailure) {
    let path: String
    if let flag = args.value("session") {
      let clashing = flagsASessionReplaces.filter { args.values[$0] != nil }
      guard clashing.isEmpty else {
        throw CommandFailure(
          .usage,
          "--session says the phones, the gesture and the device; drop "
            + clashing.map { "--\($0)" }.joined(separator: ", "))
      }
      path = flag
    } else {
      guard args.positionals.count == 1 else {
        throw CommandFailure(
          .usage,
          "open takes one SESSION, found \(args.positionals.count)\n\(Subcommand.open.usageLine)")
      }
      path = args.positionals[0]
    }
    let platform = PlatformOptions(
      headless: false, forceSoftware: args.has("software"), fontPath: args.value("font"))
    let scale = try scaleValue(args)
    let setup = try ConfigSources.locate()
    let loaded = try LoadedSession.load(path, setup: setup, window: true)
    let stage = try stageSetup(loaded, setup: setup)
    try checkDisplay(platform)
    for warning in loaded.warnings { Console.errLine("header-sandbox: \(path): \(warning)") }
    var options = WindowOptions(
      stage: stage, scale: scale, platform: platform, verbose: args.has("verbose"),
      presets: setup.presets,
      outputDirectory: OutputDirectory.resolve(flag: args.value("output-dir")))
    options.cue = cue(loaded.session)
    options.session = loaded
    options.sources = setup
    options.reference = ReferenceRequest.resolve(flag: args.value("reference"), session: loaded)
    try runWindow(options)
  }

  /// Where the stage runs on to before the first frame: the playhead (else the start) and the
  /// first loop range. A session with neither starts at 0 and plays.
  static func cue(
    _ session: ReviewSession
  ) -> (time: Double, loop: (from: Double, to: Double)?)? {
    let loop = session.loops.first.map { (from: $0.from, to: $0.to) }
    guard session.playhead != nil || loop != nil else { return nil }
    return (session.playhead ?? 0, loop)
  }

  /// The stage a session opens: its phones with their captions, the gesture as a replay in the
  /// script's viewport, and a banner saying what could not be applied.
  static func stageSetup(
    _ loaded: LoadedSession, setup: ConfigSources
  ) throws(CommandFailure) -> StageSetup {
    let device =
      loaded.script?.viewport.profile
      ?? loaded.session.phones.first?.device.flatMap { DeviceCatalog.profile(named: $0) }
      ?? DeviceCatalog.standard
    let viewport =
      loaded.script.map { Size(width: $0.viewport.width, height: $0.viewport.height) }
      ?? Size(width: device.width, height: device.height)
    var stage = StageSetup(phones: loaded.phones, viewport: viewport)
    stage.device = device
    stage.replay = loaded.script
    stage.presetName = loaded.session.phones.first?.preset
    stage.presets = StageFiles.presets(library: setup.presets)
    stage.preferences = PreferencesFile.load()
    stage.title = SDLWindow.title
    stage.showTimeline = true
    var notes = loaded.warnings
    if loaded.session.loops.count > 1 {
      notes.append("\(loaded.session.loops.count - 1) more loop ranges kept, the first shown")
    }
    stage.markers = loaded.session.markers
    stage.banner = notes.isEmpty ? nil : "\(loaded.file): " + notes.joined(separator: "; ")
    return stage
  }
}
