import SandboxFormats

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

  /// The edge spring's three keys (`Param.scroll.bounce`), which the panel replaces by dialect
  /// rows when a dialect is chosen, in registry order.
  public static let springKeys: [String] = [
    Param.scroll.bounce.stiffness.name, Param.scroll.bounce.dampingRatio.name,
    Param.scroll.bounce.mass.name,
  ]

  /// Every spring the registry stores as stiffness / damping ratio / mass, in panel order: the
  /// edge spring and the spring shift animation. Each gets the dialect rows.
  public static let springs: [Param.SpringKeys] = [Param.scroll.bounce, Param.header.shiftSpring]

  /// The spring whose keys include `key`, if any.
  public static func spring(containing key: String) -> Param.SpringKeys? {
    springs.first { $0.names.contains(key) }
  }

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
