import Foundation
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
    /// How long after that sample's time the finger lifts, seconds, under the interval to the
    /// next sample (a lift falls between frames, and a fling's course depends on where it
    /// starts, not only on how fast): found on `lagStep`s, then between them (`refined`).
    var lag: Double
    /// Points per second, positive into the content.
    var velocity: Double
    /// How far the coast strays from the fling read, RMS over its samples, points: a coast no
    /// fling explains (a wheel's or a program's animated scroll stops within a few frames) was
    /// not a fling (`GestureDerivation.carried`).
    var rms: Double = 0
  }

  /// The fling shapes a coast is read against: every model at its platform's constants, and
  /// the models whose one rate sets their shape across that rate's range (UIKit's rate 0.99 to
  /// 0.999, Android's and Flutter's clamping friction 0.005 to 0.06), so a coast flung under
  /// another rate than the platform's (a device's own friction, an app's own deceleration rate)
  /// is still read at its own lift and velocity. Read at the default rate alone, a flick at
  /// Android friction 0.0293 lifted two frames late.
  static let shapes: [DecelerationModel] = {
    var models = DecelerationModelName.allCases.compactMap { try? DecelerationModel(name: $0) }
    assert(models.count == platformShapes)
    let steps = 48
    for i in 0...steps {
      let f = Double(i) / Double(steps)
      var uikit = DecelerationParameters()
      uikit.uikitRate = 0.99 + 0.009 * f
      var android = DecelerationParameters()
      android.androidFriction = 0.005 * pow(12, f)
      var flutter = DecelerationParameters()
      flutter.flutterFriction = 0.005 * pow(12, f)
      models += [
        try? DecelerationModel(name: .uikit, parameters: uikit),
        try? DecelerationModel(name: .android, parameters: android),
        try? DecelerationModel(name: .flutterClamping, parameters: flutter),
      ].compactMap { $0 }
    }
    return models
  }()

  /// A lift read under one shape: the release, its squared error, the shape, and the index of
  /// the lift tried.
  typealias Scored = (release: Release, error: Double, model: DecelerationModel, lift: Int)

  /// How many of `shapes` come first as the platforms' own (one per model).
  static let platformShapes = DecelerationModelName.allCases.count

  /// The step of the lifts tried first between two samples, seconds: the simulation's 240 Hz
  /// tick (the best of them is then refined between ticks).
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
    // Each lift tried: its sample, its lag and the coast after it.
    var lifts: [(sample: Int, lag: Double, samples: [(tau: Double, travel: Double)])] = []
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
        lifts.append((sample, lag, samples))
        lag += lagStep
      }
    }
    func scored(_ models: ArraySlice<DecelerationModel>) -> [Scored] {
      lifts.indices.compactMap { index in
        let lift = lifts[index]
        var best: (velocity: Double, error: Double, model: DecelerationModel)?
        for model in models {
          let found = bestVelocity(model, lift.samples, estimate: estimate, lag: lift.lag)
          if found.error < best?.error ?? .infinity { best = (found.0, found.1, model) }
        }
        let count = Double(max(1, lift.samples.count))
        return best.map {
          (
            Release(
              sample: lift.sample, lag: lift.lag, velocity: $0.velocity,
              rms: ($0.error / count).squareRoot()), $0.error, $0.model, index
          )
        }
      }
    }
    func pick(_ scored: [Scored]) -> (Release, Double)? {
      // Lifts the coast cannot tell apart (an exponential decay is the same curve from any of
      // its points) all replay alike: take the earliest, nearest the drag's top speed.
      guard let least = scored.map(\.error).min(),
        let chosen = scored.first(where: { $0.error <= least * (1 + tieShare) + 1e-9 })
      else { return nil }
      return (refined(chosen, estimate: estimate, samples: lifts[chosen.lift].samples), least)
    }
    // A platform's own constants explain its own coasts to the noise; the other rates are read
    // only where they do not, and chosen only where they explain the coast clearly better.
    guard let platform = pick(scored(shapes.prefix(platformShapes))) else { return nil }
    let count = Double(lifts.map(\.samples.count).max() ?? 1)
    guard platform.1 / count > otherRateNoise * otherRateNoise,
      let other = pick(scored(shapes.dropFirst(platformShapes))),
      other.1 < otherRateShare * platform.1
    else { return platform.0 }
    return other.0
  }

  /// `chosen`'s lift moved to where between the ticks either side of it the coast puts it
  /// (golden-section search of the lag under the same shape, each lag with its best velocity):
  /// a fling starts at its lift's own time, so a replayed lift lands anywhere between ticks, and
  /// a lift read a fraction of a tick off starts the fling that fraction of the drag's travel
  /// off (1.4 pt at 1,666 pt/s for 0.8 ms), which the velocity, and a fit's friction, then bent
  /// to make up for (Android friction 0.0293 fitted 2 % low).
  static func refined(
    _ chosen: Scored, estimate: Double, samples: [(tau: Double, travel: Double)]
  ) -> Release {
    guard let first = samples.first?.tau else { return chosen.release }
    let low = max(0, chosen.release.lag - lagStep)
    let high = min(first - 1e-6, chosen.release.lag + lagStep)
    guard high > low else { return chosen.release }
    // 24 steps: the lag to 1e-5 of a tick.
    let lag = minimum(from: low, to: high, steps: 24) {
      bestVelocity(chosen.model, samples, estimate: estimate, lag: $0).error
    }
    let found = bestVelocity(chosen.model, samples, estimate: estimate, lag: lag)
    // Only a better reading replaces the tick's (a flat valley keeps the earliest lift).
    guard found.error < chosen.error * (1 - tieShare) else { return chosen.release }
    return Release(
      sample: chosen.release.sample, lag: lag, velocity: found.velocity,
      rms: (found.error / Double(samples.count)).squareRoot())
  }

  /// The RMS per coast sample, points, under which the platforms' own constants are taken to
  /// explain a coast: above a 3× recording's quantising (1/3 pt steps) and the round trips' 0.3 pt
  /// of noise.
  static let otherRateNoise = 0.5

  /// How much smaller the squared error of a shape at another rate must be than the best at the
  /// platforms' own constants for the coast to be read at that rate.
  static let otherRateShare = 0.5

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
    // 40 steps shrink the band by 0.618^40 ≈ 4e-9 of itself: far under a point per second.
    let velocity = minimum(
      from: estimate * searchBand.lowerBound, to: estimate * searchBand.upperBound, steps: 40,
      error)
    return (velocity, error(velocity))
  }

  /// Where between `low` and `high` (either way round: a negative velocity's band runs down)
  /// `error` is least, by `steps` of golden-section search (for an error with one valley
  /// there): the middle of the last bracket.
  static func minimum(
    from low: Double, to high: Double, steps: Int, _ error: (Double) -> Double
  ) -> Double {
    var (low, high) = (low, high)
    let ratio = (5.0.squareRoot() - 1) / 2
    var a = high - ratio * (high - low)
    var b = low + ratio * (high - low)
    var (errorA, errorB) = (error(a), error(b))
    for _ in 0..<steps {
      if errorA < errorB {
        (high, b, errorB) = (b, a, errorA)
        a = high - ratio * (high - low)
        errorA = error(a)
      } else {
        (low, a, errorA) = (a, b, errorB)
        b = low + ratio * (high - low)
        errorB = error(b)
      }
    }
    return (low + high) / 2
  }
}
