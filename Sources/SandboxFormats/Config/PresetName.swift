/// What a user preset may be called: it becomes a file name (`NAME.json`) and a value of
/// `--preset`, `--compare` and a script's `preset`, so it must survive all three unquoted.
public enum PresetName {
  /// The longest name accepted, in characters.
  public static let maximumLength = 64

  /// Why `name` cannot be a preset name (for a "expected …, found …" message), or nil.
  public static func problem(with name: String) -> (expected: String, found: String)? {
    let rule =
      "a name of letters, digits, '-' and '_' (at most \(maximumLength), not starting with '-')"
    if name.isEmpty { return (rule, "an empty name") }
    if name.count > maximumLength { return (rule, "\(name.count) characters") }
    if name.hasPrefix("-") { return (rule, "\"\(name)\"") }
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_"
    }
    return allowed ? nil : (rule, "\"\(name)\"")
  }

  /// `text` made into a valid name as far as possible (spaces become '-', other characters
  /// dropped), for a name typed in the panel.
  public static func sanitized(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == " " {
        result.append("-")
      } else if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
      {
        result.unicodeScalars.append(scalar)
      }
    }
    return String(result.prefix(maximumLength))
  }
}
