/// A model option that cannot be used.
public enum HeaderModelOptionsError: Error, Equatable, CustomStringConvertible {
  /// `appBarLayout.scrollFlags` names a flag Android does not have.
  case unknownScrollFlag(String)

  public var description: String {
    switch self {
    case .unknownScrollFlag(let name):
      let known = AppBarScrollFlags.names.map(\.name).joined(separator: ", ")
      return
        "unknown scroll flag \"\(name)\": expected flags joined by | from \(known) (or noScroll)"
    }
  }
}
