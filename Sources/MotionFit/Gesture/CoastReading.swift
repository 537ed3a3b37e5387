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

  /// The release velocity read from samples `release + 1 … last` (points per second), nil with
  /// fewer than three samples of coast. `estimate` is the first guess (the drag's slope).
  static func velocity(
    _ series: MeasuredSeries, release: Int, last: Int, estimate: Double
  ) -> Double? {
    guard estimate != 0, estimate.isFinite else { return nil }
    let origin = series.time[release]
    let base = series.scrollOffset[release]
    var samples: [(tau: Double, travel: Double)] = []
    var index = release + 1
    while index <= min(last, series.count - 1), series.time[index] - origin <= longestCoast {
      let step = series.scrollOffset[index] - series.scrollOffset[index - 1]
      // A turn is an edge's spring or the next finger: the free coast ended.
      if step * estimate < 0 { break }
      samples.append((series.time[index] - origin, series.scrollOffset[index] - base))
      index += 1
    }
    guard samples.count >= 3 else { return nil }
    var best: (velocity: Double, error: Double)?
    for name in DecelerationModelName.allCases {
      guard let model = try? DecelerationModel(name: name) else { continue }
      let found = bestVelocity(model, samples, estimate: estimate)
      if found.error < best?.error ?? .infinity { best = found }
    }
    return best?.velocity
  }

  /// The velocity in `searchBand` × `estimate` whose fling under `model` follows `samples` best
  /// (golden-section search on the sum of squared differences) and that sum.
  static func bestVelocity(
    _ model: DecelerationModel, _ samples: [(tau: Double, travel: Double)], estimate: Double
  ) -> (velocity: Double, error: Double) {
    func error(_ velocity: Double) -> Double {
      guard let fling = try? model.fling(position: 0, velocity: velocity) else { return .infinity }
      return samples.reduce(0) { sum, sample in
        let difference = fling.x(sample.tau) - sample.travel
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
