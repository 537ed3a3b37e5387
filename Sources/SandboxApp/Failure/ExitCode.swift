/// Process exit codes, after BSD `sysexits.h`, as documented in the README.
public enum ExitCode: Int32, Sendable {
  /// Success.
  case ok = 0
  /// A check failed: `check` found problems, or `fit` found only a poor fit (without
  /// `--accept-poor`).
  case checkFailed = 1
  /// Usage error: unknown flag, bad flag value, unknown or out-of-range `--set` key (EX_USAGE).
  case usage = 64
  /// Bad data in a script or config file (EX_DATAERR).
  case dataError = 65
  /// An input file does not exist or cannot be read (EX_NOINPUT).
  case noInput = 66
  /// Something the run needs is unavailable: display, font, ffmpeg, renderer (EX_UNAVAILABLE).
  case unavailable = 69
  /// An internal error (EX_SOFTWARE).
  case software = 70
  /// An output could not be written (EX_IOERR).
  case ioError = 74
  /// Interrupted by SIGINT or SIGTERM (128 + SIGINT).
  case interrupted = 130
}

/// An error that ends the program with a message and an exit code.
public struct CommandFailure: Error, CustomStringConvertible, Sendable {
  public var code: ExitCode
  public var message: String

  public init(_ code: ExitCode, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }
}
