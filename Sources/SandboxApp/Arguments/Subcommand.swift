import HandOff
import HeaderEngine
import MotionPhysics
import PhoneDrawing
import SandboxFormats
import SandboxStage

/// The subcommands of `header-sandbox`, their flags and help. One table feeds parsing, `--help`
/// and the README.
public enum Subcommand: String, CaseIterable, Sendable {
  /// Opens the sandbox window (no subcommand given).
  case window
  /// Opens a review session file in the window.
  case open
  /// Writes a review session as a page to send on.
  case review
  case trace
  case render
  case check
  case presets
  case export
  case devices
  case params
  case bench
  case measure
  case fit

  /// Flags every command that builds a configuration accepts.
  static let tuningFlags: [FlagSpec] = [
    FlagSpec(.preset, .text("NAME"), help: "start from a preset (see `header-sandbox presets`)"),
    FlagSpec(.config, .text("FILE"), help: "apply a JSON config file over the preset"),
    FlagSpec(
      .set, .text("KEY=VALUE"), repeatable: true,
      help: "override one parameter, e.g. --set header.shiftBehavior=hideable"),
  ]

  /// `--device NAME` (window, `render`, `trace`, `fit`); checked against the catalogue where it
  /// is read, since old names (`phone`, `android`) still resolve.
  static let deviceFlag = FlagSpec(
    .device, .text("NAME"),
    help:
      "simulate this device (see `header-sandbox devices`; default \(DeviceCatalog.defaultName))")

  /// `--reference VIDEO`: a recording of the real app beside the phones (docs/reference.md).
  static let referenceFlag = FlagSpec(
    .reference, .text("VIDEO"),
    help: "a recording of the real app beside the phones, on their timeline")

  /// `--scale S` of the window: pixels per point on screen.
  static let windowScaleFlag = FlagSpec(
    .scale, .number(0.25...8, placeholder: "S", expected: "a number in 0.25…8"),
    help: "pixels per point (default: largest that fits)")

  static let softwareFlag = FlagSpec(.software, help: "use SDL's software renderer")
  static let fontFlag = FlagSpec(
    .font, .text("PATH"), help: "use this TTF/OTF font for all text")
  static let verboseFlag = FlagSpec(.verbose, help: "print renderer and timing details")
  static let forceFlag = FlagSpec(.force, help: "replace an existing output")
  static let compareFlag = FlagSpec(
    .compare, .text("PRESET|CONFIG[@DEVICE]"), repeatable: true,
    help: "another phone side by side, on its own device (repeatable, five in all)")
  /// `--format csv|jsonl` of the commands that print rows.
  static let rowFormatFlag = FlagSpec(
    .format, .choice(["csv", "jsonl"]), help: "row format (default csv)")

  /// The window flags that still apply when a session file says what to show.
  static let sessionWindowFlags: [FlagSpec] = [
    referenceFlag, windowScaleFlag, softwareFlag, fontFlag, verboseFlag,
    FlagSpec(
      .outputDir, .text("DIR"),
      help: "save screenshots, recordings, exports, sessions here (default: ~/HeaderSandbox)"),
  ]

  /// The positional arguments in the usage line.
  public var positionalUsage: String {
    switch self {
    case .window, .presets, .export, .devices, .params, .bench: return ""
    case .trace: return " SCRIPT"
    case .render: return " SCRIPT|SESSION"
    case .open, .review: return " SESSION"
    case .check: return " FILE..."
    case .measure: return " VIDEO"
    case .fit: return " INPUT"
    }
  }

  /// One-line summary for the command list.
  public var summary: String {
    switch self {
    case .window: return "open the interactive sandbox window (the default)"
    case .review:
      return "write a review session as a self-contained page: video, notes, values, plots, code"
    case .open: return "open a review session (phones, gesture, loop, playhead) in the window"
    case .trace: return "run an event script headless and print one row per frame (CSV or JSONL)"
    case .render:
      return "render a script or session offscreen to MP4, MOV, GIF, PNG or a PNG sequence"
    case .check: return "validate event scripts, sessions and config files"
    case .presets: return "list the built-in and user presets with their descriptions"
    case .export:
      return "print the current values as config JSON or a platform's code (Swift, Kotlin, Dart)"
    case .devices: return "list the simulated devices: screen, scale, status bar, corners, cutout"
    case .params:
      return "list the parameters that act on a header model: default, range, unit, help"
    case .bench: return "measure every cost against its floor and print the table"
    case .measure:
      return "read a screen recording as scroll and header motion, one row per frame"
    case .fit:
      return "fit the parameters that reproduce a measured motion (trace, measurement, device log)"
    }
  }

