import HandOff
import SandboxFormats
import SandboxPrimitives
import TuningPanel

/// What the stage asks its host to do with the outside world: the only I/O of a frame, as
/// values, so the stage stays pure and its tests need no window.
public enum StageEffect: Sendable {
  /// Ctrl+Q or the window closed.
  case quit
  /// F11.
  case toggleFullscreen
  /// F12: draw `list` (the phones at their on-screen scale, no overlays), read it back and keep
  /// the `phones` part of the canvas (from its top left).
  /// F12: the phones as drawn now, `time` their time on the timeline (seconds), which the log
  /// names so a screenshot can be matched with `render`'s frame and the recording's.
  case screenshot(list: DisplayList, phones: Size, time: Double)
  /// Ctrl+R started recording: a good moment to choose the file name (it carries the start).
  case recordingStarted
  /// Ctrl+R stopped (or the session ended while recording): write this script.
  case saveRecording(EventScript)
  /// Ctrl+E: write phone A's values, tuned on `device`, as JSON and in its platform's own
  /// dialect (`ExportDialect.native(for:)`).
  case export(ConfigValues, device: DeviceProfile)
  /// The panel saved, renamed or deleted a user preset: make the change on disk, then tell the
  /// stage with `userPresetHandled(_:problem:)`.
  case userPreset(UserPresetRequest)
  /// The column opened or closed: the canvas is now this size (points); the phones keep theirs.
  case setCanvas(Size)
  /// The reference recording took or gave up its slot (V): the canvas is now this size
  /// (points), and the window keeps its size and place; the canvas is fitted inside it.
  case relayout(Size)
  /// A panel field wants typed text (true) or no longer does.
  case textInput(Bool)
  /// Ctrl+Shift+E: write phone A's plot history, `trace`'s CSV, to a new file and log its path.
  case savePlotHistory(csv: String)
  /// Ctrl+S / Ctrl+Shift+S: write the review session as it stands (over the opened session
  /// file, or as a new one when `asNew` or when none was opened).
  case saveSession(SessionSnapshot, asNew: Bool)
  /// Put this text on the system clipboard (the panel's copy-out; it is logged as well).
  case copyToClipboard(String)
  /// "Fit to reference" (the panel's button, Ctrl+F): measure and fit off the frame loop, and
  /// report with `Stage.referenceFitProgressed(_:)` every frame until it ends.
  case fitReference(ReferenceFitOrder)
  /// Cancel or Escape: stop the running fit (it then reports `.cancelled`).
  case cancelReferenceFit
  /// A line for the log (stderr), without the program's prefix.
  case log(String)
  /// The window title (the recording mark lives here, never in the frames).
  case setTitle(String)
  /// Remember the panel state; the host adds the window's size when it is not fullscreen,
  /// for `canvas`.
  case savePreferences(PanelPreferences, canvas: Size)
}
