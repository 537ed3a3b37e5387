/// How quickly a hidden header returns when scrolling back. Mirrors
/// `MDCFlexibleHeaderContentImportance`.
///
/// The raw values are a config-file contract.
public enum HeaderContentImportance: String, Codable, CaseIterable, Sendable {
  /// Quick-return anchor of 175 pt ("approximately a single swipe").
  case `default`
  /// Quick-return anchor of 25 pt: the header comes back almost immediately.
  case high
}
