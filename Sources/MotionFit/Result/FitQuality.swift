/// Whether a fit reproduces its recording well enough to be kept: the honest answer `fit` and the
/// window's "Fit to reference" give before they write or apply anything.
///
/// A fit is *poor* when its scroll RMS (simulated − measured `scrollOffset`, points) exceeds the
/// larger of `absoluteLimit` and `rangeShare` of the recording's scroll range: what a long
/// recording may miss by grows with it, but never below the few points a measurement itself is
/// off. `fit` then writes no preset and exits 1 unless `--accept-poor`; the window shows the fit
/// without applying it (docs/fit.md).
public struct FitQuality: Sendable, Equatable {
  /// The scroll RMS any fit may have and still be good, points.
  public static let absoluteLimit = 2.0
  /// The share of the recording's scroll range (largest minus smallest `scrollOffset`) a fit's
  /// scroll RMS may reach and still be good, when that is above `absoluteLimit`.
  public static let rangeShare = 0.01

  /// The fit's RMS on the `scrollOffset` column, points.
  public var scrollRMS: Double
  /// The largest scroll RMS a good fit of this recording may have, points.
  public var limit: Double

  /// The quality of a fit with `scrollRMS` to a recording whose scroll spans `scrollRange`
  /// points.
  public init(scrollRMS: Double, scrollRange: Double) {
    self.scrollRMS = scrollRMS
    self.limit = FitQuality.limit(scrollRange: scrollRange)
  }

  /// The limit for a recording whose scroll spans `scrollRange` points.
  public static func limit(scrollRange: Double) -> Double {
    max(absoluteLimit, rangeShare * (scrollRange.isFinite ? abs(scrollRange) : 0))
  }

  /// Whether the fit misses by more than the limit (an RMS that is not a number is poor).
  public var isPoor: Bool { !(scrollRMS <= limit) }

  /// `"good"` or `"poor"`, as `fit --json` spells it.
  public var label: String { isPoor ? "poor" : "good" }
}
