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
}
