/// Finds where a finger touches the content again after a release, so a measurement's every
/// stroke can be replayed, not only its first.
///
/// After a release the content decelerates on its own: its speed only falls (a fling), or it
/// turns round gently (an edge's spring). A new touch shows as one of:
/// - the speed rising again faster than `riseAcceleration`, in the same direction (a second flick
///   on a running fling) or the other (the finger catches the fling and drags it back): no
///   fling or edge spring accelerates the content that hard;
/// - motion restarting after the content rested for `restDuration`.
///
/// A finger that catches a fling and only holds it (a sharp stop with no drag after) is not
/// told from the fling's own end.
public enum TouchFinder {
  /// Speed gain per second above which the content is being driven by a finger, points per
  /// second². An estimate: a swipe's onset measures 15 000–50 000 at 60 fps, an iOS edge's
  /// spring under 5 000, a fling's deceleration is negative.
  public static let riseAcceleration = 10_000.0
  /// Change of the per-frame step (against the step before) that marks the new motion's first
  /// frame, points: above the measured offsets' frame-to-frame noise (under 1 pt).
  public static let startStep = 2.0
  /// Rest that ends a gesture, seconds: longer than an edge spring's turning point.
  public static let restDuration = 0.1

  /// Share of a movement's top speed its speed must have fallen under before a renewed rise
  /// counts as a new touch (a finger's own drag speeds up unevenly).
  public static let fallShare = 0.9

  /// Whether row `k` (moving the same way) is a new touch on a movement whose top speed so far
  /// is `top`: the speed had fallen under `fallShare` of it and rises faster than
  /// `riseAcceleration` again.
  public static func renewsRise(at k: Int, top: Double, time: [Double], velocity: [Double])
    -> Bool
  {
    guard k > 0, abs(velocity[k - 1]) < fallShare * top else { return false }
    let dt = time[k] - time[k - 1]
    return dt > 0 && (abs(velocity[k]) - abs(velocity[k - 1])) / dt > riseAcceleration
  }

  /// The next touch after row `release`: the index of the last row before the new motion (where
  /// the finger goes down) and the new motion's direction (+1 into the content); nil when the
  /// content is not touched again. `velocity` is the smoothed velocity per row.
  public static func next(
    after release: Int, time: [Double], offset: [Double], velocity: [Double],
    stillSpeed: Double, stillTravel: Double
  ) -> (start: Int, direction: Double)? {
    let n = min(time.count, offset.count, velocity.count)
    func gain(_ k: Int) -> Double {
      let dt = time[k] - time[k - 1]
      guard dt > 0 else { return 0 }
      return (velocity[k] - velocity[k - 1]) / dt * (velocity[k] >= 0 ? 1 : -1)
    }
    // A smoothed velocity still climbs for a frame or two past the release: start where the
    // content first slows.
    var k = release + 1
    while k < n && gain(k) > 0 { k += 1 }
    var restSince: Int?
    while k < n {
      if abs(velocity[k]) < stillSpeed {
        if restSince == nil { restSince = k }
      } else if let rest = restSince, time[k - 1] - time[rest] >= restDuration {
        let origin = offset[rest]
        guard let moved = (rest..<n).first(where: { abs(offset[$0] - origin) > stillTravel })
        else { return nil }
        return (max(rest, moved - 1), offset[moved] > origin ? 1 : -1)
      } else {
        restSince = nil
        if gain(k) > riseAcceleration {
          let direction: Double = velocity[k] >= 0 ? 1 : -1
          if let start = firstDrivenRow(
            from: max(release + 1, k - 2), through: k + 3, offset: offset, direction)
          {
            return (start, direction)
          }
        }
      }
      k += 1
    }
    return nil
  }

  /// The last row before the offsets' step changes by more than `startStep` towards `direction`.
  private static func firstDrivenRow(
    from first: Int, through last: Int, offset: [Double], _ direction: Double
  ) -> Int? {
    var j = max(1, first)
    while j + 1 < offset.count && j <= last {
      let change = (offset[j + 1] - offset[j]) - (offset[j] - offset[j - 1])
      if change * direction > startStep { return j }
      j += 1
    }
    return nil
  }
}
