import SandboxPrimitives

/// Paints the header as a platform's app bar (every skin but MDC): its container at rest and
/// once content scrolls under it, the iOS hairline, the title placed by the scene's style, and
/// the platform's navigation and action items. Constants are cited in docs/skins.md.
enum PlatformBarPainter {
  /// iOS bar buttons: the back chevron's left edge and the label after it, the trailing
  /// button's right edge, in points (UIKit's 8-pt leading bar-button inset and 16-pt layout
  /// margin; the chevron-to-label gap is an estimate from screenshots).
  static let iosChevronInset = 8.0
  static let iosBackLabelX = 26.0
  static let iosTrailingMargin = 16.0
  /// Bar-button text size: 17 pt regular (UIKit's default bar-button font, body).
  static let iosButtonTextSize = 17.0
  /// The back button's label.
  static let iosBackLabel = "Lists"
  /// The hairline's height: one pixel of a 3× iPhone.
  static let hairlineHeight = 1.0 / 3.0

  static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    if state.skin.skin == .web {
      WebBarPainter.paint(state, into: &commands)
      return
    }
    let g = SceneGeometry(state)
    let palette = state.palette
    let style = state.skin
    var layout = TitleLayout(g, hasSubtitle: !state.subtitle.isEmpty)
    let barHeight = g.headerMinHeight - g.statusBarHeight
    if barHeight > 0 { layout.toolbarHeight = barHeight }
    let t = style.scrolledFraction(
      collapseFraction: layout.collapseFraction, overlap: state.elevationIntensity)
    if style.skin == .material2, state.elevationStyle == .shadow {
      HeaderPainter.paintShadow(g, opacity: unit(state.shadowOpacity), into: &commands)
    }
    let frame = g.headerFrame
    guard frame.maxY > 0, frame.minY < g.height else { return }
    commands.append(.pushClip(frame))
    let background: Color
    if style.skin == .ios {
      // At the scroll edge the bar has no background: the content's system background shows
      // (nothing is under it there). As content scrolls under, one fill turns from that
      // background into the translucent material, so the content never shows through more
      // than the material lets it.
      var blend = Color.mix(palette.contentBackground, style.scrolledContainer, t)
      blend.a = UInt8((255 - (255 - Double(style.scrolledContainer.a)) * t).rounded())
      background = blend
    } else {
      background = Color.mix(palette.primary, style.scrolledContainer, t)
    }
    if background.a > 0 { commands.append(.fillRect(frame, background)) }
    var solid: Color? = background.a == 255 ? background : nil
    if let image = state.headerImage, style.skin != .ios {
      HeaderPainter.paintImage(image, g, scrim: background, into: &commands)
      solid = nil
    }
    let fade = unit(state.shiftedContentAlpha)
    // UIKit's bar has two titles, a large bold one and an inline semibold one.
    let placements =
      style.skin == .ios && state.titleStyle == .largeTitle
      ? UIKitLargeTitleMotion.placements(layout)
      : state.titleStyle.placements(layout, collapsing: style.collapsingTitle)
    let visible = placements.filter { palette.onPrimary.withOpacity($0.alpha * fade).a > 0 }
    for placement in visible {
      HeaderPainter.paintTitle(
        placement, state: state, fade: fade, solid: visible.count == 1 ? solid : nil,
        into: &commands)
    }
    let centerY = layout.toolbarCenterY
    if style.skin == .ios {
      paintIOSItems(g, centerY: centerY, style: style, fade: fade, into: &commands)
      if let hairline = style.hairline?.withOpacity(t * fade), hairline.a > 0 {
        commands.append(
          .fillRect(
            Rect(
              x: 0, y: frame.maxY - hairlineHeight, width: frame.width, height: hairlineHeight),
            hairline))
      }
    } else {
      paintMaterialItems(g, centerY: centerY, style: style, fade: fade, into: &commands)
    }
    commands.append(.popClip)
  }

  /// Material (M2, M3, Flutter): arrow back at the 16-pt keyline, search and more-vert at the
  /// end, 24-pt icons one 48-pt target apart.
  static func paintMaterialItems(
    _ g: SceneGeometry, centerY: Double, style: SkinStyle, fade: Double,
    into commands: inout [DrawCommand]
  ) {
    let size = Theme.toolbarIconSize
    let top = centerY - size / 2
    let factor = size / Icon.arrowBack.size.width
    Icon.arrowBack.paint(
      at: Point(x: Theme.toolbarEdgeInset, y: top), factor: factor,
      color: style.navigationInk.withOpacity(fade), into: &commands)
    let action = style.actionInk.withOpacity(fade)
    let lastX = g.width - Theme.toolbarEdgeInset - size
    Icon.search.paint(
      at: Point(x: lastX - Theme.toolbarIconPitch, y: top), factor: factor, color: action,
      into: &commands)
    Icon.overflow.paint(at: Point(x: lastX, y: top), factor: factor, color: action, into: &commands)
  }

  /// UIKit: a back chevron with its label, and a plus button at the trailing margin, in tint.
  static func paintIOSItems(
    _ g: SceneGeometry, centerY: Double, style: SkinStyle, fade: Double,
    into commands: inout [DrawCommand]
  ) {
    let tint = style.navigationInk.withOpacity(fade)
    guard tint.a > 0 else { return }
    let chevron = Icon.iosChevron.size
    Icon.iosChevron.paint(
      at: Point(x: iosChevronInset, y: centerY - chevron.height / 2), factor: 1, color: tint,
      into: &commands)
    commands.append(
      .text(
        TextRun(
          iosBackLabel,
          at: Point(x: iosBackLabelX, y: centerY - Theme.lineHeight(iosButtonTextSize) / 2),
          size: iosButtonTextSize, weight: .regular, color: tint)))
    let plus = Icon.plus.size
    Icon.plus.paint(
      at: Point(x: g.width - iosTrailingMargin - plus.width, y: centerY - plus.height / 2),
      factor: 1, color: style.actionInk.withOpacity(fade), into: &commands)
  }
}
