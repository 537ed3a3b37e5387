import SandboxFormats
import Testing

@testable import SandboxStage

/// A typed key seen without its value type, so the test can walk `Param` by reflection: the
/// namespace is the declaration, and a hand-written list here would be a second copy of it.
private protocol AnyParameterKey: Sendable {
  var name: String { get }
  /// Sets a valid non-default value through the typed setter and reads it back through the
  /// typed subscript; returns a failure message, or nil.
  func roundTripFailure() -> String?
  /// The enum's raw values when the value type is a `ParameterChoice`, else nil.
  var enumChoices: [String]? { get }
}

extension ParameterKey: AnyParameterKey {
  func roundTripFailure() -> String? {
    guard let parameter = ParameterRegistry.parameter(name) else { return "not in the registry" }
    guard let stored = ParameterKeyTests.otherValue(for: parameter) else {
      return "no value other than the default"
    }
    guard let typed = Value(parameterValue: stored) else {
      return "\(stored) does not read as \(Value.self) (kind \(parameter.kind))"
    }
    guard Value(parameterValue: parameter.defaultValue) != nil else {
      return "default \(parameter.defaultValue) does not read as \(Value.self)"
    }
    var values = ConfigValues()
    do {
      try values.set(self, to: typed, source: "test")
    } catch {
      return "set \(stored): \(error)"
    }
    if values[self] != typed { return "read \(values[self]) after setting \(typed)" }
    if values[name] != stored { return "stored \(String(describing: values[name]))" }
    return nil
  }

  var enumChoices: [String]? {
    func names<Choice: ParameterChoice>(_: Choice.Type) -> [String] { Choice.choiceNames }
    guard let choice = Value.self as? any ParameterChoice.Type else { return nil }
    return names(choice)
  }
}

@Suite struct ParameterKeyTests {
  /// Every `ParameterKey` declared in `Param`, found by reflection.
  fileprivate static let declaredKeys: [any AnyParameterKey] = {
    func collect(_ subject: Any) -> [any AnyParameterKey] {
      if let key = subject as? any AnyParameterKey { return [key] }
      return Mirror(reflecting: subject).children.flatMap { collect($0.value) }
    }
    let sections: [Any] = [
      Param.header, Param.scroll, Param.wheel, Param.content, Param.statusBar, Param.theme,
      Param.view, Param.appBarLayout, Param.composeM3, Param.sliverAppBar, Param.uikitLargeTitle,
      Param.web,
    ]
    return sections.flatMap { collect($0) }
  }()

  /// A valid value for `parameter` that is not its default.
  static func otherValue(for parameter: Parameter) -> ParameterValue? {
    let candidates: [ParameterValue]
    switch parameter.kind {
    case .number(let range, _): candidates = [.number(range.upperBound), .number(range.lowerBound)]
    case .integer(let range):
      candidates = [.number(Double(range.upperBound)), .number(Double(range.lowerBound))]
    case .bool: candidates = [.bool(true), .bool(false)]
    case .choice(let choices): candidates = choices.map { .string($0) }
    case .text: candidates = [.string("10:09"), .string("")]
    case .bezier: candidates = [.numbers([0.25, 0.1, 0.25, 1]), .numbers([0, 0, 1, 1])]
    case .flags(let names): candidates = names.map { .string($0) }
    case .color: candidates = [.string("#102030"), .string("#FFFFFF")]
    case .optionalColor: candidates = [.string("#6750A4"), .string("")]
    }
    return candidates.first { $0 != parameter.defaultValue && parameter.violation(of: $0) == nil }
  }

  @Test func everyRegistryEntryHasExactlyOneTypedKey() {
    let names = Self.declaredKeys.map(\.name)
    #expect(Set(names).count == names.count, "a key is declared twice in Param")
    // Same order too: Param reads like the registry, section by section.
    #expect(names == ParameterRegistry.keys)
  }

  @Test(arguments: ParameterKeyTests.declaredKeys.map(\.name))
  func typedKeyRoundTrips(_ name: String) throws {
    let key = try #require(Self.declaredKeys.first { $0.name == name })
    #expect(key.roundTripFailure() == nil, "\(name): \(key.roundTripFailure() ?? "")")
  }

  @Test func choicesAreTheEnumsCases() throws {
    var choiceKeys = 0
    for key in Self.declaredKeys {
      let parameter = try #require(ParameterRegistry.parameter(key.name))
      if case .choice(let choices) = parameter.kind {
        choiceKeys += 1
        #expect(choices == key.enumChoices, "\(key.name)")
      } else {
        #expect(key.enumChoices == nil, "\(key.name) is an enum but not a choice")
      }
    }
    #expect(choiceKeys == 17)
  }
}