  /// The flags this command accepts: the one declaration each flag has. Parsing, value checks,
  /// `--help` and the README's synopsis (`synopsis`) all read it.
  public var flags: [FlagSpec] {
    let common = [FlagSpec(.help, help: "show this help")]
    switch self {
    case .window:
      return Subcommand.tuningFlags + [
        Subcommand.deviceFlag,
        FlagSpec(.size, .text("WxH"), help: "viewport size in points, e.g. 390x844"),
        Subcommand.windowScaleFlag, Subcommand.softwareFlag, Subcommand.fontFlag,
        FlagSpec(.replay, .text("SCRIPT"), help: "play an event script, then hand over control"),
        Subcommand.referenceFlag,
        FlagSpec(
          .session, .text("FILE"), help: "open a review session (as `header-sandbox open FILE`)"),
        Subcommand.compareFlag,
        FlagSpec(
          .outputDir, .text("DIR"),
          help: "save screenshots, recordings, exports here (default: ~/HeaderSandbox)"),
        Subcommand.verboseFlag,
        FlagSpec(.version, help: "print the version"),
      ] + common
    case .open:
      return Subcommand.sessionWindowFlags + common
    case .review:
      return [
        FlagSpec(
          .out, .text("DIR"), required: true, help: "the folder for index.html and review.mp4"),
        FlagSpec(.force, help: "replace an existing folder"),
      ] + common
    case .trace:
      return Subcommand.tuningFlags + [Subcommand.rowFormatFlag, Subcommand.deviceFlag] + common
    case .render:
      return Subcommand.tuningFlags + [
        FlagSpec(
          .out, .text("PATH"), required: true,
          help: ".mp4, .mov (ProRes), .gif, .png or a directory (PNGs)"),
        FlagSpec(
          .quality, .choice(FFmpegEncoder.Quality.allCases.map(\.rawValue)),
          help: "video quality for .mp4/.mov (default standard; high: 4:4:4 / ProRes 4444)"),
        FlagSpec(
          .scale,
          .number(
            Viewport.scaleRange, placeholder: "S",
            expected:
              "output pixels per point in \(Subcommand.span(Viewport.scaleRange)) (1, 2, 3…)"),
          help: "output pixels per point, 1…4 (default: the script's)"),
        FlagSpec(
          .fps,
          .integer(
            EventScript.fpsRange, placeholder: "N",
            expected: "an integer in \(Subcommand.span(EventScript.fpsRange))"),
          help: "frames per second (default: the script's, else 60)"),
        FlagSpec(
          .frame, .integer(0...Int.max, placeholder: "N", expected: "a frame number ≥ 0"),
          help: "with a .png output: the frame to write (default last)"),
        FlagSpec(
          .from,
          .number(
            0...Double.greatestFiniteMagnitude, placeholder: "SECONDS",
            expected: "seconds ≥ 0"),
          help: "leave out the frames before this script time (a saved loop range)"),
        FlagSpec(
          .sweep, .text("KEY=A:B:STEP|KEY=v1,v2,…"), repeatable: true,
          help: "a contact sheet, one phone per value (two keys at most, 36 cells)"),
        FlagSpec(
          .at,
          .number(
            0...Double.greatestFiniteMagnitude, placeholder: "SECONDS",
            expected: "seconds ≥ 0"),
          help: "with --sweep and a .png output: the time shown"),
        FlagSpec(.touches, help: "draw touch indicators into the frames"),
        FlagSpec(.hud, help: "draw the HUD into the frames"),
        FlagSpec(.plots, help: "draw the live plots into the frames"),
        FlagSpec(
          .ghosts,
          .integer(
            1...GhostTrail.longest, placeholder: "K",
            expected: "a frame count in 1…\(GhostTrail.longest)"),
          help: "onion skin: the header's outline at the previous K frames (1…60)"),
        Subcommand.compareFlag, Subcommand.deviceFlag, Subcommand.referenceFlag,
        Subcommand.forceFlag, Subcommand.fontFlag,
      ] + common
    case .check, .presets, .devices:
      return common
    case .export:
      return Subcommand.tuningFlags + [
        FlagSpec(
          .device, .text("NAME"),
          help: "resolve on this device and name it in the JSON (default: the preset's or "
            + "config's)"),
        FlagSpec(
          .format, .choice(ExportDialect.allCases.map(\.rawValue)),
          help: "output format (default json)"),
        FlagSpec(.out, .text("PATH"), help: "write to a file instead of standard output"),
        FlagSpec(.force, help: "replace an existing output file"),
      ] + common
    case .measure:
      return [
        Subcommand.rowFormatFlag,
        FlagSpec(.out, .text("FILE"), help: "write the rows to a file instead of standard output"),
        FlagSpec(
          .device, .text("NAME"),
          help: "the recording's device, for points from pixels (default: guessed from the width)"),
        FlagSpec(
          .scale,
          .number(
            0.25...8, placeholder: "K", expected: "pixels per point in 0.25…8 (1, 2, 3…)"),
          help: "pixels per point (instead of --device)"),
        FlagSpec(
          .roi, .text("x,y,w,h"),
          help: "the scrolling content's region in points (default: below the header)"),
        FlagSpec(
          .headerColor, .text("auto|#RRGGBB"),
          help: "the header's colour, when the automatic edge is wrong (default auto)"),
        FlagSpec(
          .script, .text("OUT.json"),
          help: "also write an event script replaying every gesture of the recording"),
        FlagSpec(
          .preset, .text("NAME"),
          help: "with --script: the preset it replays under (its rubber band past the edges "
            + "read; default the startup preset)"),
        FlagSpec(.force, help: "replace existing --out and --script files"),
      ] + common
    case .params:
      return [
        FlagSpec(
          .model, .text("NAME"),
          help: "only the parameters acting on this header model (mdc, appBarLayout, …)"),
        FlagSpec(.json, help: "machine-readable JSON instead of columns"),
      ] + common
    case .fit:
      return Subcommand.tuningFlags + [
        FlagSpec(.script, .text("SCRIPT"), help: "the gesture (default: derived from the input)"),
        FlagSpec(
          .physics,
          .choice(
            ["auto"] + DecelerationModelName.allCases.map(\.rawValue), placeholder: "NAME|auto"),
          help: "deceleration model, or auto to rank them (default)"),
        FlagSpec(
          .model,
          .choice(["auto"] + HeaderModelName.allCases.map(\.rawValue), placeholder: "NAME|auto"),
          help: "header model, or auto (default: the configured one)"),
        FlagSpec(.vary, .text("KEY,..."), help: "what to fit (default: what acts on the models)"),
        FlagSpec(.fix, .text("KEY=VALUE"), repeatable: true, help: "pin one parameter"),
        FlagSpec(
          .scale,
          .number(0.1...10, placeholder: "K", expected: "a number from 0.1 to 10"),
          help: "the input's pixels per point (default 1)"),
        FlagSpec(
          .starts, .integer(1...20, placeholder: "N", expected: "an integer from 1 to 20"),
          help: "search starts per candidate (default 3)"),
        FlagSpec(.out, .text("PRESET.json"), help: "write the fitted values as a preset"),
        FlagSpec(
          .acceptPoor,
          help: "keep a poor fit (scroll RMS over the limit): write --out and exit 0"),
        FlagSpec(.report, .text("FILE.png"), help: "draw measured, fitted and residual curves"),
        FlagSpec(.json, help: "print the whole result as JSON"),
        FlagSpec(.force, help: "replace existing outputs"),
        Subcommand.deviceFlag,
      ] + common
    case .bench:
      return [
        FlagSpec(.json, .text("FILE"), help: "also write the figures as JSON"),
        FlagSpec(.quick, help: "one short repetition of each figure (used by `make test`)"),
      ] + common
    }
  }

