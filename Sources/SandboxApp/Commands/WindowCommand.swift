import Foundation
import SDLPlatform
import SandboxFormats
import SandboxPrimitives
import SandboxStage

/// `header-sandbox [options]`: the interactive window.
enum WindowCommand {
  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    // libdispatch starts its first worker thread about 2.4 ms after the first job is queued
    // (measured on the 2-core bench machine). Waking it now, beside the config work, lets the
    // font warm-up and the mask preparation (`SDLPlatform`) start at once when asked.
    DispatchQueue.global(qos: .userInitiated).async {}
    let usage = Subcommand.window.usageLine
    guard args.positionals.isEmpty else {
      throw CommandFailure(
        .usage, "unexpected argument '\(args.positionals[0])'\n\(usage) | COMMAND [options]")
    }
    if args.value(.session) != nil { return try runSession(args) }
    let scale = try scaleValue(args)
    let platform = PlatformOptions(
      headless: false, forceSoftware: args.has(.software), fontPath: args.value(.font))
    // The UI faces open on the other core while the configuration below is read.
    let fonts = FontPreparation(fontPath: platform.fontPath)
    let setup = try ConfigSources.locate()
    let tuning = try TuningOptions(args)
    // `--device`, else the device phone A's preset (or --config) names, else the default.
    var named = try ArgumentRules.device(args)
    if named == nil { named = try setup.namedDevice(tuning) }
    let device = named ?? DeviceCatalog.standard
    var viewport = try viewportSize(args, device: device)
    var replay: EventScript?
    let replayPath = args.value(.replay)
    if let replayPath {
      if args.value(.size) != nil || args.value(.device) != nil {
        throw CommandFailure(
          .usage, "--replay plays in the script's own viewport; drop --size and --device")
      }
      var script = try setup.loadScript(replayPath)
      try setup.applyNamedDevice(tuning, to: &script, scriptFile: replayPath)
      // Like `render`: the script's viewport, preset and config, so its touches land where
      // they were recorded and the motion is the recorded one.
      viewport = Size(width: script.viewport.width, height: script.viewport.height)
      replay = script
    }
    let primary = try setup.settings(
      tuning, script: replay, scriptFile: replayPath, device: device, window: true)
    let presetName = tuning.presetName ?? replay?.preset ?? Preset.startupName
    let compared = try CompareTarget.resolveAll(
      args, reference: primary, setup: setup, tuning: tuning, script: replay,
      scriptFile: replayPath,
      device: device, drawnAs: replay?.viewport.profile ?? device, window: true)
    // Flags and files are checked first (exit 64/65/66 say more than "no display"), then the
    // display, before any window work.
    try checkDisplay(platform)
    let phones = [StageSetup.Phone(settings: primary, label: "A · \(presetName)")] + compared
    var stage = StageSetup(phones: phones, viewport: viewport)
    stage.device = replay?.viewport.profile ?? device
    stage.replay = replay
    // Hot reload and preset switching start again from a preset's values, then the file and
    // the command line's --set overrides.
    stage.configPath = tuning.configPath
    stage.overrides = tuning.overrides
    stage.presetName = presetName
    // The first frame needs only the current preset; the others are read once it is shown.
    stage.presets = StageFiles.presets(library: setup.presets, reading: { $0 == presetName })
    stage.preferences = PreferencesFile.load()
    stage.title = SDLWindow.title
    stage.showTimeline = true
    stage.showHint = !stage.preferences.hintShown
    var windowSetup = WindowOptions(
      stage: stage, scale: scale, platform: platform, verbose: args.has(.verbose),
      presets: setup.presets,
      outputDirectory: OutputDirectory.resolve(flag: args.value(.outputDir)))
    windowSetup.sources = setup
    windowSetup.presetsPending = true
    windowSetup.fonts = fonts
    windowSetup.reference = ReferenceRequest.resolve(
      flag: args.value(.reference), script: replay, scriptFile: replayPath)
    try runWindow(windowSetup)
  }

  /// Exit 69 naming the reason when no display can open a window (`--software`, `--font` and
  /// the video driver as `platform` says), before any window work.
  static func checkDisplay(_ platform: PlatformOptions) throws(CommandFailure) {
    do {
      try SDLSession.checkDisplay(options: platform)
    } catch let error as PlatformError {
      throw CommandFailure(.unavailable, error.description)
    } catch {
      throw CommandFailure(.unavailable, "\(error)")
    }
  }

  /// Opens the window on `options` and runs it until it closes; a close other than a quit is
  /// the failure with its exit code (130 when interrupted). A quit ends the process here, with
  /// status 0: everything the window wrote is saved by then (`WindowSession.run`), and nothing
  /// the window holds needs releasing one by one (`SDLSession.endProcess`).
  static func runWindow(_ options: WindowOptions) throws(CommandFailure) -> Never {
    let session = try WindowSession(options)
    let code = try session.run()
    if code != .ok {
      throw CommandFailure(code, code == .interrupted ? "interrupted" : "")
    }
    SDLSession.endProcess(status: ExitCode.ok.rawValue)
  }

  /// `--size WxH`, else the device's screen.
  static func viewportSize(
    _ args: ScannedArguments, device: DeviceProfile
  ) throws(CommandFailure) -> Size {
    if let size = args.value(.size) {
      let parts = size.lowercased().split(separator: "x")
      guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
        (100...4000).contains(w), (100...4000).contains(h)
      else {
        throw CommandFailure(
          .usage, "--size: expected WxH in points, each 100…4000 (e.g. 390x844), found '\(size)'")
      }
      return Size(width: w, height: h)
    }
    return Size(width: device.width, height: device.height)
  }

  static func scaleValue(_ args: ScannedArguments) throws(CommandFailure) -> Double? {
    guard let text = args.value(.scale) else { return nil }
    guard let scale = Double(text), scale.isFinite, (0.25...8).contains(scale) else {
      throw CommandFailure(.usage, "--scale: expected a number in 0.25…8, found '\(text)'")
    }
    return scale
  }
}
