import SandboxPrimitives

/// Paints the flexible header: its layer shadow, background, large and compact titles, subtitle
/// and toolbar icons, clipped to the header frame.
///
/// The header only manages its frame (spec §6.3); reacting to it is this painter's job: the large
/// title cross-fades to the compact one while collapsing, and everything in the header fades with
/// `shiftedContentAlpha` so nothing peeks out of the status-bar strip when shifted (MDC issue
/// #2127, `hideViewWhenShifted:`).
public enum HeaderPainter {
  /// Shadow opacity, per unit of `shadowOpacity`, at 0, 1, … 6 points below the header bottom;
  /// drawn as a linear ramp between these knots, one colour per output pixel row.
  ///
  /// MDC's header layer shadow is black, offset (0, 1), radius 4 (spec §1). Read as a Gaussian blur
  /// with σ = radius / 2 of the header's bottom edge moved down 1 pt, the coverage y points below
  /// the bottom is Φ((1 − y) / 2). Tabulated so the hash does not depend on a libm `erf`.
  public static let shadowKnots: [Double] = [0.691, 0.5, 0.309, 0.159, 0.067, 0.023, 0.006]

  /// How "large" the header title is, 0 (compact) … 1 (large), from the engine's scroll phase.
  ///
  /// Fully large while over-extending (which includes resting at max height), the collapsing
  /// percentage while collapsing, compact while shifting. A header with too little flexible room
  /// (`Theme.largeTitleMinimumRoom`) is always compact: a fixed-height header reports
  /// over-extending at rest (spec §6.2) but has no room for a large title.
  public static func largeTitleProgress(_ state: SceneState) -> Double {
    let g = SceneGeometry(state)
    let room = g.headerMaxHeight - g.headerMinHeight
    guard room >= Theme.largeTitleMinimumRoom else { return 0 }
    switch state.phase {
    case "overExtending": return 1
    case "collapsing": return unit(state.phasePercentage)
    case "shifting": return 0
    default: return unit((g.headerHeight - g.headerMinHeight) / room)
    }
  }

  /// Opacities (0…1, before `shiftedContentAlpha`) of the large and the compact title.
  ///
  /// Overlapping ramps rather than a linear cross-fade, so the midpoint is not a muddy double
  /// exposure. The large title is anchored to the header bottom, so as the header collapses it
  /// slides up under the toolbar icons; it is faint by the time it reaches them (gone below 40 %
  /// expansion) while the compact title is fully in below 25 % and gone above 70 %.
  public static func titleOpacities(_ state: SceneState) -> (large: Double, compact: Double) {
    let p = largeTitleProgress(state)
    return (smoothstep(0.4, 0.9, p), 1 - smoothstep(0.25, 0.7, p))
  }

  /// The subtitle line: the caption and the shift behaviour's name, joined by " · ".
  public static func subtitle(_ state: SceneState) -> String {
    switch (state.caption.isEmpty, state.shiftBehaviorName.isEmpty) {
    case (true, true): return ""
    case (false, true): return state.caption
    case (true, false): return "shift: \(state.shiftBehaviorName)"
    case (false, false): return "\(state.caption) · shift: \(state.shiftBehaviorName)"
    }
  }

  /// Vertical centre of the toolbar row (screen points): the 56-pt row under the status bar strip.
  static func toolbarCenterY(_ g: SceneGeometry) -> Double {
    g.headerTop + g.statusBarHeight + Theme.toolbarHeight / 2
  }

  /// Appends the shadow, then the clipped header.
  public static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    let g = SceneGeometry(state)
    guard g.headerHeight > 0, g.width > 0 else { return }
    paintShadow(g, opacity: unit(state.shadowOpacity), into: &commands)
    let frame = g.headerFrame
    guard frame.maxY > 0, frame.minY < g.height else { return }

