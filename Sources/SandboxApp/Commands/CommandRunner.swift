/// Runs one parsed subcommand.
enum CommandRunner {
  static func run(_ command: Subcommand, _ args: ScannedArguments) throws(CommandFailure) {
    switch command {
    default:
      throw CommandFailure(.software, "'\(command.rawValue)' is not available in this build")
    }
  }
}
