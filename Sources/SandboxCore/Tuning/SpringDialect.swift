/// The vocabularies a spring can be read and edited in. The registry stores the edge spring as
/// mass / stiffness / damping ratio; every other dialect is a live conversion of those three.
public enum SpringDialect: String, CaseIterable, Sendable, Hashable {
  /// The registry's own keys: stiffness, damping ratio, mass.
  case registry
  /// Physics textbook / Framer: stiffness, damping coefficient, mass.
  case physical
  /// SwiftUI `spring(response:dampingFraction:)`.
  case response
  /// SwiftUI `Spring(duration:bounce:)` / Flutter `withDurationAndBounce`.
  case durationBounce
  /// Origami / Rebound tension and friction.
  case origami
  /// Pop / Origami "Bouncy" bounciness and speed.
  case pop

  /// Registry keys of the edge spring the dialects convert to and from.
  public static let stiffnessKey = "scroll.bounce.stiffness"
  public static let dampingRatioKey = "scroll.bounce.dampingRatio"
  public static let massKey = "scroll.bounce.mass"
  /// The three spring keys, which the panel replaces by dialect rows when a dialect is chosen.
  public static let springKeys: Set<String> = [stiffnessKey, dampingRatioKey, massKey]

  /// Short name on the dialect selector chip.
  public var chipTitle: String {
    switch self {
    case .registry: return "k ζ m"
    case .physical: return "k c m"
    case .response: return "resp"
    case .durationBounce: return "dur"
    case .origami: return "T/F"
    case .pop: return "pop"
    }
  }

  /// The fields this dialect edits; empty for `.registry`, whose rows are the registry's own.
  public var fields: [SpringField] {
    switch self {
    case .registry: return []
    case .physical: return [.stiffness, .damping, .mass]
    case .response: return [.response, .dampingFraction]
    case .durationBounce: return [.duration, .bounce]
    case .origami: return [.tension, .friction]
    case .pop: return [.bounciness, .speed]
    }
  }
}
