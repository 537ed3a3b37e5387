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
