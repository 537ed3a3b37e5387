/// How a spring returns to rest, from its damping ratio.
///
/// Mirrors Flutter `SpringType`.
public enum SpringType: String, Sendable, Hashable, Codable, CaseIterable {
  /// ζ = 1: fastest return without overshoot.
  case criticallyDamped
  /// ζ < 1: oscillates around the target with a decaying envelope.
  case underDamped
  /// ζ > 1: creeps to the target without overshoot.
  case overDamped
}
