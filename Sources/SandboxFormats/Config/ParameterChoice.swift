import HeaderEngine
import MotionPhysics

/// An enum a choice parameter takes: its raw values are the choice names (a config-file
/// contract) and `allCases` is the choice list, in display order, so the registry never re-spells
/// an enum.
public protocol ParameterChoice: ParameterValueConvertible, CaseIterable, RawRepresentable
where RawValue == String {}

extension ParameterChoice {
  /// The choice names in declaration order.
  public static var choiceNames: [String] { allCases.map(\.rawValue) }

  public var parameterValue: ParameterValue { .string(rawValue) }

  public init?(parameterValue: ParameterValue) {
    guard case .string(let name) = parameterValue, let value = Self(rawValue: name) else {
      return nil
    }
    self = value
  }
}

extension ShiftBehavior: ParameterChoice {}
extension HeaderContentImportance: ParameterChoice {}
extension ShiftAnimationMode: ParameterChoice {}
extension DecelerationModelName: ParameterChoice {}
extension ChromiumCurve: ParameterChoice {}
extension VelocityTrackerKind: ParameterChoice {}
extension HeaderModelName: ParameterChoice {}
extension ComposeScrollBehavior: ParameterChoice {}
extension SliverAppBarVariant: ParameterChoice {}
extension WebPattern: ParameterChoice {}
extension WebTimingFunction: ParameterChoice {}
extension TitleStyle: ParameterChoice {}
extension ThemeMode: ParameterChoice {}
extension ThemeSkin: ParameterChoice {}
extension ElevationStyle: ParameterChoice {}
