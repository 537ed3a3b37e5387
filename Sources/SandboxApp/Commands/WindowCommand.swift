import Foundation
import SDLPlatform
import SandboxCore

/// `header-sandbox [options]`: the interactive window.
enum WindowCommand {
  /// Viewport presets for `--device`, in points: iPhone 14/15 (390×844, 20 pt status bar kept
  /// from the preset), a Pixel-class Android phone (412×915) and an 11" iPad (834×1194).
  static let devices: [(name: String, size: Size)] = [
    ("phone", Size(width: 390, height: 844)),
    ("android", Size(width: 412, height: 915)),
    ("tablet", Size(width: 834, height: 1194)),
  ]

  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.window.usageLine
    guard args.positionals.isEmpty else {
      throw CommandFailure(
        .usage, "unexpected argument '\(args.positionals[0])'\n\(usage) | COMMAND [options]")
    }
    var viewport = try viewportSize(args)
    let scale = try scaleValue(args)
    let platform = PlatformOptions(
      headless: false, forceSoftware: args.has("software"), fontPath: args.value("font"))
    let setup = try RunSetup.locate()
    let tuning = try TuningOptions(args)
    var replay: EventScript?
    let replayPath = args.value("replay")
    if let replayPath {
      if args.value("size") != nil || args.value("device") != nil {
        throw CommandFailure(
          .usage, "--replay plays in the script's own viewport; drop --size and --device")
      }
      let script = try setup.loadScript(replayPath)
      // Like `render`: the script's viewport, preset and config, so its touches land where
      // they were recorded and the motion is the recorded one.
      viewport = Size(width: script.viewport.width, height: script.viewport.height)
      replay = script
    }
    let primary = try setup.settings(tuning, script: replay, scriptFile: replayPath)
    let presetName = tuning.presetName ?? replay?.preset ?? Preset.startupName
    let compared = try CompareTarget.resolveAll(
      args, reference: primary, setup: setup, tuning: tuning, script: nil, scriptFile: nil)
    // Flags and files are checked first (exit 64/65/66 say more than "no display"), then the
    // display, before any window work.
    do {
      try SDLSession.checkDisplay(options: platform)
    } catch let error as PlatformError {
      throw CommandFailure(.unavailable, error.description)
    } catch {
      throw CommandFailure(.unavailable, "\(error)")
    }
    var phones = [StageSetup.Phone(settings: primary, label: "A · \(presetName)")]
    for phone in compared {
      var next = StageSetup.Phone(settings: phone.settings, label: phone.label)
      next.explicitKeys = phone.explicitKeys
      phones.append(next)
    }
    var stage = StageSetup(phones: phones, viewport: viewport)
    stage.replay = replay
    // Hot reload and preset switching start again from a preset's values, then the file and
    // the command line's --set overrides.
    stage.configPath = tuning.configPath
    stage.overrides = tuning.overrides
    stage.presetName = presetName
    stage.presets = StageFiles.presets(library: setup.presets)
    stage.preferences = PreferencesFile.load()
    stage.title = SDLWindow.title
    stage.showTimeline = true
    stage.showHint = !stage.preferences.hintShown
    let windowSetup = WindowSetup(
      stage: stage, scale: scale, platform: platform, verbose: args.has("verbose"),
      presets: setup.presets)
    let session = try WindowSession(windowSetup)
    let code = try session.run()
    if code != .ok {
      throw CommandFailure(code, code == .interrupted ? "interrupted" : "")
    }
  }

  static func viewportSize(_ args: ScannedArguments) throws(CommandFailure) -> Size {
    if let size = args.value("size") {
      let parts = size.lowercased().split(separator: "x")
      guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
        (100...4000).contains(w), (100...4000).contains(h)
      else {
        throw CommandFailure(
          .usage, "--size: expected WxH in points, each 100…4000 (e.g. 390x844), found '\(size)'")
      }
      return Size(width: w, height: h)
    }
    let name = args.value("device") ?? "phone"
    guard let device = devices.first(where: { $0.name == name }) else {
      throw CommandFailure(
        .usage,
        "--device: expected one of \(devices.map(\.name).joined(separator: ", ")), found '\(name)'")
    }
    return device.size
  }

  static func scaleValue(_ args: ScannedArguments) throws(CommandFailure) -> Double? {
    guard let text = args.value("scale") else { return nil }
    guard let scale = Double(text), scale.isFinite, (0.25...8).contains(scale) else {
      throw CommandFailure(.usage, "--scale: expected a number in 0.25…8, found '\(text)'")
    }
    return scale
  }
}
