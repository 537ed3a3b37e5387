/// The typed handle of one registry parameter: its dotted key and the Swift type its value reads
/// as. Every handle is declared once, in `Param`, and the registry declares each parameter with
/// it, so reading a value (`values[Param.header.minimumHeight]`) cannot misspell the key or
/// mistake its type.
public struct ParameterKey<Value: ParameterValueConvertible>: Hashable, Sendable,
  CustomStringConvertible
{
  /// Dotted key, also the nested path in config files and the `--set` name: `header.minimumHeight`.
  public let name: String

  /// Internal so that handles exist only where `Param` declares them.
  init(_ name: String) {
    self.name = name
  }

  public var description: String { name }
}
