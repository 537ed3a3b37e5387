import SandboxPrimitives

/// CollapsingToolbarLayout's `titleCollapseMode="fade"`, the mode every Material 3
/// CollapsingToolbar style sets (CollapsingTextHelper `calculateOffsets` with
/// `fadeModeEnabled`). Nothing moves or scales: below the threshold the expanded title is drawn
/// at its expanded size where the bar's bottom carries it, fading out; from the threshold on the
/// collapsed title is drawn in the toolbar row, fading in. Only one of the two is ever drawn.
///
/// CollapsingTextHelper draws the collapsed title at `collapsedDrawY − currentOffsetY`, with
/// the collapsed bounds laid out where the pinned toolbar ends up once the bar has fully
/// collapsed and `currentOffsetY` the collapse still to go; on screen that is the toolbar row
/// itself at every fraction.
public enum CollapsingTitleFadeMode {
  /// Where the switch falls between the fade's start and 1.
  /// Mirrors CollapsingTextHelper `FADE_MODE_THRESHOLD_FRACTION_RELATIVE` = 0.5.
  public static let thresholdFraction = 0.5

  /// The fade's start and threshold for `layout` with a `scrimVisibleHeightTrigger` of
  /// `trigger` points below the status bar (0 or less: none set, so the code's rule
  /// `min(2·minHeight + insetTop, height)`, which is min(2 × the collapsed bar, the expanded bar)
  /// below the status bar): `min(1, (height − trigger) / expandRange)`
  /// (`CollapsingToolbarLayout.OffsetUpdateListener`; an explicit trigger has the top inset
  /// added, as the height has, so the inset cancels), and the threshold `thresholdFraction` of
  /// the way from there to 1. The start is not clamped at 0, as in the source: a bar shorter
  /// than its trigger has its expanded title part-faded at rest.
  public static func fadeWindow(_ layout: TitleLayout, trigger: Double) -> (
    start: Double, threshold: Double
  ) {
    let room = layout.flexibleRoom
    guard room > 0 else { return (1, 1) }
    let collapsedBar = layout.collapsedBottom - layout.toolbarTop
    let expandedBar = collapsedBar + room
    let set = trigger > 0 ? trigger : min(2 * collapsedBar, expandedBar)
    let start = min(1, (expandedBar - set) / room)
    return (start, start + (1 - start) * thresholdFraction)
  }

  /// `AnimationUtils.lerp(from, to, startFraction, endFraction, f)`: `from` before the window,
  /// `to` after it, linear inside.
  static func ramp(_ from: Double, _ to: Double, over window: (Double, Double), at f: Double)
    -> Double
  {
    if f < window.0 { return from }
    if f > window.1 { return to }
    let span = window.1 - window.0
    return span > 0 ? from + (to - from) * (f - window.0) / span : to
  }

  /// The one title drawn at `given`'s fraction, sized and inset by `metrics`.
  public static func placements(
    _ given: TitleLayout, metrics m: CollapsingTitleMetrics, trigger: Double
  ) -> [TitlePlacement] {
    let (expanded, layout) = given.expandedSize(
      preferred: m.collapsedSize * m.expandedScale, minimum: m.collapsedSize,
      bottomMargin: m.expandedBottomMargin)
    let window = fadeWindow(layout, trigger: trigger)
    let f = layout.collapseFraction
    let sub = layout.hasSubtitle
    if f < window.threshold {
      return [
        TitlePlacement(
          x: m.expandedInset, anchor: 0,
          top: layout.headerBottom - m.expandedBottomMargin
            - TitlePlacement.blockHeight(expanded, hasSubtitle: sub),
          size: expanded, scale: expanded / m.collapsedSize, rasterSize: expanded,
          weight: m.weight, alpha: ramp(1, 0, over: window, at: f))
      ]
    }
    return [
      TitlePlacement(
        x: m.collapsedInset, anchor: 0,
        top: layout.toolbarCenterY - TitlePlacement.blockHeight(m.collapsedSize, hasSubtitle: sub)
          / 2,
        size: m.collapsedSize, scale: 1, rasterSize: m.collapsedSize, weight: m.collapsedWeight,
        alpha: ramp(0, 1, over: (window.threshold, 1), at: f))
    ]
  }
}
