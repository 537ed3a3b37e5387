/// The default offset of a reference recording: its first release (where the content moves
/// fastest at the end of its first drag, `MeasuredGesture` in the app) lined up with phone A's
/// first release (the script's first finger lift), so both flicks leave the finger together.
public enum ReferenceSync {
  /// The time phone A's finger first lifts in `script` (a `touchUp`, or a swipe's end), nil
  /// when it never does.
  public static func firstRelease(in script: EventScript) -> Double? {
    for input in script.expandedInputs() {
      if case .input(let timed) = input, case .pointerUp = timed.event { return timed.time }
    }
    return nil
  }

  /// The offset that shows the recording's release (`referenceRelease`, recording seconds) at
  /// `phoneRelease` on the timeline: recording time = timeline time + offset.
  public static func offset(referenceRelease: Double, phoneRelease: Double) -> Double {
    ((referenceRelease - phoneRelease) * 1_000_000).rounded() / 1_000_000
  }
}