    commands.append(.pushClip(frame))
    commands.append(.fillRect(frame, Theme.headerBackground))
    let fade = unit(state.shiftedContentAlpha)
    let opacities = titleOpacities(state)
    let sub = subtitle(state)
    // A title whose counterpart is invisible sits on the plain header colour (only the header
    // fill is drawn under it), so it may be drawn pre-composited on that colour.
    let large = opacities.large * fade
    let compact = opacities.compact * fade
    paintLargeTitle(
      g, subtitle: sub, opacity: large, onSolid: Theme.onHeader.withOpacity(compact).a == 0,
      into: &commands)
    paintCompactTitle(
      g, subtitle: sub, opacity: compact, onSolid: Theme.onHeader.withOpacity(large).a == 0,
      into: &commands)
    paintIcons(g, opacity: fade, into: &commands)
    commands.append(.popClip)
  }

  private static func paintShadow(
    _ g: SceneGeometry, opacity: Double, into commands: inout [DrawCommand]
  ) {
    guard opacity > 0 else { return }
    for i in 1..<shadowKnots.count {
      let y = g.headerBottom + Double(i - 1)
      let top = Theme.shadow.withOpacity(opacity * shadowKnots[i - 1])
      let bottom = Theme.shadow.withOpacity(opacity * shadowKnots[i])
      guard top.a > 0 || bottom.a > 0, y + 1 > 0, y < g.height else { continue }
      commands.append(
        .fillGradient(Rect(x: 0, y: y, width: g.width, height: 1), top: top, bottom: bottom))
    }
  }

  /// Large title (and subtitle) anchored to the header's bottom-left, so over-extension stretches
  /// the background above it and collapsing slides it up under the toolbar row.
  private static func paintLargeTitle(
    _ g: SceneGeometry, subtitle: String, opacity: Double, onSolid: Bool,
    into commands: inout [DrawCommand]
  ) {
    let titleColor = Theme.onHeader.withOpacity(opacity)
    guard titleColor.a > 0 else { return }
    var bottom = g.headerBottom - Theme.largeTitleBottomMargin
    if !subtitle.isEmpty {
      bottom -= Theme.lineHeight(Theme.largeSubtitleSize)
      commands.append(
        .text(
          TextRun(
            subtitle, at: Point(x: Theme.largeTitleInset, y: bottom),
            size: Theme.largeSubtitleSize, weight: .medium,
            color: Theme.onHeaderSecondary.withOpacity(opacity))))
    }
    commands.append(
      .text(
        TextRun(
          Theme.largeTitleText,
          at: Point(x: Theme.largeTitleInset, y: bottom - Theme.lineHeight(Theme.largeTitleSize)),
          size: Theme.largeTitleSize, weight: .bold, color: titleColor,
          background: onSolid ? Theme.headerBackground : nil)))
  }

  /// Compact title centred in the toolbar row, with the subtitle under it when there is one.
  private static func paintCompactTitle(
    _ g: SceneGeometry, subtitle: String, opacity: Double, onSolid: Bool,
    into commands: inout [DrawCommand]
  ) {
    let titleColor = Theme.onHeader.withOpacity(opacity)
    guard titleColor.a > 0 else { return }
    let titleLine = Theme.lineHeight(Theme.compactTitleSize)
    let subLine = subtitle.isEmpty ? 0 : Theme.lineHeight(Theme.compactSubtitleSize)
    let top = toolbarCenterY(g) - (titleLine + subLine) / 2
    commands.append(
      .text(
        TextRun(
          Theme.largeTitleText, at: Point(x: g.width / 2, y: top), size: Theme.compactTitleSize,
          weight: .semibold, color: titleColor, alignment: .center,
          background: onSolid ? Theme.headerBackground : nil)))
    if !subtitle.isEmpty {
      commands.append(
        .text(
          TextRun(
            subtitle, at: Point(x: g.width / 2, y: top + titleLine),
            size: Theme.compactSubtitleSize, weight: .medium,
            color: Theme.onHeaderSecondary.withOpacity(opacity), alignment: .center)))
    }
  }

  /// Menu icon on the left; search and overflow icons on the right, one 48-pt target apart.
  private static func paintIcons(
    _ g: SceneGeometry, opacity: Double, into commands: inout [DrawCommand]
  ) {
    let ink = Theme.onHeader.withOpacity(opacity)
    guard ink.a > 0 else { return }
    let cy = toolbarCenterY(g)
    let size = Theme.toolbarIconSize
    let factor = size / Icon.menu.size.width
    let top = cy - size / 2
    Icon.menu.paint(
      at: Point(x: Theme.toolbarEdgeInset, y: top), factor: factor, color: ink, into: &commands)
    let overflowX = g.width - Theme.toolbarEdgeInset - size
    Icon.search.paint(
      at: Point(x: overflowX - Theme.toolbarIconPitch, y: top), factor: factor, color: ink,
      into: &commands)
    Icon.overflow.paint(
      at: Point(x: overflowX, y: top), factor: factor, color: ink, into: &commands)
  }
}
