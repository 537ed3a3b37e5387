import SandboxStage
import SandboxFormats

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

  /// `--device NAME` as a profile (nil when not given); an unknown name is exit 64 listing the
  /// known ones.
  static func device(_ args: ScannedArguments) throws(CommandFailure) -> DeviceProfile? {
    guard let name = args.value("device") else { return nil }
    guard let profile = DeviceCatalog.profile(named: name) else {
      throw CommandFailure(
        .usage,
        "--device: expected one of \(DeviceCatalog.knownNames), found \"\(name)\"\n"
          + "(`header-sandbox devices` lists them)")
    }
    return profile
  }

  /// `script` on the device `--device` names, if any: its screen size and density replace the
  /// script's (the output scale stays).
  static func applyDevice(
    _ args: ScannedArguments, to script: inout EventScript
  ) throws(CommandFailure) {
    if let profile = try device(args) {
      script.viewport = profile.viewport(scale: script.viewport.scale)
    }
  }
}
