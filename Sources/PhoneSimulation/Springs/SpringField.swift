/// One number of a spring dialect, with the slider range the panel offers for it.
public enum SpringField: String, CaseIterable, Sendable, Hashable {
  case stiffness, damping, mass, response, dampingFraction, duration, bounce, tension, friction
  case bounciness, speed

  /// Row label.
  public var label: String {
    switch self {
    case .stiffness: return "Stiffness"
    case .damping: return "Damping"
    case .mass: return "Mass"
    case .response: return "Response"
    case .dampingFraction: return "Damping fraction"
    case .duration: return "Duration"
    case .bounce: return "Bounce"
    case .tension: return "Tension"
    case .friction: return "Friction"
    case .bounciness: return "Bounciness"
    case .speed: return "Speed"
    }
  }

  /// The dialect this field belongs to (the physical one for stiffness, damping and mass).
  public var dialect: SpringDialect? {
    SpringDialect.allCases.first { $0 != .registry && $0.fields.contains(self) }
  }

  /// Unit shown after the value.
  public var unit: String {
    switch self {
    case .response, .duration: return "s"
    case .stiffness: return "N/m"
    case .mass: return "kg"
    case .damping: return "N·s/m"
    default: return ""
    }
  }

  /// Slider range. Chosen to cover the registry's stiffness 1…2000 and damping ratio 0.1…3 at
  /// mass 1; values outside what the registry accepts are clamped when converted back.
  public var range: ClosedRange<Double> {
    switch self {
    case .stiffness: return 1...2000
    case .damping: return 0...200
    case .mass: return 0.1...10
    case .response, .duration: return 0.05...5
    case .dampingFraction: return 0.1...3
    // ζ = 1/(1+b) ≤ 3 needs b ≥ −2/3; ζ = 1−b ≥ 0.1 needs b ≤ 0.9.
    case .bounce: return -0.65...0.9
    // Origami tension 1…500 spans stiffness ≈ 1…1898 (Rebound's configurator offers 0…500).
    case .tension: return 1...500
    // Rebound `SpringConfiguratorView` friction slider range 0…100.
    case .friction: return 0...100
    // Pop's documented 0…20 for both.
    case .bounciness, .speed: return 0...20
    }
  }

  /// Slider step.
  public var step: Double {
    switch self {
    case .stiffness, .tension: return 1
    case .damping, .friction, .bounciness, .speed: return 0.1
    case .mass: return 0.1
    case .response, .duration, .dampingFraction, .bounce: return 0.01
    }
  }
}
