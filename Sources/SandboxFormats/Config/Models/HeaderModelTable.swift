import HeaderEngine

/// The header models the sandbox offers, in display order: the one list every layer above the
/// engine reads (the parameters and their sections, the settings, skins, hand-off, fits).
public enum HeaderModelTable {
  /// Every model's descriptor, MDC first.
  public static let all: [HeaderModelDescriptor] = [
    .mdc, .appBarLayout, .composeM3, .sliverAppBar, .uikitLargeTitle, .web,
  ]

  private static let index: [HeaderModelName: Int] = Dictionary(
    uniqueKeysWithValues: all.enumerated().map { ($0.element.name, $0.offset) })

  /// The descriptor of `model` (every `HeaderModelName` has one; a test checks).
  public static func descriptor(_ model: HeaderModelName) -> HeaderModelDescriptor {
    guard let position = index[model] else {
      preconditionFailure("\(model) has no descriptor in HeaderModelTable.all")
    }
    return all[position]
  }

  /// The models' own sections of the parameters, in display order, with their titles.
  static var sections: [(key: String, title: String)] {
    all.compactMap { model in model.sectionTitle.map { (model.name.rawValue, $0) } }
  }

  /// Every model's own parameters, section after section.
  static var parameters: [Parameter] { all.flatMap(\.parameters) }

  /// Every model's options read from `values`, with `header.model` and `header.platformQuirks`.
  public static func options(from values: ConfigValues) throws -> HeaderModelOptions {
    var options = HeaderModelOptions(
      model: values[Param.header.model], platformQuirks: values[Param.header.platformQuirks])
    for model in all { try model.readOptions(values, &options) }
    return options
  }
}
