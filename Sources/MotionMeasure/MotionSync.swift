/// Lines a recording up with a phone by their motion over the whole clip: the lag at which the
/// recording's content velocity best matches the phone's, scored by their normalised
/// cross-correlation. One event (a release, a touch) can be found at the wrong place or match
/// another stroke; the whole velocity curve cannot, so every stroke and coast votes.
///
/// The score at a lag is Σ a(t + lag)·b(t) / √(Σa² · Σb²) over the whole of both curves (zero
/// outside each clip), so a lag that overlaps only a small part of the motion scores low: 1 is the
/// same motion at the same speed profile, whatever its scale (a recording on another device
/// scale matches as well as one on the same), 0 is nothing in common.
public enum MotionSync {
  /// A curve of content velocity (points per second, positive into the content) at its sample
  /// times (seconds, ascending).
  public struct Motion: Sendable, Equatable {
    public var times: [Double]
    public var velocities: [Double]

    public init(times: [Double], velocities: [Double]) {
      let count = min(times.count, velocities.count)
      self.times = Array(times.prefix(count))
      self.velocities = Array(velocities.prefix(count))
    }

    /// The fastest the content moves, points per second.
    public var peakSpeed: Double { velocities.map(abs).max() ?? 0 }
  }

  /// The lag found and how well the curves agree there.
  public struct Match: Sendable, Equatable {
    /// Recording time minus phone time, seconds: recording time = timeline time + offset.
    public var offset: Double
    /// The normalised cross-correlation at `offset`, −1…1.
    public var score: Double
  }

  /// Below this peak speed a curve is taken as still: nothing to line up by, points per second.
  /// (A page at rest measures a few points per second of noise.)
  public static let stillSpeed = 20.0
  /// The least score that counts as a match: below it the curves share no motion worth trusting
  /// (measured: the project's demos against themselves score 0.93–1.00; unrelated flicks below
  /// 0.4).
  public static let minimumScore = 0.5
  /// The coarse search's grid, seconds: one 60 fps frame.
  static let coarseStep = 1.0 / 60
  /// The fine search's grid around the coarse peak, seconds.
  static let fineStep = 1.0 / 960

  /// The offset lining `recording` up with `phone`, or nil with the reason when either is still
  /// or no lag scores `minimumScore`. `limit` bounds |offset| (seconds); by default any lag
  /// that overlaps both clips.
  public static func match(
    recording: Motion, phone: Motion, limit: Double? = nil
  ) -> Result<Match, NoMatch> {
    guard recording.peakSpeed >= stillSpeed else { return .failure(.recordingStill) }
    guard phone.peakSpeed >= stillSpeed else { return .failure(.phoneStill) }
    guard let recordingEnd = recording.times.last, let phoneEnd = phone.times.last,
      let recordingStart = recording.times.first, let phoneStart = phone.times.first
    else { return .failure(.recordingStill) }
    var low = recordingStart - phoneEnd
    var high = recordingEnd - phoneStart
    if let limit {
      low = max(low, -limit)
      high = min(high, limit)
    }
    guard low <= high else { return .failure(.noCommonMotion(best: 0)) }
    let coarse = best(recording, phone, from: low, to: high, step: coarseStep)
    let fine = best(
      recording, phone, from: max(low, coarse.offset - 2 * coarseStep),
      to: min(high, coarse.offset + 2 * coarseStep), step: fineStep)
    let found = fine.score >= coarse.score ? fine : coarse
    guard found.score >= minimumScore else {
      return .failure(.noCommonMotion(best: found.score))
    }
    return .success(
      Match(offset: (found.offset * 1_000_000).rounded() / 1_000_000, score: found.score))
  }

  /// Why no offset was found.
  public enum NoMatch: Error, Sendable, Equatable {
    case recordingStill
    case phoneStill
    /// The best lag's score was below `minimumScore`.
    case noCommonMotion(best: Double)

    /// For the log: "the recording never moves".
    public var reason: String {
      switch self {
      case .recordingStill: "the recording's content never moves"
      case .phoneStill: "phone A's content never moves"
      case .noCommonMotion(let best):
        "no motion in common (best score \(MotionSync.formatted(best)) < \(MotionSync.formatted(minimumScore)))"
      }
    }
  }

  /// `score` to two decimals: "0.98".
  public static func formatted(_ score: Double) -> String {
    let hundredths = (score * 100).rounded()
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = Int(abs(hundredths))
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// The best lag on a grid of `step` from `low` to `high`. Both curves are resampled once on
  /// grids of `step` anchored at time 0 (linear interpolation, zero outside each clip), so a lag
  /// of k steps pairs phone sample j with recording sample j + k; the score divides by both
  /// curves' whole energies at that grid.
  static func best(
    _ recording: Motion, _ phone: Motion, from low: Double, to high: Double, step: Double
  ) -> Match {
    let (phoneStart, phoneSamples) = resampled(phone, step: step)
    let (recordingStart, recordingSamples) = resampled(recording, step: step)
    let norm = (energy(phoneSamples) * energy(recordingSamples)).squareRoot()
    guard norm > 0 else { return Match(offset: 0, score: 0) }
    var found = Match(offset: low, score: -.infinity)
    let first = Int((low / step).rounded(.up))
    let last = Int((high / step).rounded(.down))
    guard first <= last else { return Match(offset: 0, score: 0) }
    phoneSamples.withUnsafeBufferPointer { b in
      recordingSamples.withUnsafeBufferPointer { a in
        for lag in first...last {
          // Phone sample j (time (phoneStart + j)·step) meets recording sample at time
          // (phoneStart + j + lag)·step, index phoneStart + j + lag − recordingStart.
          let shift = phoneStart + lag - recordingStart
          let from = max(0, -shift)
          let to = min(b.count, a.count - shift)
          var sum = 0.0
          if from < to {
            for j in from..<to { sum += b[j] * a[j + shift] }
          }
          let score = sum / norm
          if score > found.score { found = Match(offset: Double(lag) * step, score: score) }
        }
      }
    }
    return found
  }

  /// `motion` sampled every `step` seconds at whole multiples of `step` covering its span: the
  /// index of its first sample (time = index × step) and the samples.
  static func resampled(_ motion: Motion, step: Double) -> (start: Int, samples: [Double]) {
    guard let first = motion.times.first, let last = motion.times.last else { return (0, []) }
    let start = Int((first / step).rounded(.up))
    let end = Int((last / step).rounded(.down))
    guard start <= end else { return (start, []) }
    var cursor = 0
    let samples = (start...end).map { index in
      sample(motion, at: Double(index) * step, cursor: &cursor)
    }
    return (start, samples)
  }

  static func energy(_ samples: [Double]) -> Double {
    samples.reduce(0) { $0 + $1 * $1 }
  }

  /// `motion`'s velocity at `time` by linear interpolation, 0 outside its span, walking forward
  /// from `cursor` (times asked in ascending order make the whole pass linear).
  static func sample(_ motion: Motion, at time: Double, cursor: inout Int) -> Double {
    let times = motion.times
    guard let first = times.first, let last = times.last, time >= first, time <= last else {
      return 0
    }
    if cursor >= times.count || times[cursor] > time { cursor = 0 }
    while cursor + 1 < times.count && times[cursor + 1] < time { cursor += 1 }
    let next = min(cursor + 1, times.count - 1)
    let span = times[next] - times[cursor]
    guard span > 0 else { return motion.velocities[cursor] }
    let share = (time - times[cursor]) / span
    return motion.velocities[cursor] + (motion.velocities[next] - motion.velocities[cursor]) * share
  }
}
