/// Selectable velocity estimators. The raw values are a configuration contract.
public enum VelocityTrackerKind: String, CaseIterable, Codable, Sendable {
  /// Least-squares quadratic over the last 100 ms (Flutter `VelocityTracker`, Android LSQ2).
  case leastSquares
  /// Weighted average of the last three segment velocities (Flutter
  /// `IOSScrollViewFlingVelocityTracker`).
  case ios

  /// A fresh tracker of this kind.
  public func makeTracker() -> any VelocityTracker {
    switch self {
    case .leastSquares: return LeastSquaresVelocityTracker()
    case .ios: return IOSVelocityTracker()
    }
  }
}
