import SandboxStage
import SandboxFormats

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
    FlagSpec("preset", value: "NAME", help: "start from a preset (see `header-sandbox presets`)"),
    FlagSpec("config", value: "FILE", help: "apply a JSON config file over the preset"),
    FlagSpec(
      "set", value: "KEY=VALUE", repeatable: true,
      help: "override one parameter, e.g. --set header.shiftBehavior=hideable"),
  ]

  /// `--device NAME` (window, `render`, `trace`).
  static let deviceFlag = FlagSpec(
    "device", value: "NAME",
    help:
      "simulate this device (see `header-sandbox devices`; default \(DeviceCatalog.defaultName))")

  /// The window flags that still apply when a session file says what to show.
  /// `--reference VIDEO`: a recording of the real app beside the phones (docs/reference.md).
  static let referenceFlag = FlagSpec(
    "reference", value: "VIDEO",
    help: "a recording of the real app beside the phones, on their timeline")

  static let sessionWindowFlags: [FlagSpec] = [
    referenceFlag,
    FlagSpec("scale", value: "S", help: "pixels per point (default: largest that fits)"),
    FlagSpec("software", help: "use SDL's software renderer"),
    FlagSpec("font", value: "PATH", help: "use this TTF/OTF font for all text"),
    FlagSpec("verbose", help: "print renderer and timing details"),
    FlagSpec(
      "output-dir", value: "DIR",
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

  /// The flags this command accepts.
  public var flags: [FlagSpec] {
    let common = [FlagSpec("help", help: "show this help")]
    switch self {
    case .window:
      return Subcommand.tuningFlags + [
        Subcommand.deviceFlag,
        FlagSpec("size", value: "WxH", help: "viewport size in points, e.g. 390x844"),
        FlagSpec("scale", value: "S", help: "pixels per point (default: largest that fits)"),
        FlagSpec("software", help: "use SDL's software renderer"),
        FlagSpec("font", value: "PATH", help: "use this TTF/OTF font for all text"),
        FlagSpec("replay", value: "SCRIPT", help: "play an event script, then hand over control"),
        Subcommand.referenceFlag,
        FlagSpec(
          "session", value: "FILE", help: "open a review session (as `header-sandbox open FILE`)"),
        FlagSpec(
          "compare", value: "PRESET|CONFIG[@DEVICE]", repeatable: true,
          help: "another phone side by side, on its own device (repeatable, five in all)"),
        FlagSpec(
          "output-dir", value: "DIR",
          help: "save screenshots, recordings, exports here (default: ~/HeaderSandbox)"),
        FlagSpec("verbose", help: "print renderer and timing details"),
        FlagSpec("version", help: "print the version"),
      ] + common
    case .open:
      return Subcommand.sessionWindowFlags + common
    case .review:
      return [
        FlagSpec("out", value: "DIR", help: "the folder for index.html and review.mp4"),
        FlagSpec("force", help: "replace an existing folder"),
      ] + common
    case .trace:
      return Subcommand.tuningFlags + [
        FlagSpec("format", value: "csv|jsonl", help: "row format (default csv)"),
        Subcommand.deviceFlag,
      ] + common
    case .render:
      return Subcommand.tuningFlags + [
        FlagSpec(
          "out", value: "PATH", help: ".mp4, .mov (ProRes), .gif, .png or a directory (PNGs)"),
        FlagSpec(
          "quality", value: "draft|standard|high",
          help: "video quality for .mp4/.mov (default standard; high: 4:4:4 / ProRes 4444)"),
        FlagSpec("scale", value: "S", help: "output pixels per point, 1…4 (default: the script's)"),
        FlagSpec("fps", value: "N", help: "frames per second (default: the script's, else 60)"),
        FlagSpec(
          "frame", value: "N", help: "with a .png output: the frame to write (default last)"),
        FlagSpec(
          "from", value: "SECONDS",
          help: "leave out the frames before this script time (a saved loop range)"),
        FlagSpec(
          "sweep", value: "KEY=A:B:STEP|KEY=v1,v2,…", repeatable: true,
          help: "a contact sheet, one phone per value (two keys at most, 36 cells)"),
        FlagSpec("at", value: "SECONDS", help: "with --sweep and a .png output: the time shown"),
        FlagSpec("touches", help: "draw touch indicators into the frames"),
        FlagSpec("hud", help: "draw the HUD into the frames"),
        FlagSpec("plots", help: "draw the live plots into the frames"),
        FlagSpec(
          "ghosts", value: "K",
          help: "onion skin: the header's outline at the previous K frames (1…60)"),
        FlagSpec(
          "compare", value: "PRESET|CONFIG[@DEVICE]", repeatable: true,
          help: "another phone side by side, on its own device (repeatable, five in all)"),
        Subcommand.deviceFlag,
        Subcommand.referenceFlag,
        FlagSpec("force", help: "replace an existing output"),
        FlagSpec("font", value: "PATH", help: "use this TTF/OTF font for all text"),
      ] + common
    case .check:
      return common
    case .presets, .devices:
      return common
    case .export:
      return Subcommand.tuningFlags + [
        FlagSpec(
          "device", value: "NAME",
          help: "resolve on this device and name it in the JSON (default: the preset's or "
            + "config's)"),
        FlagSpec(
          "format", value: "json|swift|kotlin|dart", help: "output format (default json)"),
        FlagSpec("out", value: "PATH", help: "write to a file instead of standard output"),
        FlagSpec("force", help: "replace an existing output file"),
      ] + common
    case .measure:
      return [
        FlagSpec("format", value: "csv|jsonl", help: "row format (default csv)"),
        FlagSpec("out", value: "FILE", help: "write the rows to a file instead of standard output"),
        FlagSpec(
          "device", value: "NAME",
          help: "the recording's device, for points from pixels (default: guessed from the width)"),
        FlagSpec("scale", value: "K", help: "pixels per point (instead of --device)"),
        FlagSpec(
          "roi", value: "x,y,w,h",
          help: "the scrolling content's region in points (default: below the header)"),
        FlagSpec(
          "header-color", value: "auto|#RRGGBB",
          help: "the header's colour, when the automatic edge is wrong (default auto)"),
        FlagSpec(
          "script", value: "OUT.json",
          help: "also write an event script replaying the recording's first gesture"),
        FlagSpec("force", help: "replace existing --out and --script files"),
      ] + common
    case .params:
      return [
        FlagSpec(
          "model", value: "NAME",
          help: "only the parameters acting on this header model (mdc, appBarLayout, …)"),
        FlagSpec("json", help: "machine-readable JSON instead of columns"),
      ] + common
    case .fit:
      return Subcommand.tuningFlags + [
        FlagSpec("script", value: "SCRIPT", help: "the gesture (default: derived from the input)"),
        FlagSpec(
          "physics", value: "NAME|auto", help: "deceleration model, or auto to rank them (default)"),
        FlagSpec(
          "model", value: "NAME|auto", help: "header model, or auto (default: the configured one)"),
        FlagSpec("vary", value: "KEY,...", help: "what to fit (default: what acts on the models)"),
        FlagSpec("fix", value: "KEY=VALUE", repeatable: true, help: "pin one parameter"),
        FlagSpec("scale", value: "K", help: "the input's pixels per point (default 1)"),
        FlagSpec("starts", value: "N", help: "search starts per candidate (default 3)"),
        FlagSpec("out", value: "PRESET.json", help: "write the fitted values as a preset"),
        FlagSpec(
          "accept-poor",
          help: "keep a poor fit (scroll RMS over the limit): write --out and exit 0"),
        FlagSpec("report", value: "FILE.png", help: "draw measured, fitted and residual curves"),
        FlagSpec("json", help: "print the whole result as JSON"),
        FlagSpec("force", help: "replace existing outputs"),
        Subcommand.deviceFlag,
      ] + common
    case .bench:
      return [
        FlagSpec("json", value: "FILE", help: "also write the figures as JSON"),
        FlagSpec("quick", help: "one short repetition of each figure (used by `make test`)"),
      ] + common
    }
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
      let left = "  --\(flag.name)" + (flag.valueName.map { " \($0)" } ?? "")
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
