import PhoneSimulation
import SandboxFormats

/// One lift of the finger in the gesture a fit settled on: when it lifted and the velocity it
/// released with, after the fit's correction of the measured release velocity (issue 33: the
/// physics are fitted independent of the finger, so each release is an unknown of its own).
public struct FitRelease: Sendable, Equatable {
  /// The lift's time in the script, seconds.
  public var time: Double
  /// The release velocity the replay flings with, correction included, points per second
  /// (positive into the content; 0 for a stroke that stopped under the finger); nil when the
  /// script's `touchUp` names none (a given script, whose tracker decides).
  public var velocity: Double?
  /// The fit's correction of the measured velocity (velocity = measured × (1 + correction));
  /// nil for a stroke it did not vary (one that stopped under the finger, or a given script).
  public var correction: Double?

  /// The releases of `script`, with `corrections` matched to its flung strokes in order, as
  /// `GestureDerivation.script(for:strokes:…corrections:)` applies them.
  public static func releases(of script: EventScript, corrections: [Double]) -> [FitRelease] {
    var flung = 0
    return script.events.compactMap { timed in
      // A swipe lifts at its end, with what the tracker reads.
      if case .swipe(_, _, _, let duration, let hold) = timed.event {
        return FitRelease(time: timed.t + duration + hold, velocity: nil, correction: nil)
      }
      guard case .touchUp(_, _, let velocity) = timed.event else { return nil }
      var correction: Double?
      if let velocity, velocity != 0, flung < corrections.count {
        correction = corrections[flung]
        flung += 1
      }
      return FitRelease(time: timed.t, velocity: velocity, correction: correction)
    }
  }
}
