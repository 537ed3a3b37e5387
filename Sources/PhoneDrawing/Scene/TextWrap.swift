/// Greedy word wrapping by character count, for the few places the builder cannot measure text.
public enum TextWrap {
  /// `text` broken into at most `maxLines` lines of at most `maxCharacters` characters.
  ///
  /// Breaks at spaces; a word longer than a line is split. When the text does not fit, the last
  /// kept line ends with "…". Returns no lines for blank text or non-positive limits.
  public static func lines(_ text: String, maxCharacters: Int, maxLines: Int) -> [String] {
    guard maxCharacters > 0, maxLines > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    var count = 0
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
      var rest = Substring(word)
      while !rest.isEmpty {
        let fits =
          count == 0 ? rest.count <= maxCharacters : count + 1 + rest.count <= maxCharacters
        if fits {
          if count > 0 {
            current += " "
            count += 1
          }
          current += rest
          count += rest.count
          rest = ""
        } else if count > 0 {
          lines.append(current)
          current = ""
          count = 0
        } else {
          lines.append(String(rest.prefix(maxCharacters)))
          rest = rest.dropFirst(maxCharacters)
        }
      }
    }
    if count > 0 { lines.append(current) }
    guard lines.count > maxLines else { return lines }
    var kept = Array(lines.prefix(maxLines))
    var last = kept[maxLines - 1]
    if last.count >= maxCharacters { last = String(last.prefix(maxCharacters - 1)) }
    kept[maxLines - 1] = last + "…"
    return kept
  }
}
