import SandboxPrimitives

/// Every keyboard shortcut of the window, in the order the help overlay and the README list them:
/// the one place that says which keys do what. The dispatchers look a key up here
/// (`command(for:_:)`) and switch on the typed command; the help overlay, `--help` and the
/// README's table are rendered from `entries`.
///
/// Names are what event scripts write in `{"type": "key", "key": NAME}`.
public enum ShortcutTable {
  /// One key (with a rule on the modifiers held) and the command it stands for.
  public struct Binding: Sendable, Hashable {
    /// The key pressed.
    public var key: Key
    /// Which modifiers must, or must not, be held.
    public var modifiers: ModifierRule
    /// What the key does.
    public var command: ShortcutCommand

    /// Whether `key` with `held` modifiers triggers this binding.
    public func matches(_ key: Key, _ held: KeyModifiers) -> Bool {
      key == self.key && modifiers.matches(held)
    }
  }

  /// One row of the table: one shortcut (or a pair, like Up/Down) and its help text.
  public struct Entry: Sendable, Hashable {
    /// The shortcut as written in scripts and shown in the help overlay ("Ctrl+R", "1", "?"):
    /// the first binding's.
    public var name: String
    /// What it does, one line, as the help overlay shows it.
    public var help: String
    /// The group the help overlay shows it under.
    public var group: String
    /// The README's longer description (the help line when there is nothing to add).
    public var details: String
    /// The keys that trigger it, the first one named by `name`.
    public var bindings: [Binding]

    init(_ help: String, group: String, details: String? = nil, _ bindings: [Binding]) {
      self.name = bindings[0].shortcut.description
      self.help = help
      self.group = group
      self.details = details ?? help
      self.bindings = bindings
    }

    /// The names of its keys, each once, in binding order ("Up", "Down").
    public var keyNames: [String] {
      var names: [String] = []
      for binding in bindings where !names.contains(binding.shortcut.description) {
        names.append(binding.shortcut.description)
      }
      return names
    }
  }

  /// The onion-skin trail lengths Shift+G cycles through (frames).
  public static let ghostLengths = [4, 8, 16]
  /// The reference recording's overlay opacities Shift+V cycles through.
  public static let referenceOpacities = [0.25, 0.5, 0.75, 1]
  /// Slow-motion factors S cycles through (simulation seconds per real second).
  public static let timeScales: [Double] = [1, 0.25, 0.1]

