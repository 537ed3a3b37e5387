/// `AppBarLayout.LayoutParams` scroll flags, spelled as in Android's XML
/// (`app:layout_scrollFlags="scroll|enterAlways|snap"`), with the bit values of
/// material-components-android lib/java/com/google/android/material/appbar/AppBarLayout.java
/// (`SCROLL_FLAG_SCROLL` 0x1, `EXIT_UNTIL_COLLAPSED` 0x2, `ENTER_ALWAYS` 0x4,
/// `ENTER_ALWAYS_COLLAPSED` 0x8, `SNAP` 0x10, `SNAP_MARGINS` 0x20).
public struct AppBarScrollFlags: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The child scrolls with the content; without it no other flag has an effect.
  public static let scroll = AppBarScrollFlags(rawValue: 0x1)
  /// The child scrolls off only down to its minimum height.
  public static let exitUntilCollapsed = AppBarScrollFlags(rawValue: 0x2)
  /// Any downward scroll reveals the child first (quick return).
  public static let enterAlways = AppBarScrollFlags(rawValue: 0x4)
  /// With `enterAlways`: the quick return reveals only the minimum height.
  public static let enterAlwaysCollapsed = AppBarScrollFlags(rawValue: 0x8)
  /// At gesture end the child snaps to its nearest edge.
  public static let snap = AppBarScrollFlags(rawValue: 0x10)
  /// With `snap`: snap to the child's margins (the sandbox's child has none).
  public static let snapMargins = AppBarScrollFlags(rawValue: 0x20)

  /// The names in Android's spelling and bit order.
  public static let names: [(name: String, flag: AppBarScrollFlags)] = [
    ("scroll", .scroll), ("exitUntilCollapsed", .exitUntilCollapsed),
    ("enterAlways", .enterAlways), ("enterAlwaysCollapsed", .enterAlwaysCollapsed),
    ("snap", .snap), ("snapMargins", .snapMargins),
  ]

  /// Parses `scroll|enterAlways|snap`; `noScroll` (Android's XML value 0) or an empty string is
  /// no flag. Throws naming the first unknown flag.
  public init(parsing text: String) throws {
    var flags: AppBarScrollFlags = []
    // Spaces and tabs around a name are ignored. Trimmed by hand: Foundation's `CharacterSet`
    // cost a window's launch 0.15 ms on first use, for a value every settings build parses.
    func trimmed<S: StringProtocol>(_ text: S) -> Substring {
      let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
      let start = text.firstIndex { !blank($0) } ?? text.endIndex
      let end = text.lastIndex { !blank($0) }.map { text.index(after: $0) } ?? start
      return Substring(text[start..<max(start, end)])
    }
    for part in text.split(separator: "|", omittingEmptySubsequences: false) {
      let name = String(trimmed(part))
      if name == "noScroll" || (name.isEmpty && trimmed(text).isEmpty) {
        continue
      }
      guard let match = AppBarScrollFlags.names.first(where: { $0.name == name }) else {
        throw HeaderModelOptionsError.unknownScrollFlag(name)
      }
      flags.insert(match.flag)
    }
    self = flags
  }

  /// Android's spelling, `noScroll` when empty.
  public var description: String {
    let parts = AppBarScrollFlags.names.filter { contains($0.flag) }.map(\.name)
    return parts.isEmpty ? "noScroll" : parts.joined(separator: "|")
  }
}
