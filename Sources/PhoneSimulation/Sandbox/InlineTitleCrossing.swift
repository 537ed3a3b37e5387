import PhoneDrawing

/// When the iOS large title last crossed the bar's bottom, and which way: the clock behind the
/// inline title's timed fade (`InlineTitleFade`). The sandbox records, tick by tick, whether the
/// large title is under the bar; the scene gets the time since the crossing.
public struct InlineTitleCrossing: Sendable, Equatable {
  /// Whether the large title was under the bar at the last tick recorded.
  public private(set) var largeTitleUnder: Bool
  /// The inline title's opacity when the current fade began, and when that was; nil before any
  /// crossing (the title rests where it started).
  public private(set) var startAlpha: Double
  public private(set) var time: Double?

  /// A bar at rest: the inline title fully in when the large title starts under the bar.
  public init(largeTitleUnder: Bool) {
    self.largeTitleUnder = largeTitleUnder
    startAlpha = largeTitleUnder ? 1 : 0
    time = nil
  }

  /// Notes the tick at `now`: whether the large title is under the bar. A change starts a fade
  /// from the inline title's opacity at that moment (a crossing back mid-fade turns it round).
  public mutating func record(largeTitleUnder under: Bool, at now: Double) {
    guard under != largeTitleUnder, now.isFinite else { return }
    startAlpha = fade(at: now).alpha
    largeTitleUnder = under
    time = now
  }

  /// The fade at `now`.
  public func fade(at now: Double) -> InlineTitleFade {
    guard let time else { return .settled(showing: largeTitleUnder) }
    return InlineTitleFade(
      showing: largeTitleUnder, startAlpha: startAlpha, elapsed: max(0, now - time))
  }

  /// Whether the fade has run its course by `now`.
  public func isSettled(at now: Double) -> Bool { fade(at: now).isFinished }
}
