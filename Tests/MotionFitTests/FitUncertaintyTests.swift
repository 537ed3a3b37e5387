import Foundation
import Testing

@testable import MotionFit

/// The uncertainties `fit` prints are honest: with residuals that follow each other from frame to
/// frame, as a recording's do, about 99 % of true values lie within 3σ (issue 33).
@Suite struct FitUncertaintyTests {
  /// A seeded generator (SplitMix64), so the trials repeat exactly.
  struct Seeded {
    var state: UInt64
    mutating func next() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return Double(z >> 11) / Double(1 << 53)
    }
    /// A standard normal sample (Box–Muller).
    mutating func normal() -> Double {
      let a = max(next(), 1e-12)
      let b = next()
      return (-2 * log(a)).squareRoot() * cos(2 * Double.pi * b)
    }
  }

  /// A straight line's slope fitted by least squares to 180 samples whose noise is AR(1) with
  /// ρ = `rho`; returns how many of `trials` true slopes lie within 3σ of the fitted one.
  static func coverage(rho: Double, trials: Int) -> Int {
    var random = Seeded(state: 20_261_206)
    let n = 180
    let times = (0..<n).map { Double($0) / 60 }
    let truth = 0.4
    var covered = 0
    for _ in 0..<trials {
      var noise = [Double](repeating: 0, count: n)
      var e = random.normal()
      for k in 0..<n {
        e = rho * e + (1 - rho * rho).squareRoot() * random.normal()
        noise[k] = e
      }
      let data = zip(times, noise).map { truth * $0 + $1 }
      // The slope in unit coordinates u ∈ [0, 1] ↦ 2u − 1 (slope 2).
      let fitted =
        zip(times, data).reduce(0) { $0 + $1.0 * $1.1 } / times.reduce(0) { $0 + $1 * $1 }
      let u = (fitted + 1) / 2
      func residuals(_ point: [Double]) -> [Double]? {
        let slope = 2 * point[0] - 1
        return zip(times, data).map { slope * $0 - $1 }
      }
      let sigma = FitUncertainty.standardErrors(
        at: [u], slopes: [2], residuals: residuals([u])!, residualsAt: residuals)[0]!
      if abs(fitted - truth) <= 3 * sigma { covered += 1 }
    }
    return covered
  }

  @Test func correlatedResidualsWidenTheUncertaintySoThreeSigmaCoversTheTruth() {
    let trials = 200
    let covered = Self.coverage(rho: 0.9, trials: trials)
    #expect(Double(covered) >= 0.97 * Double(trials), "\(covered) of \(trials) within 3σ")
  }

  @Test func independentResidualsKeepTheTextbookUncertainty() {
    let trials = 200
    let covered = Self.coverage(rho: 0, trials: trials)
    #expect(Double(covered) >= 0.97 * Double(trials), "\(covered) of \(trials) within 3σ")
    #expect(FitUncertainty.correlationFactor([1, -1, 1, -1, 1, -1]) == 1)
    let smooth = (0..<100).map { Double($0) }
    #expect(FitUncertainty.correlationFactor(smooth) > 50)
  }

  /// White measuring noise of `size` at each of 180 frames (60 fps), seeded.
  static func whiteNoise(size: Double, seed: UInt64) -> [Double] {
    var random = Seeded(state: seed)
    return (0..<180).map { _ in size * random.normal() }
  }

  /// A header edge read 0.15 pt low on every frame, under 0.1 pt of frame-to-frame noise: the
  /// fitted height takes the whole bias and the residuals cannot show it. Counted from the
  /// frames alone, the height would claim ± 0.008 pt and miss the truth by 20σ; the constant
  /// slow error at the size of the misfit keeps the truth within 3σ.
  @Test func anEdgeReadLowOnEveryFrameIsCoveredByTheSlowErrors() throws {
    let times = (0..<180).map { Double($0) / 60 }
    let truth = 56.0
    let data = Self.whiteNoise(size: 0.1, seed: 7).map { truth - 0.15 + $0 }
    // The height in unit coordinates u ↦ 100 u (slope 100), at its least-squares value.
    let fitted = data.reduce(0, +) / Double(data.count)
    func residuals(_ point: [Double]) -> [Double]? { data.map { 100 * point[0] - $0 } }
    let u = [fitted / 100]
    let column = FitUncertainty.ColumnSamples(
      times: times, values: data, residuals: residuals(u)!)
    let plain = try #require(
      FitUncertainty.standardErrors(
        at: u, slopes: [100], residuals: residuals(u)!, residualsAt: residuals)[0])
    let sigma = try #require(
      FitUncertainty.standardErrors(
        at: u, slopes: [100], residuals: residuals(u)!,
        biasShapes: FitUncertainty.biasShapes([column]), residualsAt: residuals)[0])
    #expect(abs(fitted - truth) > 3 * plain, "frames alone: \(fitted) ± \(plain)")
    #expect(abs(fitted - truth) <= 3 * sigma, "\(fitted) ± \(sigma)")
    #expect(sigma < 0.2, "no wider than the misfit needs: ± \(sigma)")
  }

  /// A coast whose tail is read a little slow: the data follow a time constant 0.1 % longer than
  /// the truth, under 0.1 pt of noise, a difference of the shape a time constant's change makes
  /// (the scale is the release's, fitted beside it). Marked as read from the tail, the constant's
  /// uncertainty covers the truth; counted from the frames alone it is about √(N − p) ≈ 13 times
  /// smaller and the truth lies 20σ away.
  @Test func aCoastsTailReadSlowIsCoveredByTheRatesOwnShape() throws {
    let times = (0..<180).map { Double($0) / 60 }
    let truth = 0.5
    let read = truth * 1.001
    let noise = Self.whiteNoise(size: 0.1, seed: 11)
    let data = zip(times, noise).map { t, e in 1000 * (1 - exp(-t / read)) + e }
    // Unit coordinates: distance 500 + 1000 u₀, time constant 0.2 + 0.6 u₁.
    func residuals(_ point: [Double]) -> [Double]? {
      let distance = 500 + 1000 * point[0]
      let constant = 0.2 + 0.6 * point[1]
      return zip(times, data).map { distance * (1 - exp(-$0 / constant)) - $1 }
    }
    let u = [0.5, (read - 0.2) / 0.6]
    func sigma(_ tails: [Bool]) throws -> Double {
      try #require(
        FitUncertainty.standardErrors(
          at: u, slopes: [1000, 0.6], residuals: residuals(u)!, readFromTails: tails,
          residualsAt: residuals)[1])
    }
    let plain = try sigma([false, false])
    let own = try sigma([false, true])
    #expect(abs(read - truth) > 3 * plain, "frames alone: \(read) ± \(plain)")
    #expect(abs(read - truth) <= 3 * own, "\(read) ± \(own)")
    #expect(own < 0.01 * truth, "still a useful number: ± \(own)")
  }

  /// A reading whose scale is 3·10⁻⁴ off (as `measure`'s chained registration leaves over a
  /// long flick), under 0.05 pt of noise: a coast's distance, the only fitted value, takes the
  /// whole scale, so the misfit stays at the noise and every shape sized at it is too small to
  /// cover the truth. The reading's known slow error (`leastSlowError`, a third of a pixel at
  /// ×1) sizes the shape in proportion to the reading, and that covers it; a trace (no known
  /// error) keeps the misfit's size.
  @Test func aScaleTheFitAbsorbsIsCoveredByTheReadingsKnownSlowError() throws {
    let times = (0..<180).map { Double($0) / 60 }
    let truth = 1200.0
    let noise = Self.whiteNoise(size: 0.05, seed: 5)
    let data = zip(times, noise).map { t, e in truth * 1.0003 * (1 - exp(-t / 0.5)) + e }
    // Unit coordinates: distance 1000 + 500 u.
    func residuals(_ point: [Double]) -> [Double]? {
      zip(times, data).map { (1000 + 500 * point[0]) * (1 - exp(-$0 / 0.5)) - $1 }
    }
    let shape = times.map { 1 - exp(-$0 / 0.5) }
    let fitted =
      zip(shape, data).reduce(0) { $0 + $1.0 * $1.1 } / shape.reduce(0) { $0 + $1 * $1 }
    let u = [(fitted - 1000) / 500]
    func sigma(_ least: Double) throws -> Double {
      let column = FitUncertainty.ColumnSamples(
        times: times, values: data, residuals: residuals(u)!, leastSlowError: least)
      return try #require(
        FitUncertainty.standardErrors(
          at: u, slopes: [500], residuals: residuals(u)!,
          biasShapes: FitUncertainty.biasShapes([column]), residualsAt: residuals)[0])
    }
    let misfitOnly = try sigma(0)
    let known = try sigma(MeasuredSeries.slowReadingError(scale: 1))
    #expect(abs(fitted - truth) > 3 * misfitOnly, "misfit alone: \(fitted) ± \(misfitOnly)")
    #expect(abs(fitted - truth) <= 3 * known, "\(fitted) ± \(known)")
    #expect(known < 0.002 * truth, "still a useful number: ± \(known)")
    // A misfit larger than the known error keeps its own size.
    let column = FitUncertainty.ColumnSamples(
      times: [0, 1, 2], values: [0, 5, 10], residuals: [1, -1, 1], leastSlowError: 0.3)
    let sizes = FitUncertainty.biasShapes([column]).map {
      ($0.reduce(0) { $0 + $1 * $1 } / 3).squareRoot()
    }
    #expect(sizes.count == 3 && sizes.allSatisfy { abs($0 - 1) < 1e-12 }, "\(sizes)")
  }

  /// The slow errors of two columns: each shape lies in its own column's part of the residual
  /// vector, at that column's misfit (RMS), and a column too short or with mismatched samples
  /// adds none.
  @Test func slowErrorsSitInTheirOwnColumnAtItsMisfit() {
    let scroll = FitUncertainty.ColumnSamples(
      times: [0, 0.1, 0.2, 0.3], values: [0, 10, 30, 60], residuals: [0.1, -0.1, 0.1, -0.1])
    let header = FitUncertainty.ColumnSamples(
      times: [0.1, 0.2, 0.3], values: [120, 110, 100], residuals: [0.5, 0.5, -0.5])
    let shapes = FitUncertainty.biasShapes([scroll, header])
    #expect(shapes.count == 6)
    for (k, shape) in shapes.enumerated() {
      #expect(shape.count == 7)
      let (range, misfit) = k < 3 ? (0..<4, 0.1) : (4..<7, 0.5)
      let outside = shape.indices.filter { !range.contains($0) }.map { shape[$0] }
      #expect(outside.allSatisfy { $0 == 0 }, "shape \(k): \(shape)")
      let inside = range.map { shape[$0] }
      let rms = (inside.reduce(0) { $0 + $1 * $1 } / Double(inside.count)).squareRoot()
      #expect(abs(rms - misfit) < 1e-12, "shape \(k): RMS \(rms)")
    }
    let short = FitUncertainty.ColumnSamples(times: [0], values: [1], residuals: [0.3])
    let mismatched = FitUncertainty.ColumnSamples(
      times: [0, 1], values: [1], residuals: [0.3, 0.2])
    let exact = FitUncertainty.ColumnSamples(times: [0, 1], values: [1, 2], residuals: [0, 0])
    #expect(FitUncertainty.biasShapes([short, mismatched, exact]).isEmpty)
  }
}
