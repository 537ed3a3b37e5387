import PhoneSimulation
import SandboxFormats

/// The finger a fit replays: a given script (`--script`), or one derived from the measurement,
/// whose release velocities the fit may correct.
public enum FitGesture: Sendable {
  case script(EventScript)
  case derived(viewport: Viewport, touchSlop: Double)

  /// Number of release corrections the fit varies (0 for a given script): for each flung
  /// stroke of a derived gesture its velocity and the time of its lift (`FitObjective.script`).
  public func correctionCount(for series: MeasuredSeries) -> Int {
    guard case .derived = self else { return 0 }
    return 2 * GestureDerivation.strokes(series).filter { $0.velocity != 0 }.count
  }

  /// The script with `corrections` applied (ignored for a given script).
  public func script(for series: MeasuredSeries, fps: Int, corrections: [Double] = [])
    -> EventScript
  {
    switch self {
    case .script(let script): return script
    case .derived(let viewport, let touchSlop):
      return GestureDerivation.script(
        for: series, viewport: viewport, touchSlop: touchSlop, fps: fps, corrections: corrections)
    }
  }
}
