import Foundation
import MotionPhysics
import SandboxFormats

/// Converts the registry's spring keys (the edge spring's, the shift spring's) to and from the
/// dialects: the one home of that arithmetic for the settings, the panel and the copy-out.
public enum SpringConversion {
  /// The spring the three `keys` of `values` describe; throws when they are not a valid spring.
  public static func describe(_ values: ConfigValues, _ keys: Param.SpringKeys) throws
    -> SpringDescription
  {
    try SpringDescription(
      mass: values[keys.mass], stiffness: values[keys.stiffness],
      dampingRatio: values[keys.dampingRatio])
  }

  /// The spring `keys` (default: the edge spring) describe in `values`; nil only if the registry
  /// values were invalid.
  public static func spring(_ values: ConfigValues, _ keys: Param.SpringKeys = Param.scroll.bounce)
    -> SpringDescription?
  {
    try? describe(values, keys)
  }

  /// The value of `field` for `spring`; nil when the dialect cannot express it (Pop).
  public static func value(_ field: SpringField, of spring: SpringDescription) -> Double? {
    switch field {
    case .stiffness: return spring.stiffness
    case .damping: return spring.damping
    case .mass: return spring.mass
    case .response: return ResponseSpring(spring).response
    case .dampingFraction: return ResponseSpring(spring).dampingFraction
    case .duration: return DurationBounceSpring(spring).duration
    case .bounce: return DurationBounceSpring(spring).bounce
    case .tension: return OrigamiSpring(spring).tension
    case .friction: return OrigamiSpring(spring).friction
    case .bounciness: return (try? PopSpring(spring))?.bounciness
    case .speed: return (try? PopSpring(spring))?.speed
    }
  }

  /// The spring after setting `field` to `newValue` in its dialect, keeping the dialect's other
  /// numbers; nil when the combination is not a valid spring.
  public static func spring(
    setting field: SpringField, to newValue: Double, from spring: SpringDescription
  ) -> SpringDescription? {
    func other(_ f: SpringField) -> Double { value(f, of: spring) ?? f.range.lowerBound }
    switch field {
    case .stiffness:
      return try? SpringDescription(
        mass: spring.mass, stiffness: newValue, damping: spring.damping)
    case .damping:
      return try? SpringDescription(
        mass: spring.mass, stiffness: spring.stiffness, damping: newValue)
    case .mass:
      return try? SpringDescription(
        mass: newValue, stiffness: spring.stiffness, damping: spring.damping)
    case .response:
      return try? ResponseSpring(response: newValue, dampingFraction: other(.dampingFraction))
        .springDescription()
    case .dampingFraction:
      return try? ResponseSpring(response: other(.response), dampingFraction: newValue)
        .springDescription()
    case .duration:
      return try? DurationBounceSpring(duration: newValue, bounce: other(.bounce))
        .springDescription()
    case .bounce:
      return try? DurationBounceSpring(duration: other(.duration), bounce: newValue)
        .springDescription()
    case .tension:
      return try? OrigamiSpring(tension: newValue, friction: other(.friction)).springDescription()
    case .friction:
      return try? OrigamiSpring(tension: other(.tension), friction: newValue).springDescription()
    case .bounciness:
      return try? PopSpring(bounciness: newValue, speed: other(.speed)).springDescription()
    case .speed:
      return try? PopSpring(bounciness: other(.bounciness), speed: newValue).springDescription()
    }
  }

  /// Registry assignments for `spring`, clamped into the registry's ranges.
  ///
  /// Mass-1 dialects (response, duration, Origami, Pop) describe a motion, not a mass: the
  /// current mass is kept and the stiffness scaled by it, so ω and ζ — the motion — match.
  public static func assignments(
    for spring: SpringDescription, keepingMass mass: Double, dialect: SpringDialect,
    keys: Param.SpringKeys = Param.scroll.bounce
  ) -> [(key: String, value: ParameterValue)] {
    let keepsMass = dialect == .registry || dialect == .physical
    let m = keepsMass ? spring.mass : mass
    let omega = spring.naturalFrequency
    let stiffness = m * omega * omega
    return [
      clamped(m, keys.mass), clamped(stiffness, keys.stiffness),
      clamped(spring.dampingRatio, keys.dampingRatio),
    ]
  }

  private static func clamped(_ value: Double, _ key: ParameterKey<Double>) -> (
    key: String, value: ParameterValue
  ) {
    (key.name, .number(clamp(value, key)))
  }

  private static func clamp(_ value: Double, _ key: ParameterKey<Double>) -> Double {
    guard let parameter = ParameterRegistry.parameter(key.name),
      case .number(let range, _) = parameter.kind
    else { return value }
    guard value.isFinite else { return range.lowerBound }
    return min(max(value, range.lowerBound), range.upperBound)
  }
}
