/// How scrolling may move the header off screen. Mirrors `MDCFlexibleHeaderShiftBehavior`.
///
/// The raw values are a config-file contract.
public enum ShiftBehavior: String, Codable, CaseIterable, Sendable {
  /// The header never shifts off by scrolling; a programmatic shift can still be scrolled back on.
  case disabled
  /// Scrolling shifts the header off, leaving a strip behind the status bar.
  case enabled
  /// Scrolling shifts the header fully off and the status bar with it.
  case enabledWithStatusBar
  /// Only `shiftOffScreen` / `shiftOnScreen` move the header; scrolling never shifts it.
  case hideable
}
