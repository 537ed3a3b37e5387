import SDLPlatform
import SandboxStage

/// What the window runs: the stage, and what only a window needs.
struct WindowOptions {
  var stage: StageSetup
  /// Window points → pixels; nil picks the largest that fits the display.
  var scale: Double?
  var platform: PlatformOptions
  var verbose: Bool
  /// Where the panel's Save, Rename and Delete write.
  var presets: PresetLibrary
  /// A session's playhead and first loop range (seconds): the stage runs on to it before the
  /// first frame (`open SESSION.json`, `--session`).
  var cue: (time: Double, loop: (from: Double, to: Double)?)?
  /// The session file the window opened, which Ctrl+S saves over; nil for a window opened
  /// from flags (Ctrl+S then saves a new session file).
  var session: LoadedSession?
  /// Resolves the session a window from flags saves (its presets and script).
  var sources: ConfigSources?
  /// Where F12, Ctrl+R, Ctrl+E and Ctrl+Shift+E save (see `OutputDirectory`).
  var outputDirectory: String
  /// The reference recording to show (`--reference`, a script's or a session's), nil for none.
  var reference: ReferenceRequest?
  /// Whether the stage lists presets it has not read (`StagePresets.Entry.pending`): the window
  /// reads them once its first frame is on screen.
  var presetsPending = false
  /// The UI fonts opening since the command started (`FontPreparation`), for the window's
  /// first frame; nil opens them when the window does.
  var fonts: FontPreparation?
}
