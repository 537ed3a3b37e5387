import MotionPhysics

/// Where UIKit's inline title is in its timed fade: UIKit starts fading it in when the large
/// title has gone under the bar and out when it comes back, and the fade then runs on by time,
/// whatever the scroll does. The scene knows no clock, so the simulation hands over the time
/// since the last crossing (`elapsed`) and the opacity the fade started from; the drawing turns
/// them into an opacity here.
public struct InlineTitleFade: Sendable, Equatable {
  /// The fade's length, seconds: Core Animation's default animation duration, 0.25 s
  /// (`CATransaction.animationDuration`), which UIKit's title transitions run on; issue 35's
  /// measurements of UIKit put the fade at 0.2–0.25 s (Flutter's re-creation uses 150 ms,
  /// `_kNavBarTitleFadeDuration`).
  public static let duration = 0.25
  /// The fade's timing: UIKit's default `.easeInOut` (0.42, 0, 0.58, 1).
  static let curve = CubicBezier.easeInOut

  /// Whether the inline title is fading in (the large title is under the bar) or out.
  public var showing: Bool
  /// Its opacity when this fade began: a crossing back mid-fade starts from where the title was.
  public var startAlpha: Double
  /// Seconds since the crossing that began this fade.
  public var elapsed: Double

  public init(showing: Bool, startAlpha: Double, elapsed: Double) {
    self.showing = showing
    self.startAlpha = startAlpha
    self.elapsed = elapsed
  }

  /// A fade long over: the title fully in (`showing`) or out.
  public static func settled(showing: Bool) -> InlineTitleFade {
    InlineTitleFade(showing: showing, startAlpha: showing ? 1 : 0, elapsed: .infinity)
  }

  /// The inline title's opacity, 0…1.
  public var alpha: Double {
    let target = showing ? 1.0 : 0.0
    let start = unit(startAlpha)
    guard elapsed.isFinite else { return elapsed > 0 ? target : start }
    let progress = InlineTitleFade.curve.value(at: unit(elapsed / InlineTitleFade.duration))
    return start + (target - start) * progress
  }

  /// Whether the fade has run its course.
  public var isFinished: Bool { !(elapsed < InlineTitleFade.duration) }
}
