/// A small seeded random number generator (SplitMix64), so a seed means the same sequence on
/// every machine and every Swift version (the standard library's generator is not seedable).
/// The soak, the property tests and the random display-list tests all draw from it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose whole sequence is determined by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    // SplitMix64 constants (Steele, Lea & Flood, "Fast splittable pseudorandom number generators").
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform value in `range` (the standard library's mapping of the bits).
  public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { uniform(0...1) < p }

  /// Uniform in [0, 1) from the top 53 bits.
  public mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

  /// Uniform in `range`, from `unit()`.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  /// Uniform in 0..<bound (bound > 0), by remainder.
  public mutating func int(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A fair coin.
  public mutating func bool() -> Bool { next() & 1 == 1 }
}
