/// Every keyboard shortcut of the window, in the order the help overlay and the README list them.
///
/// Names are what event scripts write in `{"type": "key", "key": NAME}`.
public enum ShortcutTable {
  /// One row of the table.
  public struct Entry: Sendable, Hashable {
    /// The shortcut as written in scripts and shown in the help overlay ("Ctrl+R", "1", "?").
    public var name: String
    /// What it does, one line.
    public var action: String
    /// The group the help overlay shows it under.
    public var group: String
  }

  /// All shortcuts.
  public static let entries: [Entry] = [
    Entry(name: "1", action: "shift behaviour: disabled", group: "Header"),
    Entry(name: "2", action: "shift behaviour: enabled", group: "Header"),
    Entry(name: "3", action: "shift behaviour: enabledWithStatusBar", group: "Header"),
    Entry(name: "4", action: "shift behaviour: hideable", group: "Header"),
    Entry(name: "H", action: "hide / show the header (animated)", group: "Header"),
    Entry(name: "I", action: "toggle high content importance", group: "Header"),
    Entry(name: "O", action: "toggle over-extension", group: "Header"),
    Entry(name: "Up", action: "scroll up one line (Down: down)", group: "Scrolling"),
    Entry(name: "PageUp", action: "scroll one page up (PageDown: down)", group: "Scrolling"),
    Entry(name: "Space", action: "page down (Shift+Space: page up)", group: "Scrolling"),
    Entry(name: "Home", action: "scroll to the top (End: to the bottom)", group: "Scrolling"),
    Entry(name: "S", action: "slow motion: 1×, 0.25×, 0.1×", group: "Time"),
    Entry(name: "P", action: "pause / resume", group: "Time"),
    Entry(name: ".", action: "step one frame (1/60 s) while paused", group: "Time"),
    Entry(name: "R", action: "reset scroll, header and time", group: "Time"),
    Entry(name: "T", action: "toggle touch indicators", group: "View"),
    Entry(name: "F1", action: "toggle the HUD (also Tab)", group: "View"),
    Entry(name: "F2", action: "toggle the tuning panel (also `)", group: "View"),
    Entry(name: "F3", action: "toggle the plots", group: "View"),
    Entry(name: "?", action: "toggle this help", group: "View"),
    Entry(name: "F11", action: "toggle fullscreen", group: "View"),
    Entry(name: "F12", action: "save a PNG screenshot of the viewport", group: "Output"),
    Entry(name: "Ctrl+R", action: "start / stop recording input to a script", group: "Output"),
    Entry(name: "Ctrl+E", action: "export the current values (JSON and Swift)", group: "Output"),
    Entry(name: "Ctrl+Q", action: "quit (also closing the window)", group: "Output"),
  ]
}
