import HeaderEngine

/// What `header-sandbox params` prints: the parameters that act on a header model (every
/// parameter when none is named) with default, range, unit and help, as aligned text or JSON.
/// Built from each parameter's `ParameterScope`, so the listing and the panel's dimming agree.
public enum ParameterTable {
  /// The parameters acting on `model` (all when nil), in registry order.
  public static func parameters(actingOn model: HeaderModelName?) -> [Parameter] {
    guard let model else { return ParameterRegistry.all }
    return ParameterRegistry.all.filter {
      $0.scope.acts(on: model) && $0.scope.headerModels?.isEmpty != true
    }
  }

  /// The model named `name`, or nil.
  public static func model(named name: String) -> HeaderModelName? {
    HeaderModelName(rawValue: name)
  }

  /// The header model name closest to `name`: the first one it starts or is part of
  /// (`uikit` → `uikitLargeTitle`), else the nearest by edit distance, case-insensitive.
  public static func nearestModel(to name: String) -> HeaderModelName {
    let lowered = name.lowercased()
    if !lowered.isEmpty,
      let containing = HeaderModelName.allCases.first(where: {
        $0.rawValue.lowercased().contains(lowered)
      })
    {
      return containing
    }
    let target = Array(lowered)
    return HeaderModelName.allCases.min { a, b in
      ParameterRegistry.editDistance(target, Array(a.rawValue.lowercased()))
        < ParameterRegistry.editDistance(target, Array(b.rawValue.lowercased()))
    } ?? .mdc
  }

  /// The range cell: `0…400`, the choices joined by `|`, or `true|false`.
  static func range(_ parameter: Parameter) -> String {
    switch parameter.kind {
    case .choice(let names), .flags(let names): return names.joined(separator: "|")
    case .bool: return "true|false"
    case .text(let maximumLength): return "≤\(maximumLength) chars"
    case .color: return "#RRGGBB"
    case .optionalColor: return "#RRGGBB or empty"
    case .number, .integer, .bezier: return parameter.kind.rangeDescription
    }
  }

  /// Aligned columns: key, default, range, unit, (models when listing all,) help.
  public static func lines(model: HeaderModelName?) -> [String] {
    let list = parameters(actingOn: model)
    var rows = [["KEY", "DEFAULT", "RANGE", "UNIT"] + (model == nil ? ["MODELS"] : []) + ["HELP"]]
    for parameter in list {
      var row = [
        parameter.key, parameter.defaultValue.description, range(parameter), parameter.unit,
      ]
      if model == nil { row.append(parameter.scope.headerModelsText) }
      row.append(parameter.help + decelerationNote(parameter))
      rows.append(row)
    }
    let widths = (0..<rows[0].count - 1).map { column in
      rows.map { $0[column].count }.max() ?? 0
    }
    return rows.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        if column < widths.count {
          line += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
        } else {
          line += cell
        }
      }
      return line
    }
  }

  /// " (uikit, uikitFast deceleration only)" for a parameter tied to fling models.
  static func decelerationNote(_ parameter: Parameter) -> String {
    guard parameter.scope.decelerationModels != nil else { return "" }
    return " (\(parameter.scope.decelerationModelsText) deceleration only)"
  }

  /// `{"model": …, "parameters": [{key, label, default, range, unit, help, headerModels,
  /// decelerationModels}, …]}`; `headerModels`/`decelerationModels` are `"all"` or a list.
  public static func json(model: HeaderModelName?) -> String {
    let items = parameters(actingOn: model).map { parameter -> JSONValue in
      var members = [
        JSONMember("key", .string(parameter.key)),
        JSONMember("label", .string(parameter.label)),
        JSONMember("default", parameter.defaultValue.json),
      ]
      switch parameter.kind {
      case .number(let range, _):
        members.append(
          JSONMember("range", .array([.number(range.lowerBound), .number(range.upperBound)])))
      case .integer(let range):
        members.append(
          JSONMember(
            "range", .array([.number(Double(range.lowerBound)), .number(Double(range.upperBound))]))
        )
      case .choice(let names), .flags(let names):
        members.append(JSONMember("choices", .array(names.map { .string($0) })))
      case .bool, .text, .color, .optionalColor, .bezier:
        break
      }
      members += [
        JSONMember("type", .string(parameter.kind.typeDescription.replacing(" \\| ", with: "|"))),
        JSONMember("unit", .string(parameter.unit)),
        JSONMember("help", .string(parameter.help)),
        JSONMember(
          "headerModels",
          list(parameter.scope.headerModels == nil, parameter.scope.headerModelList.map(\.rawValue))
        ),
        JSONMember(
          "decelerationModels",
          list(
            parameter.scope.decelerationModels == nil,
            parameter.scope.decelerationModelList.map(\.rawValue))),
      ]
      return .object(members)
    }
    return JSONSerializer.serialize(
      .object([
        JSONMember("model", model.map { .string($0.rawValue) } ?? .null),
        JSONMember("parameters", .array(items)),
      ]))
  }

  private static func list(_ all: Bool, _ names: [String]) -> JSONValue {
    all ? .string("all") : .array(names.map { .string($0) })
  }
}
