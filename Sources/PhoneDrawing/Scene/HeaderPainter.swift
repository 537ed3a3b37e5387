import SandboxPrimitives

/// Paints the flexible header: its layer shadow, background, title (placed by the scene's
/// `TitleStyle`), subtitle and toolbar icons, clipped to the header frame.
///
/// The header only manages its frame (spec §6.3); reacting to it is this painter's job: the title
/// follows the collapse as its style says, and everything in the header fades with
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

  /// Vertical centre of the toolbar row (screen points): the 56-pt row under the status bar strip.
  static func toolbarCenterY(_ g: SceneGeometry) -> Double {
    g.headerTop + g.statusBarHeight + Theme.toolbarHeight / 2
  }

  /// Appends the shadow, then the clipped header.
  public static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    let g = SceneGeometry(state)
    guard g.headerHeight > 0, g.width > 0 else { return }
    if state.skin.skin != .mdc {
      PlatformBarPainter.paint(state, into: &commands)
      return
    }
    let palette = state.palette
    var background = palette.primary
    switch state.elevationStyle {
    case .shadow: paintShadow(g, opacity: unit(state.shadowOpacity), into: &commands)
    case .tint: background = palette.scrolledUnderColor(intensity: state.elevationIntensity)
    }
    let frame = g.headerFrame
    guard frame.maxY > 0, frame.minY < g.height else { return }

    commands.append(.pushClip(frame))
    commands.append(.fillRect(frame, background))
    var solid: Color? = background
    if let image = state.headerImage {
      paintImage(image, g, scrim: background, into: &commands)
      solid = nil
    }
    let fade = unit(state.shiftedContentAlpha)
    let layout = TitleLayout(g, hasSubtitle: !state.subtitle.isEmpty)
    let placements = state.titleStyle.placements(layout)
    // A title alone on the plain header colour (only the header fill is under it) may be drawn
    // pre-composited on that colour.
    let visible = placements.filter { palette.onPrimary.withOpacity($0.alpha * fade).a > 0 }
    for placement in visible {
      paintTitle(
        placement, state: state, fade: fade, solid: visible.count == 1 ? solid : nil,
        into: &commands)
    }
    paintIcons(g, ink: palette.onPrimary, opacity: fade, into: &commands)
    commands.append(.popClip)
  }

  static func paintShadow(
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

  /// Parallax factor of the header image: it moves up at half the collapse rate.
  /// Mirrors CollapsingToolbarLayout `DEFAULT_PARALLAX_MULTIPLIER` = 0.5.
  public static let imageParallax = 0.5

  /// Opacity of the scrim (the header colour over the image) at collapse fraction `f` for a
  /// header with `room` points of flexible height: 0 until the last 56 pt of the collapse, then
  /// linear to 1. Flutter FlexibleSpaceBar fades its background over Interval(1 − 56/room, 1)
  /// (`kToolbarHeight` 56); CollapsingToolbarLayout shows its scrim from the same point
  /// (trigger 2·minHeight + inset, reference header-models §1.6) but animates it over 300 ms,
  /// which a frame that is a pure function of the scroll state cannot.
  public static func scrimOpacity(collapseFraction f: Double, room: Double) -> Double {
    guard room > 0 else { return 1 }
    let start = max(0, 1 - Theme.toolbarHeight / room)
    return unit((unit(f) - start) / (1 - start))
  }

  /// The header image covering the expanded header (or the stretched one), moving up at
  /// `imageParallax` of the collapse, under a scrim of the header colour.
  static func paintImage(
    _ image: ImageHandle, _ g: SceneGeometry, scrim: Color, into commands: inout [DrawCommand]
  ) {
    guard image.pixelWidth > 0, image.pixelHeight > 0 else { return }
    let collapsed = max(0, g.headerMaxHeight - g.headerHeight)
    let band = Rect(
      x: 0, y: g.headerTop - imageParallax * collapsed, width: g.width,
      height: max(g.headerMaxHeight, g.headerHeight))
    let factor = max(
      band.width / Double(image.pixelWidth), band.height / Double(image.pixelHeight))
    let w = Double(image.pixelWidth) * factor
    let h = Double(image.pixelHeight) * factor
    commands.append(
      .image(
        image,
        Rect(
          x: band.x + (band.width - w) / 2, y: band.y + (band.height - h) / 2, width: w, height: h))
    )
    let layout = TitleLayout(g, hasSubtitle: false)
    let opacity = scrimOpacity(
      collapseFraction: layout.collapseFraction, room: layout.flexibleRoom)
    let color = scrim.withOpacity(opacity)
    if color.a > 0 { commands.append(.fillRect(g.headerFrame, color)) }
  }

  /// One title placement as a text run (glyphs from its raster size), with the subtitle line
  /// under it when the scene has one.
  static func paintTitle(
    _ p: TitlePlacement, state: SceneState, fade: Double, solid: Color?,
    family: FontFamily = .ui, into commands: inout [DrawCommand]
  ) {
    let palette = state.palette
    let color = palette.onPrimary.withOpacity(p.alpha * fade)
    if let clip = p.clip { commands.append(.pushClip(clip)) }
    commands.append(
      .text(
        TextRun(
          state.title, at: Point(x: p.x, y: p.top), size: p.size, weight: p.weight, color: color,
          background: color.a == 255 ? solid : nil,
          rasterSize: p.rasterSize == p.size ? nil : p.rasterSize,
          anchor: p.anchor == 0 ? nil : p.anchor, family: family)))
    if !state.subtitle.isEmpty && p.showsSubtitle {
      let size = TitlePlacement.subtitleSize(p.size)
      let raster = TitlePlacement.subtitleSize(p.rasterSize)
      commands.append(
        .text(
          TextRun(
            state.subtitle, at: Point(x: p.x, y: p.top + Theme.lineHeight(p.size)), size: size,
            weight: .medium, color: palette.onPrimarySecondary.withOpacity(p.alpha * fade),
            rasterSize: raster == size ? nil : raster, anchor: p.anchor == 0 ? nil : p.anchor,
            family: family)))
    }
    if p.clip != nil { commands.append(.popClip) }
  }

  /// Menu icon on the left; search and overflow icons on the right, one 48-pt target apart.
  private static func paintIcons(
    _ g: SceneGeometry, ink: Color, opacity: Double, into commands: inout [DrawCommand]
  ) {
    let ink = ink.withOpacity(opacity)
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
