/// A location inside a JSON document, rendered the way error messages show it: `events[3].x`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step: an object member or an array index.
  public enum Component: Hashable, Sendable {
    /// An object member name.
    case key(String)
    /// A zero-based array index.
    case index(Int)
  }

  /// The steps from the document root.
  public var components: [Component]

  /// The document root (renders as an empty string).
  public static let root = JSONPath(components: [])

  /// Creates a path from its steps.
  public init(components: [Component]) { self.components = components }

  /// This path extended by an object member.
  public func appending(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// This path extended by an array index.
  public func appending(_ index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  /// Dotted keys and bracketed indices: `events[3].x`, `header.minimumHeight`.
  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key):
        if !text.isEmpty { text += "." }
        text += key
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }
}
