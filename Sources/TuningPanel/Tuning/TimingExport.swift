import Foundation
import MotionPhysics
import SandboxFormats

/// The shift animation's curve or spring written as code for the platforms a designer hands it
/// to: pure formatting, so the panel's copy-out, the log line and the tests read the same text.
public enum TimingExport {
  /// A target platform (or language) of the copy-out.
  public enum Format: String, CaseIterable, Sendable, Hashable {
    /// CSS `cubic-bezier(…)` (no spring: CSS has none).
    case css
    /// UIKit `UICubicTimingParameters` / `UISpringTimingParameters`.
    case uikit
    /// Jetpack Compose `CubicBezierEasing` / `spring(…)`.
    case compose
    /// Flutter `Cubic` / `SpringDescription`.
    case flutter

    /// Chip title.
    public var title: String {
      switch self {
      case .css: return "CSS"
      case .uikit: return "UIKit"
      case .compose: return "Compose"
      case .flutter: return "Flutter"
      }
    }
  }

  /// `curve` in `format`: `cubic-bezier(0, 0, 0.58, 1)`,
  /// `UICubicTimingParameters(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: …)`,
  /// `CubicBezierEasing(0f, 0f, 0.58f, 1f)`, `Cubic(0.0, 0.0, 0.58, 1.0)`.
  public static func text(_ format: Format, curve: CubicBezier) -> String {
    let p = [curve.x1, curve.y1, curve.x2, curve.y2]
    switch format {
    case .css:
      return "cubic-bezier(" + p.map(plain).joined(separator: ", ") + ")"
    case .uikit:
      return
        "UICubicTimingParameters(controlPoint1: CGPoint(x: \(plain(p[0])), y: \(plain(p[1]))), "
        + "controlPoint2: CGPoint(x: \(plain(p[2])), y: \(plain(p[3]))))"
    case .compose:
      return "CubicBezierEasing(" + p.map(kotlin).joined(separator: ", ") + ")"
    case .flutter:
      return "Cubic(" + p.map(dart).joined(separator: ", ") + ")"
    }
  }

  /// `spring` in `format`; nil for CSS, which has no spring timing function.
  ///
  /// UIKit and Flutter take mass, stiffness and damping coefficient as they are. Compose's
  /// `spring(dampingRatio, stiffness)` has unit mass, so its stiffness is k/m: the same motion.
  public static func text(_ format: Format, spring: SpringDescription) -> String? {
    switch format {
    case .css:
      return nil
    case .uikit:
      return "UISpringTimingParameters(mass: \(plain(spring.mass)), "
        + "stiffness: \(plain(spring.stiffness)), damping: \(plain(spring.damping)), "
        + "initialVelocity: CGVector(dx: 0, dy: 0))"
    case .compose:
      return "spring(dampingRatio = \(kotlin(spring.dampingRatio)), "
        + "stiffness = \(kotlin(spring.stiffness / spring.mass)))"
    case .flutter:
      return "SpringDescription(mass: \(dart(spring.mass)), "
        + "stiffness: \(dart(spring.stiffness)), damping: \(dart(spring.damping)))"
    }
  }

  /// Rounded to 4 decimals, shortest form: `0.58`, `1`, `-0.25`.
  public static func plain(_ value: Double) -> String {
    JSONSerializer.format((value * 10_000).rounded() / 10_000)
  }

  /// A Kotlin `Float` literal: `0.58f`, `1f`.
  static func kotlin(_ value: Double) -> String { plain(value) + "f" }

  /// A Dart `double` literal, which needs its decimal point: `0.58`, `1.0`.
  static func dart(_ value: Double) -> String {
    let text = plain(value)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }
}
