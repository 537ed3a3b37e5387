/// Runs one parsed subcommand: the dispatcher, at the top of the app's folders (it names every
/// command, so nothing below may name it).
enum CommandRunner {
  static func run(_ command: Subcommand, _ args: ScannedArguments) throws(CommandFailure) {
    switch command {
    case .trace: try TraceCommand.run(args)
    case .check: try CheckCommand.run(args)
    case .presets: try PresetsCommand.run(args)
    case .devices: try DevicesCommand.run(args)
    case .params: try ParamsCommand.run(args)
    case .export: try ExportCommand.run(args)
    case .window: try WindowCommand.run(args)
    case .open: try WindowCommand.runSession(args)
    case .review: try ReviewCommand.run(args)
    case .render: try RenderCommand.run(args)
    case .bench: try BenchCommand.run(args)
    case .measure: try MeasureCommand.run(args)
    case .fit: try FitCommand.run(args)
    }
  }
}
