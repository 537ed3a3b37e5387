/// Requests the sandbox hands to its host (the window) because they touch the outside world.
public enum HostRequest: Sendable, Equatable {
  /// Ctrl+Q: quit with exit 0.
  case quit
  /// F11.
  case toggleFullscreen
  /// F12: write a PNG of the viewport.
  case screenshot
  /// Ctrl+R: start or stop recording the live input to a script.
  case toggleRecording
  /// Ctrl+E: write the current values as JSON and Swift.
  case export
}
