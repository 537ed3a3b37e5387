import PhoneDrawing

/// When the scroll indicator shows: it fades in when the content starts moving, stays while it
/// moves and for the style's delay after, then fades out. A pure function of simulation time:
/// the sandbox records, tick by tick, whether the offset moved.
public struct ScrollIndicatorFade: Sendable, Equatable {
  /// When the current (or last) run of movement started, and the last tick that moved; nil
  /// before anything has moved.
  public private(set) var motionStart: Double?
  public private(set) var lastMotion: Double?

  public init() {}

  /// Notes the tick at `time`: whether the content moved during it. Movement while the
  /// indicator still shows (or is fading) continues the run and shows it fully again, as UIKit
  /// and Android do; movement after it has gone starts a new run that fades in.
  public mutating func record(moved: Bool, at time: Double, style: ScrollIndicatorStyle) {
    guard moved else { return }
    let stillShown = lastMotion.map { time - $0 < style.delay + style.fadeOut } ?? false
    if !stillShown { motionStart = time }
    lastMotion = time
  }

  /// Whether the indicator has faded out completely by `time` (nothing left to draw).
  public func isHidden(at time: Double, style: ScrollIndicatorStyle) -> Bool {
    alpha(at: time, style: style) == 0
  }

  /// The indicator's opacity (0…1) at `time`.
  public func alpha(at time: Double, style: ScrollIndicatorStyle) -> Double {
    guard let start = motionStart, let last = lastMotion, time.isFinite else { return 0 }
    let fadeIn = style.fadeIn > 0 ? min(max((time - start) / style.fadeIn, 0), 1) : 1
    let sinceLast = time - last
    guard sinceLast > style.delay else { return fadeIn }
    guard sinceLast < style.delay + style.fadeOut else { return 0 }
    return fadeIn * max(0, 1 - (sinceLast - style.delay) / style.fadeOut)
  }
}
