/// Finds where a finger touches the content again after a release, so a measurement's every
/// stroke can be replayed, not only its first.
///
/// After a release the content decelerates on its own: its speed only falls (a fling), or it
/// turns round gently (an edge's spring). A new touch shows as one of:
/// - the speed rising again faster than `riseAcceleration`, in the same direction (a second flick
///   on a running fling) or the other (the finger catches the fling and drags it back): no
///   fling or edge spring accelerates the content that hard;
/// - motion restarting after the content rested for `restDuration`;
/// - a hard stop and a pull back: the content halts from at least `catchSpeed` within one frame,
///   as under a finger landing on it (every fling law fades its speed to nothing and an edge's
///   spring turns gently), then moves the other way. The finger lands at the stop, even where
///   the smoothed velocity still shows the coast for a frame or two.
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
  /// Speed from which a stop within one frame is a finger's, points per second, measured over
  /// the three frames into it: a UIKit coast seconds after a flick still moves 20 to 70 pt/s
  /// (a point or more over three frames at 60 fps, where a 3× recording's 1/3 pt steps move the
  /// mean by under 7 pt/s); the still frames and the pull back after it rule out noise.
  public static let catchSpeed = 20.0
  /// Travel that counts as no motion at all, points: a 3× recording's step.
  public static let stillStep = 0.34
  /// How far the content must move back after a hard stop for the stop to be a finger's, points
  /// (as far as a derived stroke must go).
  public static let catchTravel = 2.0
  /// How much of the first of the three steps into a hard stop the last must keep: a coast's
  /// speed hardly changes over three frames (UIKit's loses 10 %), a spring braking into its turn
  /// loses most of it.
  public static let steadyShare = 0.6

  /// Share of a movement's top speed its speed must have fallen under before a renewed rise
  /// counts as a new touch (a finger's own drag speeds up unevenly).
  public static let fallShare = 0.9

  /// Whether row `k` (moving the same way) is a new touch on a movement whose top speed so far
  /// is `top`: the speed had fallen under `fallShare` of it and rises faster than
  /// `riseAcceleration` again.
  public static func renewsRise(
    at k: Int, top: Double, time: [Double], velocity: [Double], offset: [Double]? = nil
  ) -> Bool {
    guard k > 0, abs(velocity[k - 1]) < fallShare * top else { return false }
    let dt = time[k] - time[k - 1]
    if dt > 0 && (abs(velocity[k]) - abs(velocity[k - 1])) / dt > riseAcceleration { return true }
    guard let offset else { return false }
    return renewsGently(at: k, top: top, time: time, offset: offset)
  }

  /// How many times its trough a gentle renewal's speed reaches two rows on, and by how much
  /// at least, points per second (see `renewsGently`).
  public static let renewalFactor = 2.5
  public static let renewalGain = 100.0

  /// Whether row `k` starts a gentle renewal of a movement whose top speed so far is `top`,
  /// read on the speed over the two frames up to each row (the ±2-row smoothing spreads a rise
  /// over 160 ms at 25 fps and hides it): the speed had fallen under half of `top` and was still
  /// falling into row `k − 1`, rises at `k`, and two rows on, still the same way, is
  /// `renewalFactor` times the trough and `renewalGain` above it. Nothing but a finger (or a
  /// wheel) speeds content up again along its way: a fling only slows, an edge's spring brakes
  /// into its turn (or, from a rest, rises once). A slow pull landing on a coast that still
  /// moves its way (readme-demo's last pull, about 90 → 343 pt/s at 25 fps; short-content's pull
  /// landing on the spring's return) rises too gently for `riseAcceleration` on the smoothed
  /// velocity (about 6 000 pt/s²), which keeps an edge's spring out.
  public static func renewsGently(at k: Int, top: Double, time: [Double], offset: [Double])
    -> Bool
  {
    let n = min(time.count, offset.count)
    guard k >= 4, k + 2 < n else { return false }
    func speed(_ i: Int) -> Double {
      let dt = time[i] - time[i - 2]
      return dt > 0 ? (offset[i] - offset[i - 2]) / dt : 0
    }
    let trough = speed(k - 1)
    let sign: Double = trough >= 0 ? 1 : -1
    guard (k - 2...k + 2).allSatisfy({ speed($0) * sign > 0 }) else { return false }
    let later = abs(speed(k + 2))
    // Into the trough the content was slowing (a coast, a spring's return): a spring's rise
    // from a rest is speeding up from the start.
    return abs(trough) < 0.5 * top && abs(speed(k - 2)) > abs(trough)
      && abs(speed(k)) > abs(trough) && later >= renewalFactor * abs(trough)
      && later - abs(trough) >= renewalGain
  }

  /// The next touch after row `release`: the index of the last row before the new motion, the
  /// new motion's direction (+1 into the content) and the row where the finger lands (the same
  /// row, or for a hard stop the stop's first row, earlier); nil when the content is not touched
  /// again. `velocity` is the smoothed velocity per row.
  public static func next(
    after release: Int, time: [Double], offset: [Double], velocity: [Double],
    stillSpeed: Double, stillTravel: Double
  ) -> (start: Int, direction: Double, landed: Int)? {
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
      if let caught = caught(
        at: k, after: release, time: time, offset: offset, velocity: velocity,
        stillSpeed: stillSpeed)
      {
        return caught
      }
      if abs(velocity[k]) < stillSpeed {
        if restSince == nil { restSince = k }
      } else if let rest = restSince, time[k - 1] - time[rest] >= restDuration {
        let origin = offset[rest]
        guard let moved = (rest..<n).first(where: { abs(offset[$0] - origin) > stillTravel })
        else { return nil }
        let start = max(rest, moved - 1)
        return (start, offset[moved] > origin ? 1 : -1, start)
      } else {
        restSince = nil
        if gain(k) > riseAcceleration
          || renewsGently(at: k, top: abs(velocity[release]), time: time, offset: offset)
        {
          let direction: Double = velocity[k] >= 0 ? 1 : -1
          if let start = firstDrivenRow(
            from: max(release + 1, k - 2), through: k + 3, offset: offset, direction)
          {
            return (start, direction, start)
          }
        }
      }
      k += 1
    }
    return nil
  }

  /// A finger landing on the coast at row `k` and pulling it back: the content came into `k` at
  /// `catchSpeed` or more (over the three steps before it, above any measuring noise) and
  /// steadily (its last step at least `steadyShare` of the first: a coast barely slows over three
  /// frames, while an edge's spring brakes hard into its turn), stays within `stillStep` of `k`
  /// for the next three rows, then moves `catchTravel` the other way. Returns the row before the
  /// smoothed velocity shows that motion, its direction and `k`.
  private static func caught(
    at k: Int, after release: Int, time: [Double], offset: [Double], velocity: [Double],
    stillSpeed: Double
  ) -> (start: Int, direction: Double, landed: Int)? {
    let n = min(time.count, offset.count, velocity.count)
    guard k >= release + 3, k + 3 < n else { return nil }
    let span = time[k] - time[k - 3]
    let coast = offset[k] - offset[k - 3]
    let first = offset[k - 2] - offset[k - 3]
    let last = offset[k] - offset[k - 1]
    // Steady within a step of measuring noise: a ×1 recording's steps into a 40 pt/s stop
    // read 0.81, 0.83 and 0.37 pt (quick-return under Flutter's bouncing physics, the slow
    // pull landing on the coast missed and replayed 88 pt off).
    guard span > 0, abs(coast) / span >= catchSpeed, first * coast > 0,
      last * coast >= steadyShare * first * coast - stillStep * abs(coast),
      (1...3).allSatisfy({ abs(offset[k + $0] - offset[k]) <= stillStep }),
      let moved = (k..<n).first(where: { abs(offset[$0] - offset[k]) > catchTravel }),
      (offset[moved] - offset[k]) * coast < 0
    else { return nil }
    let direction: Double = coast > 0 ? -1 : 1
    guard let shown = (k..<n).first(where: { velocity[$0] * direction > stillSpeed }) else {
      return nil
    }
    return (max(k, shown - 1), direction, k)
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