  /// All shortcuts.
  public static let entries: [Entry] = [
    Entry("shift behaviour: disabled", group: "Header", [sim(.digit1, .shiftBehaviorDisabled)]),
    Entry("shift behaviour: enabled", group: "Header", [sim(.digit2, .shiftBehaviorEnabled)]),
    Entry(
      "shift behaviour: enabledWithStatusBar", group: "Header",
      [sim(.digit3, .shiftBehaviorEnabledWithStatusBar)]),
    Entry("shift behaviour: hideable", group: "Header", [sim(.digit4, .shiftBehaviorHideable)]),
    Entry(
      "hide / show the header (animated)", group: "Header",
      details: "hide / show the header programmatically (animated)",
      [sim(.h, .toggleHidden)]),
    Entry(
      "toggle high content importance", group: "Header",
      details: "toggle high content importance (25 pt instead of 175 pt quick-return anchor)",
      [sim(.i, .toggleContentImportance)]),
    Entry(
      "toggle over-extension", group: "Header", [sim(.o, .toggleOverExtension)]),
    Entry(
      "scroll up one line (Down: down)", group: "Scrolling",
      details: "scroll one line", [sim(.up, .lineUp), sim(.down, .lineDown)]),
    Entry(
      "scroll one page up (PageDown: down)", group: "Scrolling", details: "scroll one page",
      [sim(.pageUp, .pageUp), sim(.pageDown, .pageDown)]),
    Entry(
      "page down (Shift+Space: page up)", group: "Scrolling",
      details: "scroll one page down / up, as in browsers",
      [
        sim(.space, .pageDown, .without(.shift)), sim(.space, .pageUp, .with(.shift)),
      ]),
    Entry(
      "scroll to the top (End: to the bottom)", group: "Scrolling",
      details: "scroll to the top / bottom", [sim(.home, .top), sim(.end, .bottom)]),
    Entry(
      "slow motion: " + timeScales.map { "\(factorName($0))×" }.joined(separator: ", "),
      group: "Time", [view(.s, .slowMotion, .without(.control))]),
    Entry(
      "pause / resume", group: "Time", [view(.p, .pause, .without(.control))]),
    Entry(
      "step one frame forward while paused", group: "Time",
      details:
        "step one frame forward while paused: through the recorded frames when scrubbed back, "
        + "else a new 1/60 s frame",
      [view(.period, .step, .without([.control, .shift]))]),
    Entry(
      "step one frame back (pauses)", group: "Time",
      details: "step one recorded frame back on the timeline (pauses first)",
      [view(.comma, .stepBack, .without([.control, .shift]))]),
    Entry(
      "step ten frames forward", group: "Time",
      [view(.period, .stepForwardTen, .with(.shift))]),
    Entry(
      "step ten frames back", group: "Time",
      [view(.comma, .stepBackTen, .with(.shift))]),
    Entry(
      "set the loop start (] the end)", group: "Time",
      details: "set the loop range's start / end at the shown frame",
      [view(.leftBracket, .loopIn), view(.rightBracket, .loopOut)]),
    Entry(
      "play the loop range over and over", group: "Time",
      details:
        "play the loop range over and over at the current slow motion (again: stop); Ctrl+R "
        + "while a range is set saves it as an event script",
      [view(.l, .loop, .without(.control))]),
    Entry(
      "add a marker here and type its note (Shift+M: delete)", group: "Time",
      details:
        "add a marker at the shown frame for the panel's target phone (all when it edits every "
        + "phone) and type its note in the panel (Enter keeps it, Esc drops it; M on a marked "
        + "frame edits its note); Shift+M deletes the marker at the shown frame. Ctrl+S saves "
        + "the markers with the session",
      [
        view(.m, .addMarker, .without([.control, .shift])),
        view(.m, .deleteMarker, .withOnly(.shift, without: .control)),
      ]),
    Entry(
      "jump to the next marker (Shift+N: previous)", group: "Time",
      details: "jump to the next / previous marker on the timeline (pauses there)",
      [
        view(.n, .nextMarker, .without([.control, .shift])),
        view(.n, .previousMarker, .withOnly(.shift, without: .control)),
      ]),
    Entry(
      "reset scroll, header and time", group: "Time",
      details:
        "reset scroll, header and time; with a replayed script, play it again from its start (a reference recording starts over beside it)",
      [sim(.r, .reset, .without(.control))]),
    Entry(
      "undo a value change (Ctrl+Shift+Z: redo)", group: "Tuning",
      details:
        "undo / redo the last value change (panel, preset switch); recordings get the `set` "
        + "events it makes",
      [
        view(.z, .undo, .withOnly(.control, without: .shift)),
        view(.z, .redo, .with([.control, .shift])),
      ]),
    Entry(
      "fit phone A to the reference video (Esc: cancel)", group: "Tuning",
      details:
        "fit phone A's parameters to the reference recording (`--reference`) in the background, "
        + "as the panel's \"Fit to reference\" does: a progress bar in the panel, Esc or "
        + "Cancel stops it, the result is one undoable change (Ctrl+Z)",
      [view(.f, .fitReference, .with(.control))]),
    Entry(
      "onion skin: ghost the header's earlier frames", group: "View",
      details:
        "onion skin: outlines of the header and the status bar at the previous frames (also "
        + "in screenshots; `render --ghosts K` in renders)",
      [view(.g, .ghosts, .without([.control, .shift]))]),
    Entry(
      "onion skin length: " + ghostLengths.map { "\($0)" }.joined(separator: ", ")
        + " frames",
      group: "View", [view(.g, .ghostLength, .with(.shift))]),
    Entry(
      "reference: one frame later (Left: earlier)", group: "View",
      details:
        "move the reference recording (`--reference`) one of its frames later / earlier on the "
        + "timeline; the offset shows in its badge and is saved with the session (Ctrl+S)",
      [
        view(.right, .referenceLater, .without(.shift)),
        view(.left, .referenceEarlier, .without(.shift)),
      ]),
    Entry(
      "reference: ten frames later (Shift+Left: earlier)", group: "View",
      details: "move the reference recording ten of its frames later / earlier",
      [
        view(.right, .referenceLaterTen, .with(.shift)),
        view(.left, .referenceEarlierTen, .with(.shift)),
      ]),
    Entry(
      "reference: beside, over phone A, difference", group: "View",
      details:
        "show the reference recording beside the phones, over phone A, or as its difference "
        + "from phone A (`view.referenceMode`, in turn)",
      [view(.v, .referenceMode, .without([.control, .shift]))]),
    Entry(
      "reference overlay opacity: "
        + referenceOpacities.map { "\(Int(($0 * 100).rounded()))%" }.joined(separator: ", "),
      group: "View",
      details:
        "the reference recording's opacity over phone A (`view.referenceOpacity`), in turn: "
        + referenceOpacities.map { "\(Int(($0 * 100).rounded()))%" }.joined(separator: ", "),
      [view(.v, .referenceOpacity, .withOnly(.shift, without: .control))]),
    Entry(
      "toggle touch indicators", group: "View",
      details: "touch indicators (a translucent circle under each finger or the pressed mouse)",
      [view(.t, .touchIndicators, .without(.control))]),
    Entry(
      "toggle the HUD (also Tab)", group: "View",
      details: "HUD: fps, frame time, renderer, offset, velocity, phase, accumulator",
      [view(.f1, .hud), view(.tab, .hud)]),
    Entry(
      "toggle the tuning panel (also `)", group: "View",
      details: "tuning panel", [view(.f2, .panel), view(.backquote, .panel)]),
    Entry(
      "toggle the plots", group: "View", details: "live plots",
      [view(.f3, .plots, .without(.shift))]),
    Entry(
      "lock / unlock the plots' scale", group: "View",
      details: "freeze the plots' value ranges, so two takes compare by eye (again: scale freely)",
      [view(.f3, .lockPlotScale, .with(.shift))]),
    Entry(
      "toggle this help", group: "View", details: "help overlay listing every shortcut",
      [view(.slash, .help, .with(.shift))]),
    Entry(
      "close the help and the panel", group: "View",
      [view(.escape, .escape)]),
    Entry(
      "toggle fullscreen", group: "View",
      details: "fullscreen (needs a window manager; see [At the edges](#at-the-edges))",
      [view(.f11, .toggleFullscreen)]),
    Entry(
      "save a PNG screenshot of the viewport", group: "Output",
      details:
        "PNG screenshot of the phone(s) at the scale they have on screen, without HUD or "
        + "overlays, saved as `header-sandbox-screenshot-YYYYMMDD-HHMMSS.png` in the output "
        + "folder (`~/HeaderSandbox`, or `--output-dir`; path printed and shown)",
      [view(.f12, .screenshot)]),
    Entry(
      "start / stop recording input to a script", group: "Output",
      details:
        "start / stop recording input to `header-sandbox-recording-YYYYMMDD-HHMMSS.json` in the "
        + "output folder (path printed and shown; also saved when the window closes or on SIGINT/SIGTERM). The script "
        + "names the active preset and holds the values changed over it",
      [view(.r, .toggleRecording, .with(.control))]),
    Entry(
      "export the values (JSON and platform code)", group: "Output",
      details:
        "export phone A's values as `header-sandbox-export-….json` (naming its device) and in its "
        + "platform's code beside it: `.swift` (MDC, UIKit), `.kt` (AppBarLayout, Compose), "
        + "`.dart` (Flutter) or `.html` (web), in the output folder (paths printed and shown)",
      [view(.e, .export, .withOnly(.control, without: .shift))]),
    Entry(
      "save the plot history as CSV", group: "Output",
      details:
        "save the plots' history of phone A (the last 6 s) as "
        + "`header-sandbox-plots-YYYYMMDD-HHMMSS.csv` in the output folder, with `trace`'s "
        + "columns (path printed and shown)",
      [view(.e, .savePlotHistory, .with([.control, .shift]))]),
    Entry(
      "snapshot the values into a new compared phone", group: "Output",
      details:
        "snapshot the panel target's current values (and state) into a new compared phone "
        + "beside the others, for before/after (five phones at most; the timeline keeps the "
        + "session)",
      [view(.b, .snapshotPhone, .with(.control))]),
    Entry(
      "save the review session", group: "Output",
      details:
        "save the review session (phones, values, gesture, loop, playhead, markers) over the "
        + "session file the window opened (`open`, `--session`); without one, as a new "
        + "`header-sandbox-session-YYYYMMDD-HHMMSS.json` in the output folder (path printed and "
        + "shown)",
      [view(.s, .saveSession, .withOnly(.control, without: .shift))]),
    Entry(
      "save the review session as a new file", group: "Output",
      details:
        "save the review session as a new `header-sandbox-session-YYYYMMDD-HHMMSS.json` in the "
        + "output folder, leaving the opened one as it was (path printed and shown)",
      [view(.s, .saveSessionAs, .with([.control, .shift]))]),
    Entry(
      "quit (also closing the window)", group: "Output",
      details: "quit (exit 0), as does closing the window",
      [view(.q, .quit, .with(.control))]),
  ]

