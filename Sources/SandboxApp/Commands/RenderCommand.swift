import Foundation
import PhoneDrawing
import SDLPlatform
import SandboxStage
import SandboxFormats
import SandboxPrimitives

/// `header-sandbox render SCRIPT --out PATH`: every frame of a script drawn offscreen with the
/// software renderer (deterministic pixels) and written as MP4, GIF, one PNG or a PNG sequence.
///
/// Frame-exact: the frame count is duration × fps whatever the machine's speed, because frame
/// times come from the script, never from a clock. Output goes to a temporary path renamed when
/// complete; Ctrl+C or SIGTERM ends ffmpeg's input so the video keeps every finished frame.
enum RenderCommand {
  /// What `--out` asks for, by its ending.
  enum Output: Equatable {
    case video(FFmpegEncoder.Format)
    case png
    case directory
  }

  /// Everything a render needs, resolved from the flags.
  struct Options {
    var scriptPath: String
    var outPath: String
    var output: Output
    var fps: Int?
    var frame: Int?
    /// `--from`: frames before this script time are simulated but not written.
    var from: Double
    var touches: Bool
    var hud: Bool
    var plots: Bool
    /// `--ghosts K`: the onion skin's length, nil without one.
    var ghosts: Int?
    var force: Bool
    var fontPath: String?
    /// The scanned flags (the repeatable `--compare`).
    var arguments: ScannedArguments
    var device: DeviceProfile?
    /// `--quality` (video only; `standard` when not given).
    var quality: FFmpegEncoder.Quality = .standard
    /// `--scale`: output pixels per point, replacing the script's `viewport.scale`.
    var scale: Double?
    var tuning: TuningOptions
    /// Whether a finished render says on stdout what it wrote (not when a review writes its
    /// video into a folder of its own).
    var announce = true
  }

  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let options = try parse(args)
    if let sweeps = args.values["sweep"] {
      if isSession(options.scriptPath) {
        throw CommandFailure(.usage, "--sweep renders a SCRIPT, not a session")
      }
      if args.value("reference") != nil {
        throw CommandFailure(.usage, "--reference shows beside one render's phones, not a --sweep")
      }
      return try runSweep(options, arguments: sweeps)
    }
    if isSession(options.scriptPath) {
      try runSession(options)
      return
    }
    let setup = try ConfigSources.locate()
    var script = try setup.loadScript(options.scriptPath)
    if let device = options.device {
      script.viewport = device.viewport(scale: script.viewport.scale)
    }
    if let scale = options.scale { script.viewport.scale = scale }
    try setup.applyNamedDevice(options.tuning, to: &script, scriptFile: options.scriptPath)
    let settingsA = try setup.settings(
      options.tuning, script: script, scriptFile: options.scriptPath)
    let compared = try CompareTarget.resolveAll(
      options.arguments, reference: settingsA, setup: setup, tuning: options.tuning,
      script: script, scriptFile: options.scriptPath)
    var phones = [
      StageSetup.Phone(
        settings: settingsA,
        label: "A · \(options.tuning.presetName ?? script.preset ?? Preset.startupName)")
    ]
    phones += compared
    var runner: ScriptRunner
    do {
      runner = try ScriptRunner(
        stageSetup(script: script, phones: phones, options: options, sources: setup),
        fps: options.fps)
    } catch {
      throw CommandFailure(.dataError, "\(options.scriptPath): \(error)")
    }
    let reference = ReferenceRequest.resolve(
      flag: options.arguments.value("reference"), script: script, scriptFile: options.scriptPath)
    try showReference(reference, on: &runner, script: script)
    try render(&runner, scale: script.viewport.scale, options: options)
  }

  /// The headless stage `render` plays: the window's stage with the flags' overlays, plots and
  /// onion skin, and the presets (for the plots' preset curve).
  static func stageSetup(
    script: EventScript, phones: [StageSetup.Phone], options: Options, sources: ConfigSources
  ) -> StageSetup {
    var setup = StageSetup.headless(script, phones: phones)
    setup.overlays = PhoneScenes.Overlays(touches: options.touches, hud: options.hud, help: false)
    setup.preferences.showPlots = options.plots
    setup.ghostLength = options.ghosts
    setup.presetName = options.tuning.presetName ?? script.preset ?? Preset.startupName
    if options.plots { setup.presets = StageFiles.presets(library: sources.presets) }
    return setup
  }

  /// Validates the flags: `--out` is required and its ending must be known; numbers in range.
  static func parse(_ args: ScannedArguments) throws(CommandFailure) -> Options {
    let usage = Subcommand.render.usageLine
    guard args.positionals.count == 1 else {
      throw CommandFailure(
        .usage,
        args.positionals.isEmpty
          ? "render needs a SCRIPT\n\(usage)"
          : "render takes one SCRIPT, found \(args.positionals.count)\n\(usage)")
    }
    guard let out = args.value("out"), !out.isEmpty else {
      throw CommandFailure(
        .usage, "render needs --out PATH (.mp4, .mov, .gif, .png or a directory)\n\(usage)")
    }
    let output = try outputKind(out)
    var fps: Int?
    if let text = args.value("fps") {
      guard let value = Int(text), EventScript.fpsRange.contains(value) else {
        throw CommandFailure(
          .usage,
          "--fps: expected an integer in \(EventScript.fpsRange.lowerBound)…"
            + "\(EventScript.fpsRange.upperBound), found '\(text)'")
      }
      fps = value
    }
    var frame: Int?
    if let text = args.value("frame") {
      guard output == .png else {
        throw CommandFailure(.usage, "--frame applies only to a .png output, found --out \(out)")
      }
      guard let value = Int(text), value >= 0 else {
        throw CommandFailure(.usage, "--frame: expected a frame number ≥ 0, found '\(text)'")
      }
      frame = value
    }
    var ghosts: Int?
    if let text = args.value("ghosts") {
      guard let value = Int(text), (1...GhostTrail.longest).contains(value) else {
        throw CommandFailure(
          .usage, "--ghosts: expected a frame count in 1…\(GhostTrail.longest), found '\(text)'")
      }
      ghosts = value
    }
    var quality = FFmpegEncoder.Quality.standard
    if let text = args.value("quality") {
      let names = FFmpegEncoder.Quality.allCases.map(\.rawValue)
      guard let value = FFmpegEncoder.Quality(rawValue: text) else {
        throw CommandFailure(
          .usage,
          "--quality: expected one of \(names.joined(separator: ", ")), found \"\(text)\"")
      }
      switch output {
      case .video(.mp4), .video(.mov): quality = value
      default:
        throw CommandFailure(
          .usage, "--quality applies only to a .mp4 or .mov output, found --out \(out)")
      }
    }
    var scale: Double?
    if let text = args.value("scale") {
      let range = Viewport.scaleRange
      guard let value = Double(text), value.isFinite, range.contains(value) else {
        throw CommandFailure(
          .usage,
          "--scale: expected output pixels per point in \(JSONSerializer.format(range.lowerBound))"
            + "…\(JSONSerializer.format(range.upperBound)) (1, 2, 3…), found '\(text)'")
      }
      scale = value
    }
    var from = 0.0
    if let text = args.value("from") {
      guard let value = Double(text), value.isFinite, value >= 0 else {
        throw CommandFailure(.usage, "--from: expected seconds ≥ 0, found '\(text)'")
      }
      from = value
    }
    return Options(
      scriptPath: args.positionals[0], outPath: out, output: output, fps: fps, frame: frame,
      from: from,
      touches: args.has("touches"), hud: args.has("hud"), plots: args.has("plots"), ghosts: ghosts,
      force: args.has("force"), fontPath: args.value("font"), arguments: args,
      device: try ArgumentRules.device(args), quality: quality, scale: scale,
      tuning: try TuningOptions(args))
  }

  static func outputKind(_ path: String) throws(CommandFailure) -> Output {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return .directory
    }
    if path.hasSuffix("/") { return .directory }
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "mp4": return .video(.mp4)
    case "mov": return .video(.mov)
    case "gif": return .video(.gif)
    case "png": return .png
    case "": return .directory
    case let other:
      throw CommandFailure(
        .usage,
        "--out: expected a path ending in .mp4, .mov, .gif or .png, or a directory, found "
          + "'.\(other)'")
    }
  }

  // MARK: - Rendering

  /// Draws the runner's frames into `--out`; `everyFrame` sees the runner at each frame played
  /// (a review's trace rows), `decorate` adds to each frame written (a session's marker
  /// comments), given the frame's time in seconds.
  static func render(
    _ runner: inout ScriptRunner, scale: Double, options: Options,
    everyFrame: (ScriptRunner, Int) -> Void = { _, _ in },
    decorate: (inout DisplayList, Double) -> Void = { _, _ in }
  ) throws(CommandFailure) {
    // The frame's size is fixed for the whole video: the bezel is phone A's at the start.
    let canvasSize = runner.stage.canvasSize
    let canvas: Canvas
    do {
      canvas = try SDLPlatform.offscreenCanvas(
        size: canvasSize, scale: scale, fontPath: options.fontPath)
    } catch let error as PlatformError {
      throw CommandFailure(.unavailable, error.description)
    } catch {
      throw CommandFailure(.unavailable, "\(error)")
    }
    try HeaderImageLoader.loadAll(runner.phones, into: canvas) { image, index in
      runner.setHeaderImage(image, forPhone: index)
    }
    try ReferenceVideo.attach(runner.stage, to: canvas)
    let sink = try FrameSink(options: options, canvas: canvas, fps: runner.fps)
    try writeFrames(grid: runner.grid, still: options.frame, options: options, sink: sink) {
      index, draw in
      _ = runner.nextFrame()
      everyFrame(runner, index)
      for (phone, message) in runner.takeWarnings() {
        Console.errLine(
          "header-sandbox: \(options.scriptPath): warning (\(runner.stage.labels[phone])): "
            + message)
      }
      guard draw else { return nil }
      var list = runner.frameList()
      decorate(&list, runner.time(ofFrame: index))
      return list
    }
  }
}