  /// `1…240`, `0.25…8`: a range as usage text writes it.
  static func span(_ range: ClosedRange<Double>) -> String {
    "\(JSONSerializer.format(range.lowerBound))…\(JSONSerializer.format(range.upperBound))"
  }

  /// `1…240`: a whole-number range as usage text writes it.
  static func span(_ range: ClosedRange<Int>) -> String {
    "\(range.lowerBound)…\(range.upperBound)"
  }

  /// This command's line in the README's synopsis, wrapped at `width` columns under its
  /// positional arguments: every flag its table declares but `--help`.
  public func synopsis(width: Int = 100) -> String {
    let head = self == .window ? "header-sandbox" : "header-sandbox \(rawValue)"
    let first = head + positionalUsage
    let indent = String(repeating: " ", count: first.count + 1)
    var lines = [first]
    for flag in flags where flag.flag != .help && flag.flag != .version {
      let piece = " " + flag.synopsis
      if lines[lines.count - 1].count + piece.count > width {
        lines.append(indent + flag.synopsis)
      } else {
        lines[lines.count - 1] += piece
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The README's whole synopsis: one entry per command, then `--help`/`--version`.
  public static var synopsis: String {
    let commands = [Subcommand.window, .open] + allCases.filter { $0 != .window && $0 != .open }
    return (commands.map { $0.synopsis() } + ["header-sandbox --help | --version"])
      .joined(separator: "\n")
  }

  /// `usage: …` for this command.
  public var usageLine: String {
    let name = self == .window ? "header-sandbox" : "header-sandbox \(rawValue)"
    return "usage: \(name) [options]\(positionalUsage)"
  }

  /// The full help of this command.
  public var help: String {
    var lines = [usageLine, "", summary.prefix(1).uppercased() + summary.dropFirst() + ".", ""]
    lines.append("Options:")
    for flag in flags {
      let left = "  " + flag.usage
      lines.append(left.padding(toLength: max(left.count + 2, 32), withPad: " ") + flag.help)
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(toLength length: Int, withPad pad: String) -> String {
    count >= length ? self : self + String(repeating: pad, count: length - count)
  }
}
