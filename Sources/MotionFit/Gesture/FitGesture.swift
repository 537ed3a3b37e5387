import SandboxFormats

/// The finger a fit replays: a given script (`--script`), or one derived from the measurement,
/// whose release velocities the fit may correct.
public enum FitGesture: Sendable {
  case script(EventScript)
  case derived(viewport: Viewport, touchSlop: Double)
}
