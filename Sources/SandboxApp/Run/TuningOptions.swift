import SandboxStage
import SandboxFormats

/// The `--preset`, `--config` and `--set` flags of a command, with `--set` already validated.
public struct TuningOptions: Sendable {
  /// `--preset NAME`, if given.
  public var presetName: String?
  /// `--config FILE`, if given.
  public var configPath: String?
  /// Every `--set key=value`, parsed and range-checked, in command-line order.
  public var overrides: ConfigLayer

  /// Options given directly (tests, the window's reload).
  public init(
    presetName: String? = nil, configPath: String? = nil, overrides: ConfigLayer = .init()
  ) {
    self.presetName = presetName
    self.configPath = configPath
    self.overrides = overrides
  }

  /// Reads the flags; a malformed or out-of-range `--set` is a usage error (exit 64).
  public init(_ arguments: ScannedArguments) throws(CommandFailure) {
    presetName = arguments.value("preset")
    configPath = arguments.value("config")
    do {
      overrides = try SetOverride.parse(arguments.values["set"] ?? [])
    } catch {
      throw CommandFailure(ExitCode(dataError: error), error.description)
    }
  }
}

extension ExitCode {
  /// The exit code a `DataError` maps to (64, 65 or 66).
  init(dataError: DataError) {
    self = ExitCode(rawValue: dataError.exitCode) ?? .dataError
  }
}
