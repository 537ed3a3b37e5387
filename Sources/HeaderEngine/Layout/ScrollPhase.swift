/// What the header is doing right now. Mirrors `MDCFlexibleHeaderScrollPhase`.
///
/// The raw values are a trace-column contract.
public enum ScrollPhase: String, Codable, CaseIterable, Sendable {
  /// The header's top is above the screen top (partly or fully shifted off).
  case shifting
  /// The header is between its minimum and maximum height.
  case collapsing
  /// The header is at or beyond its maximum height (MDC reports this at rest, too).
  case overExtending
}

extension ScrollPhase {
  /// MDC's phase rule (`MDCFlexibleHeaderView`'s `_updateLayout`) and how far into the phase the
  /// header is: `shifting` while the top is above the screen (`shifted`, the caller's measure of
  /// how far, is used only then), `collapsing` below `hMax` (0 at `hMin`, 1 at `hMax`),
  /// `overExtending` at or above it (height / `hMax`). The MDC engine and the platform models
  /// both classify through here, so their trace columns read alike.
  @inline(__always)
  static func classify(
    top: Double, height: Double, hMin: Double, hMax: Double, shifted: () -> Double
  ) -> (phase: ScrollPhase, percentage: Double) {
    if top < 0 { return (.shifting, shifted()) }
    if height < hMax { return (.collapsing, hMax > hMin ? (height - hMin) / (hMax - hMin) : 0) }
    return (.overExtending, hMax > 0 ? height / hMax : 0)
  }
}
