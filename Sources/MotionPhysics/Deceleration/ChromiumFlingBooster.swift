/// Chromium's fling boosting along one axis: a new fling in the same direction soon after the
/// previous one adds the previous fling's starting velocity to its own.
///
/// The rules are those of `ui/events/blink/fling_booster.cc`, which `FlingController` consults:
/// touching down during a fling (its cancel), the scroll's begin and each of its updates open a
/// 50 ms window for the next event; every update must scroll the fling's way at 150 px/s or more;
/// and the new fling must come within the window, go the same way, and both it and the running
/// fling must be faster than 350 px/s. Anything else forgets the fling. Times are seconds of the
/// caller's clock, velocities and deltas points (= DIP px) per second and points; the type reads
/// no clock.
public struct ChromiumFlingBooster: Sendable, Hashable {
  /// `kFlingBoostTimeoutDelay` = 0.05 s (fling_booster.cc).
  public static let timeout = 0.05
  /// √`kMinBoostFlingSpeedSquare` = 350 px/s (fling_booster.cc).
  public static let minFlingSpeed = 350.0
  /// √`kMinBoostTouchScrollSpeedSquare` = 150 px/s (fling_booster.cc).
  public static let minScrollSpeed = 150.0
  /// Updates closer together than this give no speed to check (fling_booster.cc's 0.001 s).
  static let shortestScrollInterval = 0.001

  /// The starting velocity of the fling that may be boosted (0: none).
  public private(set) var flingVelocity = 0.0
  /// That fling's velocity when it was last observed (at its cancel or its last frame).
  public private(set) var currentVelocity = 0.0
  /// Events after this time forget the fling (nil: no window open).
  private var cutoff: Double?
  /// When the last boosting scroll update came (nil: none since the cancel).
  private var lastScrollTime: Double?

  public init() {}

  /// A new fling of `velocity` starts at `time`: returns the velocity it runs with (its own plus
  /// the previous fling's starting velocity when the rules allow) and the multiplier Chromium
  /// widens the physics-based curve's bound by (the result over the fling's own velocity). The
  /// fling becomes the one a later fling may boost.
  public mutating func flingStart(velocity: Double, at time: Double) -> (
    velocity: Double, boostMultiplier: Double
  ) {
    let boosted = shouldBoost(velocity: velocity, at: time) ? velocity + flingVelocity : velocity
    reset()
    flingVelocity = boosted
    currentVelocity = boosted
    let multiplier = velocity != 0 ? max(1, abs(boosted) / abs(velocity)) : 1
    return (boosted, multiplier)
  }

  /// The running fling's velocity now (`FlingBooster::ObserveProgressFling`): 0 once it stopped.
  public mutating func observeFling(velocity: Double) {
    guard flingVelocity != 0, velocity.isFinite else { return }
    currentVelocity = velocity
  }

  /// A finger touched down on the running fling at `time` (a fling cancel that allows boosting).
  public mutating func flingCancel(at time: Double) {
    guard flingVelocity != 0 else { return }
    lastScrollTime = nil
    cutoff = time + Self.timeout
  }

  /// The drag started scrolling at `time` (`GestureScrollBegin`).
  public mutating func scrollBegin(at time: Double) {
    guard flingVelocity != 0 else { return }
    cutoff = time + Self.timeout
  }

  /// The drag scrolled by `delta` at `time` (a `GestureScrollUpdate` of the finger, not momentum).
  public mutating func scrollUpdate(delta: Double, at time: Double) {
    guard flingVelocity != 0, let cutoff else { return }
    guard time <= cutoff, flingVelocity * delta > 0 else { return reset() }
    if let lastScrollTime {
      let interval = time - lastScrollTime
      if interval >= Self.shortestScrollInterval, abs(delta) / interval < Self.minScrollSpeed {
        return reset()
      }
    }
    lastScrollTime = time
    self.cutoff = time + Self.timeout
  }

  /// The drag ended without a fling (`GestureScrollEnd`).
  public mutating func scrollEnd() {
    lastScrollTime = nil
  }

  /// Forgets the fling.
  public mutating func reset() {
    self = ChromiumFlingBooster()
  }

  private func shouldBoost(velocity: Double, at time: Double) -> Bool {
    guard flingVelocity != 0, let cutoff, time <= cutoff else { return false }
    return flingVelocity * velocity > 0 && abs(currentVelocity) >= Self.minFlingSpeed
      && abs(velocity) >= Self.minFlingSpeed
  }
}
