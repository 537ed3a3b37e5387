/// A collapsing-header model: the scroll view's callbacks in, one `HeaderLayout` out per update.
///
/// The sandbox drives every model through this one protocol (`HeaderScrollBridge`), so `trace`,
/// `render`, the window, compare, the soak and the bench need no per-model code. Coordinates are
/// `HeaderEngine`'s: `offset` is 0 with the content top directly under the fully expanded header
/// (`hMax`), positive into the content, negative when pulled past the top. A model is a pure value:
/// time enters only through `tick(dt:)`.
public protocol HeaderModel: Sendable {
  /// The shared header configuration (heights, status bar, shadow opacity, MDC's options).
  var configuration: HeaderConfiguration { get }
  /// The header layout after the latest update.
  var layout: HeaderLayout { get }
  /// How many calls carried non-finite input and were ignored.
  var ignoredInputCount: Int { get }
  /// The collapsed header height including the status bar, in points.
  var hMin: Double { get }
  /// The expanded header height including the status bar, in points: the content's top inset.
  var hMax: Double { get }
  /// The largest distance the header's top can move above the screen top, in points.
  var accMax: Double { get }
  /// Lift, scrim, title, parallax and stretch values after the latest update.
  var readout: HeaderReadout { get }

  /// Replaces the shared configuration, keeping the model's state.
  mutating func setConfiguration(_ newValue: HeaderConfiguration) throws
  /// The scroll view moved: `offset` and sizes in points, `isTracking` when a finger is down.
  mutating func didScroll(
    offset: Double, contentHeight: Double, viewportHeight: Double, isTracking: Bool)
  /// The finger lifts with `velocity` (points/s); may rewrite `targetOffset`. Returns whether it did.
  mutating func willEndDragging(velocity: Double, targetOffset: inout Double) -> Bool
  /// The drag ended; `willDecelerate` when a fling follows.
  mutating func didEndDragging(willDecelerate: Bool)
  /// The fling came to rest.
  mutating func didEndDecelerating()
  /// A scroll is about to move the content, driven by `driver`; it holds until the next call.
  /// (A touch, a wheel step: `.user`; a keyboard scroll, an animated `scrollTo`: `.program`.)
  mutating func scrollWillBegin(drivenBy driver: ScrollDriver)
  /// Advances the model's own animation by `dt` seconds.
  mutating func tick(dt: Double)
  /// Hides the header, now or animated (MDC `shiftHeaderOffScreenAnimated:`, Android
  /// `setExpanded(false)`, and the like).
  mutating func shiftOffScreen(animated: Bool)
  /// Shows the header fully, now or animated.
  mutating func shiftOnScreen(animated: Bool)
  /// Points the content must move (positive: into the content) because the model's animation
  /// carried it, since the last call; resets to 0. Headers that sit above their content (Android's
  /// `AppBarLayout`, Compose's `Scaffold`) and UIKit's animated `contentOffset` move the content
  /// when they snap; an overlay header (MDC, a floating sliver) never does.
  mutating func takeContentShift() -> Double
}

extension HeaderModel {
  /// Overlay headers never move their content.
  public mutating func takeContentShift() -> Double { 0 }
  /// A header without lift, scrim, image or stretch: only its title follows the collapse.
  public var readout: HeaderReadout {
    HeaderReadout(
      titleProgress: HeaderReadout.collapseFraction(
        height: layout.height, hMin: hMin, hMax: hMax))
  }
  /// Models that treat every scroll alike ignore who drives it.
  public mutating func scrollWillBegin(drivenBy driver: ScrollDriver) {}
}
