import SDLPlatform
import SandboxCore

/// What the window runs: the stage, and what only a window needs.
struct WindowOptions {
  var stage: StageSetup
  /// Window points → pixels; nil picks the largest that fits the display.
  var scale: Double?
  var platform: PlatformOptions
  var verbose: Bool
  /// Where the panel's Save, Rename and Delete write.
  var presets: PresetLibrary
  /// Where F12, Ctrl+R, Ctrl+E and Ctrl+Shift+E save (see `OutputDirectory`).
  var outputDirectory: String
}
