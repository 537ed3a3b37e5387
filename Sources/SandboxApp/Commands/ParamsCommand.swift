import HeaderEngine
import SandboxStage
import SandboxFormats

/// `header-sandbox params [--model NAME] [--json]`: the parameters that act on a header model
/// (every parameter, with the models each acts on, when none is named), from the registry's
/// scopes (`ParameterTable`). An unknown model is exit 64 naming the nearest one.
enum ParamsCommand {
  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.params.usageLine
    _ = try ArgumentRules.positionals(args, count: 0, what: "no arguments", usage: usage)
    var model: HeaderModelName?
    if let name = args.value("model") {
      guard let found = ParameterTable.model(named: name) else {
        let names = HeaderModelName.allCases.map(\.rawValue).joined(separator: ", ")
        throw CommandFailure(
          .usage,
          "--model: expected one of \(names), found \"\(name)\" (did you mean "
            + "\(ParameterTable.nearestModel(to: name).rawValue)?)\n\(usage)")
      }
      model = found
    }
    if args.has("json") {
      Console.out(ParameterTable.json(model: model))
    } else {
      for line in ParameterTable.lines(model: model) { Console.outLine(line) }
    }
  }
}
