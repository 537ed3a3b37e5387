/// The checks commands share on their scanned arguments, each failing with exit 64 and the
/// command's usage.
enum ArgumentRules {
  /// Fails with exit 64 unless `value` is nil or one of `allowed`; returns it or `allowed[0]`.
  static func choice(
    _ value: String?, flag: String, allowed: [String], usage: String
  ) throws(CommandFailure) -> String {
    guard let value else { return allowed[0] }
    guard allowed.contains(value) else {
      throw CommandFailure(
        .usage,
        "--\(flag): expected one of \(allowed.joined(separator: ", ")), found \"\(value)\"\n\(usage)"
      )
    }
    return value
  }

  /// Fails with exit 64 unless exactly `count` positional arguments were given.
  static func positionals(
    _ args: ScannedArguments, count: Int, what: String, usage: String
  ) throws(CommandFailure) -> [String] {
    guard args.positionals.count == count else {
      let found =
        args.positionals.isEmpty
        ? "none" : args.positionals.map { "'\($0)'" }.joined(separator: " ")
      throw CommandFailure(.usage, "expected \(what), found \(found)\n\(usage)")
    }
    return args.positionals
  }
}
