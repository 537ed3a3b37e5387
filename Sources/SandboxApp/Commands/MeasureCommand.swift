import Foundation
import MotionFit
import MotionMeasure
import PhoneSimulation
import SandboxFormats
import SandboxStage

/// `header-sandbox measure VIDEO`: reads a screen recording as scroll-and-header motion, one row
/// per video frame (`MotionMeasure` does the analysis; this is the edge: flags, ffmpeg, files).
enum MeasureCommand {
  /// Points a derived finger moves to cross the touch slop of every gesture profile (Flutter's
  /// `kTouchSlop` is 18, the largest; see `GestureParameters`), so the script plays on any.
  static let slopCrossing = 20.0

  /// Everything a measurement needs, resolved from the flags.
  struct Options {
    var videoPath: String
    var csv: Bool
    var outPath: String?
    var scriptPath: String?
    var force: Bool
    var device: DeviceProfile?
    var scale: Double?
    var region: MeasureSettings.Region?
    var headerColor: MeasureSettings.RGB?
    /// The preset `--script`'s script replays under (`--preset`), named in it; nil: the
    /// startup preset, named nowhere.
    var presetName: String?
  }

  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let options = try parse(args)
    if let out = options.outPath { try AtomicFile.checkReplaceable(out, force: options.force) }
    if let script = options.scriptPath {
      try AtomicFile.checkReplaceable(script, force: options.force)
    }
    if let preset = options.presetName {
      guard options.scriptPath != nil else {
        throw CommandFailure(
          .usage,
          "--preset: expected with --script (the preset the script replays under), found "
            + "'\(preset)' without it")
      }
      // An unknown name fails here, before a minute of decoding.
      _ = try ConfigSources.locate().settings(TuningOptions(presetName: preset))
    }
    let decoder = try VideoDecoder(path: options.videoPath, pixels: .gray)
    let stream = decoder.stream
    let guess = resolveScale(options, width: stream.width)
    if guess.guessed {
      Console.errLine(
        "header-sandbox: \(options.videoPath): \(stream.width)×\(stream.height) px, "
          + "measuring as \(guess.description) (--device or --scale to change)")
    }
    let settings = MeasureSettings(
      pointScale: guess.scale, contentRegion: options.region, headerColor: options.headerColor,
      topInset: guess.statusBarHeight)
    let (rows, analyzer) = try analyse(decoder, settings: settings)
    guard analyzer.foundMotion() else {
      let region = analyzer.contentPixels(width: stream.width, height: stream.height)
      let points = { (pixels: Int) in
        JSONSerializer.format((Double(pixels) / guess.scale).rounded())
      }
      throw CommandFailure(
        .dataError,
        "\(options.videoPath): no content motion found: searched \(rows.count) frames for "
          + "vertical travel of the content between x \(points(region.columns.lowerBound))…"
          + "\(points(region.columns.upperBound)) pt and y (below the header) …"
          + "\(points(region.rows.upperBound)) pt, up to "
          + "\(Int(MotionAnalyzer.maximumShiftShare * 100)) % of that height between frames; "
          + "pass --roi x,y,w,h to point at the scrolling content")
    }
    if !rows.contains(where: { ($0.headerBottom ?? 0) > 0 }) {
      // `confidence` covers the scroll offset; a missing edge must be said some other way.
      Console.errLine(
        "header-sandbox: \(options.videoPath): headerBottom: no header edge found; "
          + "its cells are empty (unknown)")
    }
    let bytes = MeasureEncoder.encode(rows, csv: options.csv)
    if let scriptPath = options.scriptPath {
      // The fit's own derivation: every stroke, including a finger that catches a coast, each
      // lift carrying the release velocity read from the coast after it (`touchUp` `velocity`).
      let series = MeasuredSeries(
        time: rows.map(\.time), scrollOffset: rows.map(\.scrollOffset),
        headerBottom: rows.map(\.headerBottom))
      let viewport =
        guess.device?.viewport(scale: 2)
        ?? Viewport(
          width: (Double(stream.width) / guess.scale).rounded(),
          height: (Double(stream.height) / guess.scale).rounded(), scale: 2)
      // The content's edges where the recording shows them (a spring back to the same rest;
      // at the top, the header expanded there), and past them the rubber band of the preset the
      // script replays under (`--preset`, else the startup preset's), inverted.
      let edges = GestureDerivation.inferredEdges(series, viewportHeight: viewport.height)
      // The settings the script replays under (its preset on its device), resolved once for
      // the drag rule and the list; nil when the presets cannot be read (the finger then
      // follows the content, the list is the preset's).
      var target = EventScript(viewport: viewport)
      target.preset = options.presetName
      let replay = edges.isEmpty ? nil : MeasureCommand.replaySettings(target, file: scriptPath)
      let drag = replay.map { settings in
        MeasureCommand.dragLaw(
          settings, edges: edges, viewport: viewport, preset: options.presetName)
      }
      for (name, offset) in [("top", edges.top), ("bottom", edges.bottom)] {
        guard let offset else { continue }
        Console.errLine(
          "header-sandbox: --script: the content's \(name) is at offset "
            + "\(String(format: "%.1f", abs(offset) < 0.05 ? 0 : offset)) pt (it springs back "
            + "there); drags past it "
            + "follow \(drag?.name ?? "the content 1:1")")
      }
      var script = GestureDerivation.script(
        for: series, viewport: viewport, touchSlop: MeasureCommand.slopCrossing - 1,
        fps: series.frameRate, drag: drag?.law, top: edges.top, bottom: edges.bottom)
      guard !script.events.isEmpty else {
        throw CommandFailure(.dataError, "\(options.videoPath): no gesture found for --script")
      }
      script.preset = options.presetName
      if let bottom = edges.bottom, let replay {
        MeasureCommand.endContent(
          of: &script, atBottom: bottom - series.scrollOffset[0], settings: replay)
      }
      script.duration = min(
        max(script.duration ?? 0, (script.events.last?.t ?? 0) + 0.5).rounded(.up),
        EventScript.maximumDuration)
      try AtomicFile.write(script.encoded() + "\n", to: scriptPath)
    }
    if let out = options.outPath {
      try AtomicFile.write(Data(bytes), to: out)
    } else {
      let output = BufferedOutput()
      output.append { $0.append(contentsOf: bytes) }
      output.flush()
      if output.failed {
        throw CommandFailure(.ioError, "standard output: cannot write the measurement")
      }
    }
  }

  /// Sizes `script`'s list to end at `maxOffset` (the bottom read from the recording, in the
  /// script's offsets) under `settings` (those it replays with), by `set` events at t = 0 (the
  /// first frame's state), and says so; a short page then stops the replay where it stopped
  /// the recording. Nothing when `settings` make no header.
  static func endContent(
    of script: inout EventScript, atBottom maxOffset: Double, settings: SandboxSettings
  ) {
    guard
      let rows = try? RecordedContent.rows(
        maxOffset: maxOffset, settings: settings, viewportHeight: script.viewport.height)
    else { return }
    let height = (rows.rowHeight * 1000).rounded() / 1000
    let sets = [
      (Param.content.rowCount.name, Double(rows.rowCount)),
      (Param.content.rowHeight.name, height),
    ]
    script.events.insert(
      contentsOf: sets.map { TimedScriptEvent(t: 0, event: .set(key: $0.0, value: .number($0.1))) },
      at: 0)
    Console.errLine(
      "header-sandbox: --script: the content ends at the bottom it springs back from: "
        + "content.rowCount \(rows.rowCount), content.rowHeight "
        + "\(JSONSerializer.format(height)) pt (set at t = 0)")
  }

  /// The settings `script` (its preset, on its viewport's device) replays under; nil when
  /// the presets cannot be read.
  static func replaySettings(_ script: EventScript, file: String) -> SandboxSettings? {
    try? ConfigSources.locate().settings(TuningOptions(), script: script, scriptFile: file)
  }

  /// The drag rule past `edges` (the series' terms) of `settings`' deceleration model on
  /// `viewport`'s height, and its name (`preset`, or when it names none `Preset.startupName`).
  static func dragLaw(
    _ settings: SandboxSettings, edges: GestureDerivation.Edges, viewport: Viewport,
    preset: String?
  ) -> (law: GestureDerivation.DragLaw, name: String) {
    let model = settings.scroll.deceleration
    return (
      GestureDerivation.dragLaw(model, edges: edges, viewportHeight: viewport.height),
      "the \(preset ?? Preset.startupName) preset's \(model.name.rawValue) rubber band"
    )
  }

  /// Decodes every frame into the analysis, with a progress bar on a terminal.
  static func analyse(
    _ decoder: VideoDecoder, settings: MeasureSettings
  ) throws(CommandFailure) -> ([MeasureRow], MotionAnalyzer) {
    var analyzer = MotionAnalyzer(settings: settings)
    let stream = decoder.stream
    try decoder.start()
    InterruptFlag.install()
    let progress = ProgressBar(
      total: stream.times.count, enabled: Console.stderrIsTerminal, label: "measuring")
    var buffer: [UInt8] = []
    var index = 0
    while decoder.read(into: &buffer) {
      if InterruptFlag.isRaised {
        decoder.stop()
        progress.finish()
        throw CommandFailure(.interrupted, "interrupted; nothing written")
      }
      // Frames beyond the probed times (rare: a container without packet times) keep the
      // last frame's spacing.
      let time: Double
      if index < stream.times.count {
        time = stream.times[index]
      } else {
        let spacing =
          stream.times.count > 1 ? stream.times[1] - stream.times[0] : 1.0 / 60
        time = (stream.times.last ?? 0) + Double(index - stream.times.count + 1) * spacing
      }
      analyzer.add(
        MeasureFrame(
          width: stream.width, height: stream.height, format: .gray, time: time,
          pixels: buffer))
      index += 1
      progress.update(index)
    }
    progress.finish()
    try decoder.finish()
    guard index > 0 else {
      throw CommandFailure(.dataError, "\(decoder.path): expected video frames, found none")
    }
    return (analyzer.rows(), analyzer)
  }

  /// `--scale`, else `--device`, else the guess from the width.
  static func resolveScale(_ options: Options, width: Int) -> DeviceGuess {
    if let scale = options.scale {
      return DeviceGuess(device: options.device, scale: scale, guessed: false)
    }
    if let device = options.device {
      return DeviceGuess(device: device, scale: Double(width) / device.width, guessed: false)
    }
    return DeviceGuess.guess(width: width)
  }

  /// Validates the flags.
  static func parse(_ args: ScannedArguments) throws(CommandFailure) -> Options {
    let usage = Subcommand.measure.usageLine
    let path = try ArgumentRules.positionals(args, count: 1, what: "one VIDEO", usage: usage)[0]
    var region: MeasureSettings.Region?
    if let text = args.value(.roi) {
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2],
        let h = parts[3], [x, y, w, h].allSatisfy(\.isFinite), x >= 0, y >= 0, w >= 8, h >= 40
      else {
        throw CommandFailure(
          .usage,
          "--roi: expected x,y,w,h in points (x, y ≥ 0, w ≥ 8, h ≥ 40), found '\(text)'")
      }
      region = MeasureSettings.Region(x: x, y: y, width: w, height: h)
    }
    var color: MeasureSettings.RGB?
    if let text = args.value(.headerColor), text != "auto" {
      guard let parsed = parseColor(text) else {
        throw CommandFailure(
          .usage, "--header-color: expected auto or #RRGGBB, found '\(text)'")
      }
      color = parsed
    }
    return Options(
      videoPath: path, csv: args.value(.format) != "jsonl", outPath: args.value(.out),
      scriptPath: args.value(.script), force: args.has(.force),
      device: try ArgumentRules.device(args), scale: args.number(.scale), region: region,
      headerColor: color, presetName: args.value(.preset))
  }

  /// `#RRGGBB` (the `#` optional) as a colour; nil when malformed.
  static func parseColor(_ text: String) -> MeasureSettings.RGB? {
    let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
    guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
    return MeasureSettings.RGB(
      red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
  }
}
