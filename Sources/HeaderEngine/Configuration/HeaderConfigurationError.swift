/// A rejected header configuration value: names the key, the value found and what is allowed.
public struct HeaderConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The configuration key (JSON field name), e.g. `"minimumHeight"`.
  public var key: String
  /// The offending value as text, e.g. `"-3.0"` or `"\"sideways\""`.
  public var value: String
  /// What the key accepts, e.g. `"a finite number ≥ 0 (points)"`.
  public var allowed: String

  /// Creates an error for `key` holding `value`, which should have been `allowed`.
  public init(key: String, value: String, allowed: String) {
    self.key = key
    self.value = value
    self.allowed = allowed
  }

  /// One line naming the key, the value found and what is allowed.
  public var description: String {
    "header configuration key '\(key)': found \(value), expected \(allowed)"
  }
}