  /// The command `key` pressed with `modifiers` stands for, or nil when it is no shortcut.
  /// Bindings never overlap (a test checks every key and modifier combination).
  public static func command(for key: Key, _ modifiers: KeyModifiers) -> ShortcutCommand? {
    for entry in entries {
      for binding in entry.bindings where binding.matches(key, modifiers) {
        return binding.command
      }
    }
    return nil
  }

  /// The README's shortcut table (Markdown, ending in a newline).
  public static func markdownTable() -> String {
    var lines = ["| Shortcut | Action |", "|---|---|"]
    for entry in entries {
      let keys = entry.keyNames.map(codeSpan).joined(separator: " / ")
      lines.append("| \(keys) | \(entry.details) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The shortcuts as plain text lines for `--help`, grouped as the help overlay groups them.
  public static func helpLines(indent: Int = 2, nameWidth: Int = 14) -> [String] {
    var lines: [String] = []
    var group: String?
    for entry in entries {
      if entry.group != group {
        group = entry.group
        lines.append(String(repeating: " ", count: indent) + entry.group + ":")
      }
      let left = String(repeating: " ", count: indent * 2) + entry.name
      lines.append(
        left + String(repeating: " ", count: max(2, nameWidth - left.count)) + entry.help)
    }
    return lines
  }

  private static func codeSpan(_ text: String) -> String {
    text.contains("`") ? "`` \(text) ``" : "`\(text)`"
  }

  /// "1", "0.25": a factor without a trailing ".0".
  public static func factorName(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private static func sim(
    _ key: Key, _ command: SimulationShortcut, _ modifiers: ModifierRule = .any
  ) -> Binding {
    Binding(key: key, modifiers: modifiers, command: .simulation(command))
  }

  private static func view(
    _ key: Key, _ command: ViewShortcut, _ modifiers: ModifierRule = .any
  ) -> Binding {
    Binding(key: key, modifiers: modifiers, command: .view(command))
  }
}

/// Which modifiers a binding asks for; modifiers it does not mention are ignored.
public enum ModifierRule: Sendable, Hashable {
  /// Any modifiers.
  case any
  /// All of these held.
  case with(KeyModifiers)
  /// None of these held.
  case without(KeyModifiers)
  /// All of `required` held and none of `excluded` (Ctrl+E beside Ctrl+Shift+E).
  case withOnly(KeyModifiers, without: KeyModifiers)

  /// Whether `held` satisfies the rule.
  public func matches(_ held: KeyModifiers) -> Bool {
    switch self {
    case .any: return true
    case .with(let required): return held.isSuperset(of: required)
    case .without(let excluded): return held.isDisjoint(with: excluded)
    case .withOnly(let required, let excluded):
      return held.isSuperset(of: required) && held.isDisjoint(with: excluded)
    }
  }

  /// The modifiers a key name shows ("Shift+Space", "Ctrl+R").
  public var shown: KeyModifiers {
    switch self {
    case .with(let required), .withOnly(let required, _): return required
    case .any, .without: return []
    }
  }
}

extension ShortcutTable.Binding {
  /// The shortcut as named in the help and in scripts.
  public var shortcut: Shortcut { Shortcut(key: key, modifiers: modifiers.shown) }
}

/// What a shortcut does, and so which layer carries it out.
public enum ShortcutCommand: Sendable, Hashable {
  /// Changes the motion: queued and run by the sandbox in the tick it belongs to.
  case simulation(SimulationShortcut)
  /// Changes how the sandbox is viewed or asks the host for something: acts at once.
  case view(ViewShortcut)
}

/// The keys that change the simulation (`Sandbox` carries them out in their tick).
public enum SimulationShortcut: Sendable, Hashable, CaseIterable {
  case shiftBehaviorDisabled, shiftBehaviorEnabled, shiftBehaviorEnabledWithStatusBar
  case shiftBehaviorHideable, toggleHidden, toggleContentImportance, toggleOverExtension, reset
  case lineUp, lineDown, pageUp, pageDown, top, bottom
}

/// The keys that change how the sandbox is viewed or what the host does, never the motion:
/// they act at once (even while paused) instead of waiting for their tick.
///
/// Some belong to the whole stage (quit, record, export, fullscreen, screenshot, the column)
/// and act once; the rest belong to each phone (slow motion, pause, step, overlays) and act on
/// every phone alike, so an A/B pair stays in step.
public enum ViewShortcut: Sendable, Hashable, CaseIterable {
  case quit, toggleRecording, export, toggleFullscreen, screenshot
  case slowMotion, pause, step, touchIndicators, hud, panel, plots, help, escape
  case stepBack, stepBackTen, stepForwardTen, loopIn, loopOut, loop, snapshotPhone
  case lockPlotScale, savePlotHistory, undo, redo
  case ghosts, ghostLength
  case saveSession, saveSessionAs
  case addMarker, deleteMarker, nextMarker, previousMarker
  case referenceLater, referenceLaterTen, referenceEarlier, referenceEarlierTen
  case referenceMode, referenceOpacity
  case fitReference

  /// The shortcut `key` with `modifiers` stands for, or nil for a simulation key or none.
  public init?(key: Key, modifiers: KeyModifiers) {
    guard case .view(let shortcut) = ShortcutTable.command(for: key, modifiers) else {
      return nil
    }
    self = shortcut
  }

  /// The shortcut a key event stands for, if it is one.
  public init?(_ event: InputEvent) {
    guard case .keyDown(let key, let modifiers) = event else { return nil }
    self.init(key: key, modifiers: modifiers)
  }
}
