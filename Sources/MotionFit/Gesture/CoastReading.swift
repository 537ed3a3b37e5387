import MotionPhysics

/// Reads the velocity a fling left a release with from the coast after it, by the fling laws
/// themselves: for each deceleration model (its platform's constants), the release velocity
/// whose unbounded fling from the release best follows the measured coast, and of those the one
/// of the model that follows it best.
///
/// Why not a slope: the distance a fling covers is proportional to its velocity (UIKit: v / k,
/// 500 pt per 1,000 pt/s at the normal rate), so a replay that is to stay within 2 pt of a
/// 1,200 pt coast needs the velocity to about 0.2 %. A slope over a few quantised frames (1/3 pt
/// steps at 3×) gets a percent or two; the whole coast, read through the law that made it, gets
/// the velocity to the noise. The drag before the release says what the finger did; the coast
/// says what the fling got (a device's tracker may release slower or faster than the finger
/// moved), and that is what a replay's `touchUp` must give.
enum CoastReading {
  /// The longest stretch of coast read, seconds.
  static let longestCoast = 1.5
  /// The band searched around the first estimate, as factors of it.
  static let searchBand = 0.5...1.6

  /// The finger's lift, as the coast after it shows.
  struct Release: Equatable {
    /// The last sample the finger drives.
    var sample: Int
    /// How long after that sample's time the finger lifts, seconds: a whole number of
    /// `lagStep`s under the interval to the next sample (a lift falls between frames, and a
    /// fling's course depends on where it starts, not only on how fast).
    var lag: Double
    /// Points per second, positive into the content.
    var velocity: Double
  }

  /// The step of the lifts tried between two samples, seconds: the simulation's 240 Hz tick,
  /// the finest a replayed `touchUp` can land on.
  static let lagStep = 1.0 / 240

  /// The lift that best explains the coast up to sample `last`, nil with fewer than three
  /// samples of coast. The finger may have lifted after any sample in `candidates` (the end of a
  /// drag's fastest stretch is not sharp: a fling that starts slowly, as Android's spline does,
  /// keeps the drag's speed for a few frames), at any `lagStep` before the next sample, carrying
  /// the content on at the release velocity until it lifts. Every candidate is scored on the
  /// same samples, from the first candidate's on, those up to its own lift counting as the
  /// finger's (followed exactly). `estimate` is the first guess at the velocity (the drag's
  /// slope).
  static func release(
    _ series: MeasuredSeries, candidates: ClosedRange<Int>, last: Int, estimate: Double
  ) -> Release? {
    guard estimate != 0, estimate.isFinite else { return nil }
    let horizon = series.time[candidates.lowerBound] + longestCoast
    var scored: [(release: Release, error: Double)] = []
    for sample in candidates {
      let origin = series.time[sample]
      let base = series.scrollOffset[sample]
      var samples: [(tau: Double, travel: Double)] = []
      var index = sample + 1
      while index <= min(last, series.count - 1), series.time[index] <= horizon {
        let step = series.scrollOffset[index] - series.scrollOffset[index - 1]
        // A turn is an edge's spring or the next finger: the free coast ended.
        if step * estimate < 0 { break }
        samples.append((series.time[index] - origin, series.scrollOffset[index] - base))
        index += 1
      }
      guard samples.count >= 3, let first = samples.first?.tau else { continue }
      var lag = 0.0
      while lag < first - 1e-6 {
        var best: (velocity: Double, error: Double)?
        for name in DecelerationModelName.allCases {
          guard let model = try? DecelerationModel(name: name) else { continue }
          let found = bestVelocity(model, samples, estimate: estimate, lag: lag)
          if found.error < best?.error ?? .infinity { best = found }
        }
        if let best {
          scored.append((Release(sample: sample, lag: lag, velocity: best.velocity), best.error))
        }
        lag += lagStep
      }
    }
    // Lifts the coast cannot tell apart (an exponential decay is the same curve from any of its
    // points) all replay alike: take the earliest, nearest the drag's top speed.
    guard let least = scored.map(\.error).min() else { return nil }
    return scored.first { $0.error <= least * (1 + tieShare) + 1e-9 }?.release
  }

  /// How much worse than the best a lift's squared error may be and still count as as good.
  static let tieShare = 0.02

  /// The velocity in `searchBand` × `estimate` whose fling under `model`, starting `lag`
  /// seconds after the release sample (the finger carrying the content on at that velocity
  /// until then), follows `samples` best (golden-section search on the sum of squared
  /// differences) and that sum.
  static func bestVelocity(
    _ model: DecelerationModel, _ samples: [(tau: Double, travel: Double)], estimate: Double,
    lag: Double = 0
  ) -> (velocity: Double, error: Double) {
    func error(_ velocity: Double) -> Double {
      guard let fling = try? model.fling(position: velocity * lag, velocity: velocity) else {
        return .infinity
      }
      return samples.reduce(0) { sum, sample in
        let difference = fling.x(sample.tau - lag) - sample.travel
        return sum + difference * difference
      }
    }
    var low = estimate * searchBand.lowerBound
    var high = estimate * searchBand.upperBound
    let ratio = (5.0.squareRoot() - 1) / 2
    var a = high - ratio * (high - low)
    var b = low + ratio * (high - low)
    var errorA = error(a)
    var errorB = error(b)
    // 40 steps shrink the band by 0.618^40 ≈ 4e-9 of itself: far under a point per second.
    for _ in 0..<40 {
      if errorA < errorB {
        high = b
        b = a
        errorB = errorA
        a = high - ratio * (high - low)
        errorA = error(a)
      } else {
        low = a
        a = b
        errorA = errorB
        b = low + ratio * (high - low)
        errorB = error(b)
      }
    }
    let velocity = (low + high) / 2
    return (velocity, error(velocity))
  }
}
