import PhoneSimulation
import SandboxFormats

/// One combination of the discrete choices (deceleration model, header model and its options)
/// with the continuous parameters fitted under it.
public struct FitCandidate: Sendable, Equatable {
  /// The discrete assignments, in the order they are applied (`scroll.deceleration` first).
  public var choices: [(key: String, value: String)]
  /// What is varied under these choices.
  public var parameters: [FitParameter]

  public init(choices: [(key: String, value: String)], parameters: [FitParameter]) {
    self.choices = choices
    self.parameters = parameters
  }

  /// `scroll.deceleration=uikit header.shiftBehavior=enabled`, or `as configured`.
  public var label: String {
    choices.isEmpty
      ? "as configured" : choices.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
  }

  /// `base` with the choices applied; nil when a choice is not accepted.
  public func values(over base: ConfigValues) -> ConfigValues? {
    var values = base
    for choice in choices {
      guard let parameter = ParameterRegistry.parameter(choice.key),
        let value = parameter.value(fromText: choice.value),
        (try? values.set(key: choice.key, value: value, source: "fit")) != nil
      else { return nil }
    }
    return values
  }

  public static func == (a: FitCandidate, b: FitCandidate) -> Bool {
    a.choices.map { "\($0.key)=\($0.value)" } == b.choices.map { "\($0.key)=\($0.value)" }
      && a.parameters == b.parameters
  }
}
