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
  /// The hairline's height: one pixel of a 3× iPhone, just below the bar.
  static let hairlineHeight = 1.0 / 3.0
  /// Material trailing icons: the last (overflow) icon's right edge from the bar's end, and the
  /// overflow icon's left edge minus the search icon's. Compose: 4 dp bar padding + the 48 dp
  /// IconButton's 12 dp around its icon, one 48 dp button before (AppBar.kt
  /// `TopAppBarHorizontalPadding`). Flutter: the 48 dp IconButtons flush with the end (AppBar's
  /// `actionsPadding` defaults to zero). Views: ActionMenuView ends with the overflow button,
  /// padded 6 dp before and 10 dp after its icon (AppCompat
  /// `abc_action_bar_overflow_padding_start_material` / `_end_material`), after the search item's
  /// 48 dp (`abc_action_button_min_width_material`) with its icon centred.
  static let composeActionEndInset = 16.0
  static let flutterActionEndInset = 12.0
  static let viewsOverflowEndPadding = 10.0
  static let viewsOverflowStartPadding = 6.0
  static let actionButtonWidth = 48.0
  /// The Material 2 Toolbar's height, `?attr/actionBarSize` under a MaterialComponents theme
  /// (AppCompat `abc_action_bar_default_height_material` 56 dp). Its `layout_collapseMode` pin
  /// keeps it at the top of CollapsingToolbarLayout, under the status-bar inset (a FrameLayout
  /// child's default gravity is top | start), so a collapsed bar taller than 56 dp shows its
  /// extra height below the toolbar row.
  static let viewsM2ToolbarHeight = 56.0

  static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    if state.skin.skin == .web {
      WebBarPainter.paint(state, into: &commands)
      return
    }
    let g = SceneGeometry(state)
    let palette = state.palette
    let style = state.skin
    let layout = titleLayout(g, state)
    let t = style.scrolledFraction(
      collapseFraction: layout.collapseFraction, overlap: state.elevationIntensity)
    // Material 3's AppBarLayout keeps its elevation but hides the shadow
    // (`Widget.Material3.AppBarLayout`: transparent outline shadow colours).
    if style.skin == .material2, state.elevationStyle == .shadow {
      HeaderPainter.paintShadow(g, opacity: unit(state.shadowOpacity), into: &commands)
    }
    // Android's status bar is a window of its own, in `colorPrimaryDark`, over whatever the bar
    // draws under it.
    defer {
      if let strip = style.statusBar, g.statusBarHeight > 0 {
        commands.append(
          .fillRect(
            Rect(x: 0, y: g.statusBarTop, width: g.width, height: g.statusBarHeight), strip))
      }
    }
    let frame = g.headerFrame
    guard frame.maxY > 0, frame.minY < g.height else { return }
    commands.append(.pushClip(frame))
    let background: Color
    if style.skin == .ios {
      // At the scroll edge the bar has no background: the content's system background shows
      // (nothing is under it there). As content scrolls under, one fill over the blurred
      // content turns from that background into the translucent tint, so the content never
      // shows through more than the material lets it.
      var blend = Color.mix(palette.contentBackground, style.scrolledContainer, t)
      blend.a = UInt8((255 - (255 - Double(style.scrolledContainer.a)) * t).rounded())
      background = blend
    } else {
      background = Color.mix(palette.primary, style.scrolledContainer, t)
    }
    // UIKit's material blurs what is under the bar before tinting it; at the scroll edge
    // nothing is under it and the bar draws no material at all.
    if style.backdropBlur > 0, t > 0, background.a < 255 {
      commands.append(.blurBackdrop(frame, radius: style.backdropBlur))
    }
    if background.a > 0 { commands.append(.fillRect(frame, background)) }
    var solid: Color? = background.a == 255 ? background : nil
    if let image = state.headerImage, style.skin != .ios {
      HeaderPainter.paintImage(image, g, scrim: background, into: &commands)
      solid = nil
    }
    let fade = unit(state.shiftedContentAlpha)
    let onAndroid = state.device.statusBarStyle == .android
    // UIKit's bar has two titles, a large bold one and an inline semibold one.
    let placements =
      style.skin == .ios && state.titleStyle == .largeTitle
      ? UIKitLargeTitleMotion.placements(layout, fade: state.inlineTitleFade)
      : state.titleStyle.placements(layout, collapsing: style.collapsingTitle(onAndroid: onAndroid))
    let visible = placements.filter { palette.onPrimary.withOpacity($0.alpha * fade).a > 0 }
    for placement in visible {
      HeaderPainter.paintTitle(
        placement, state: state, fade: fade, solid: visible.count == 1 ? solid : nil,
        family: style.fontFamily(onAndroid: onAndroid), into: &commands)
    }
    let centerY = layout.toolbarCenterY
    if style.skin == .ios {
      paintIOSItems(g, centerY: centerY, style: style, fade: fade, into: &commands)
    } else {
      paintMaterialItems(
        g, centerY: centerY, style: style, onAndroid: onAndroid, fade: fade, into: &commands)
    }
    commands.append(.popClip)
    // UIKit hangs the shadow line just below the bar, outside its bounds (a bar that clips to
    // its bounds loses it): the bar keeps its full height, the line lies on the content.
    if style.skin == .ios, let hairline = style.hairline?.withOpacity(t * fade), hairline.a > 0 {
      commands.append(
        .fillRect(
          Rect(x: 0, y: frame.maxY, width: frame.width, height: hairlineHeight), hairline))
    }
  }

  /// The layout the bar's titles are placed by: the scene's header, its toolbar row the
  /// collapsed bar (UIKit's 44 pt, Compose's and Views M3's 64) rather than MDC's, or the skin's
  /// own toolbar at the bar's top when the collapsed bar is taller (Views M2's 56 dp).
  static func titleLayout(_ g: SceneGeometry, _ state: SceneState) -> TitleLayout {
    var layout = TitleLayout(g, hasSubtitle: !state.subtitle.isEmpty)
    let barHeight = g.headerMinHeight - g.statusBarHeight
    if barHeight > 0 {
      layout.toolbarHeight = min(barHeight, state.skin.toolbarRowHeight ?? barHeight)
    }
    return layout
  }

  /// The x of the search and overflow icons' boxes on a Material bar `width` wide.
  static func actionIconXs(_ skin: SceneSkin, width: Double) -> (search: Double, overflow: Double) {
    let size = Theme.toolbarIconSize
    switch skin {
    case .material2, .material3Views:
      let overflowButton = viewsOverflowStartPadding + size + viewsOverflowEndPadding
      let searchButton = width - overflowButton - actionButtonWidth
      return (searchButton + (actionButtonWidth - size) / 2, width - viewsOverflowEndPadding - size)
    case .flutter:
      let overflow = width - flutterActionEndInset - size
      return (overflow - actionButtonWidth, overflow)
    case .mdc, .ios, .material3, .web:
      let overflow = width - composeActionEndInset - size
      return (overflow - actionButtonWidth, overflow)
    }
  }

  /// Material (M2, M3, Flutter): the back arrow at the 16-pt keyline (Flutter on iOS: the
  /// chevron of `BackButtonIcon`, centred in the same 24-pt box), search and more-vert at the
  /// platform's trailing positions (`actionIconXs`).
  static func paintMaterialItems(
    _ g: SceneGeometry, centerY: Double, style: SkinStyle, onAndroid: Bool, fade: Double,
    into commands: inout [DrawCommand]
  ) {
    let size = Theme.toolbarIconSize
    let top = centerY - size / 2
    let factor = size / Icon.arrowBack.size.width
    let navigation = style.navigationInk.withOpacity(fade)
    if style.skin == .flutter && !onAndroid {
      let chevron = Icon.iosChevron.size
      Icon.iosChevron.paint(
        at: Point(
          x: Theme.toolbarEdgeInset + (size - chevron.width) / 2, y: centerY - chevron.height / 2),
        factor: 1, color: navigation, into: &commands)
    } else {
      Icon.arrowBack.paint(
        at: Point(x: Theme.toolbarEdgeInset, y: top), factor: factor, color: navigation,
        into: &commands)
    }
    let action = style.actionInk.withOpacity(fade)
    let xs = actionIconXs(style.skin, width: g.width)
    Icon.search.paint(
      at: Point(x: xs.search, y: top), factor: factor, color: action, into: &commands)
    Icon.overflow.paint(
      at: Point(x: xs.overflow, y: top), factor: factor, color: action, into: &commands)
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
