import SandboxPrimitives

/// What the host last told the stage about its window, and the title the stage last asked for.
public struct StageHost: Sendable, Equatable {
  /// Whether the window is minimized (nothing is drawn).
  public internal(set) var isMinimized = false
  /// The window size the platform last reported (window coordinates).
  public internal(set) var windowSize: Size?
  /// The most pixels the canvas may take (`Stage.noteWindowSize`), nil when the host never said.
  public internal(set) var fitSize: Size?
  /// The window title last asked for.
  var title = ""
}
