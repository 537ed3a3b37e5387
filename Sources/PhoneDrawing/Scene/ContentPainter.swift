import SandboxPrimitives

/// Paints the scroll view's content: one card per visible row and the end-of-content marker.
public enum ContentPainter {
  /// Short card subtitles, picked by row index so neighbouring cards differ.
  static let subtitles = [
    "Morning briefing · 4 min read",
    "City votes on the new tram line",
    "Weekend reads · 7 min",
    "Markets open higher",
    "Interview: the sound of spring",
    "Photo essay · 12 images",
    "Science · a new deep-sea species",
    "Opinion · why headers collapse",
  ]

  /// Title of row `index` ("Story 1" for index 0).
  public static func title(forRow index: Int) -> String {
    "Story \(index + 1)"
  }

  /// Subtitle of row `index`.
  public static func subtitle(forRow index: Int) -> String {
    // Stride 3 (coprime with 8) so the subtitle cycle is out of step with the palette cycle.
    let n = subtitles.count
    return subtitles[((index % n + n) % n * 3 + 1) % n]
  }

  /// Thumbnail colour of row `index`.
  public static func thumbnailColor(forRow index: Int) -> Color {
    let n = Theme.thumbnailPalette.count
    return Theme.thumbnailPalette[(index % n + n) % n]
  }

  /// Text of the end-of-content marker for `rowCount` rows.
  public static func endMarkerText(rowCount: Int) -> String {
    "End of content · \(rowCount) \(rowCount == 1 ? "row" : "rows")"
  }

  /// Appends the content background where it shows, the visible cards and, when on screen, the
  /// end-of-content marker.
  ///
  /// The phone's display list is cleared with the card colour (`SceneBuilder`), so the white
  /// cards, which cover most of the screen, cost no fill of their own: this paints the grey
  /// background around them (margins, gaps, rounded corners, edges) and leaves the cards' flat
  /// middles to the clear. Rows wholly under the opaque header are skipped.
  public static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    let g = SceneGeometry(state)
    let palette = state.palette
    let visibleTop = g.contentVisibleTop
    guard visibleTop < g.height else { return }
    var rows: [Int] = []
    for index in g.visibleRows where g.cardRect(index).maxY + cardEdgeDrop > visibleTop {
      rows.append(index)
    }
    paintBackground(g, rows: rows, top: visibleTop, palette: palette, into: &commands)
    // The page is the app's, so it is set in the skin's face (Roboto on Android's skins).
    let family = state.skin.fontFamily(onAndroid: state.device.statusBarStyle == .android)
    for index in rows {
      paintCard(
        index, g.cardRect(index), rowHeight: g.rowHeight, palette: palette, family: family,
        into: &commands)
    }
    let top = g.endMarkerTop
    if top < g.height, top + ContentSettings.endMarkerHeight > 0 {
      let ruleWidth = 32.0
      commands.append(
        .fillRoundedRect(
          Rect(x: (g.width - ruleWidth) / 2, y: top + 18, width: ruleWidth, height: 3),
          radius: 1.5, palette.endMarkerRule))
      commands.append(
        .text(
          TextRun(
            endMarkerText(rowCount: g.rowCount), at: Point(x: g.width / 2, y: top + 30),
            size: Theme.endMarkerTextSize, weight: .medium, color: palette.cardSubtitle,
            alignment: .center, family: family)))
    }
  }

  /// How far the card's edge shows below the card, in points.
  static let cardEdgeDrop = 1.0

  /// The content background from `top` down, everywhere but the boxes (card plus edge) of `rows`:
  /// the side margins full height (in narrow columns), and full-width bands between the boxes
  /// (a full-width band is one contiguous fill). Batched as one run of same-coloured rectangles.
  private static func paintBackground(
    _ g: SceneGeometry, rows: [Int], top: Double, palette: ScenePalette,
    into commands: inout [DrawCommand]
  ) {
    let grey = palette.contentBackground
    let height = g.height - top
    let left = Theme.cardMargin
    let right = g.width - Theme.cardMargin
    guard right > left else {
      commands.append(.fillRect(Rect(x: 0, y: top, width: g.width, height: height), grey))
      return
    }
    for (x0, x1) in narrowColumns(0, left) + narrowColumns(right, g.width) {
      commands.append(.fillRect(Rect(x: x0, y: top, width: x1 - x0, height: height), grey))
    }
    var from = top
    for index in rows {
      let card = g.cardRect(index)
      guard card.height > 0 else { continue }
      if card.y > from {
        commands.append(
          .fillRect(Rect(x: 0, y: from, width: g.width, height: card.y - from), grey))
      }
      from = max(from, card.maxY + cardEdgeDrop)
    }
    if g.height > from {
      commands.append(
        .fillRect(Rect(x: 0, y: from, width: g.width, height: g.height - from), grey))
    }
  }

  /// The card's outline over the card-coloured clear: the four rounded corners, each redrawn
  /// exactly as before (background, edge, card) inside a small clip, and the edge line under the
  /// flat bottom. A card too short for separate corners gets its whole box redrawn that way.
  private static func paintCardOutline(
    _ card: Rect, radius: Double, rowHeight: Double, palette: ScenePalette,
    into commands: inout [DrawCommand]
  ) {
    let edge = card.offsetBy(dx: 0, dy: cardEdgeDrop)
    let box = Rect(x: card.x, y: card.y, width: card.width, height: card.height + cardEdgeDrop)
    // Corner clips reach 1 pt above and below the card's corner band and 1 pt inwards, so pixel
    // rounding can never leave a sliver between a clip and what surrounds it; the extra is gap
    // background (the gap must be ≥ 3 pt) or card interior, both repainted inside the clip.
    // Horizontally the clips start exactly at the card's sides, where the margin strips end.
    let gap = rowHeight - card.height
    let pad = 1.0
    guard radius == Theme.cardCornerRadius, card.height >= 2 * radius + 2 * pad,
      card.width >= 2 * radius + 2 * pad, gap >= cardEdgeDrop + 2 * pad
    else {
      appendOutline(
        clip: box, card: card, edge: edge, radius: radius, palette: palette, into: &commands)
      return
    }
    let topY = card.y - pad
    let bottomY = card.maxY - radius - pad
    let bottomHeight = radius + cardEdgeDrop + 2 * pad
    let columns = [(card.x, card.x + radius + pad), (card.maxX - radius - pad, card.maxX)]
    for (x0, x1) in columns {
      appendOutline(
        clip: Rect(x: x0, y: topY, width: x1 - x0, height: radius + 2 * pad), card: card,
        edge: edge, radius: radius, palette: palette, into: &commands)
      appendOutline(
        clip: Rect(x: x0, y: bottomY, width: x1 - x0, height: bottomHeight), card: card, edge: edge,
        radius: radius, palette: palette, into: &commands)
    }
    commands.append(
      .fillRect(
        Rect(
          x: card.x + radius, y: card.maxY, width: card.width - 2 * radius, height: cardEdgeDrop),
        palette.cardEdge))
  }

  /// Widest column (points) drawn as one piece: at 2× it is under 16 pixels, which the software
  /// renderer fills with plain stores instead of its streaming-store loop, whose per-row cost
  /// dominated when the background was drawn as full-height strips (measured).
  static let narrowColumnWidth = 7.0

  /// [x0, x1) cut into equal columns no wider than `narrowColumnWidth`.
  static func narrowColumns(_ x0: Double, _ x1: Double) -> [(Double, Double)] {
    guard x1 > x0 else { return [] }
    let count = max(1, Int(((x1 - x0) / narrowColumnWidth).rounded(.up)))
    let step = (x1 - x0) / Double(count)
    return (0..<count).map { i in
      (x0 + Double(i) * step, i == count - 1 ? x1 : x0 + Double(i + 1) * step)
    }
  }

  /// Background, edge and card, clipped to `clip`. The background goes in narrow columns (see
  /// `narrowColumnWidth`); the edge and card once, so their anti-aliased corner masks are copied
  /// once per corner.
  private static func appendOutline(
    clip: Rect, card: Rect, edge: Rect, radius: Double, palette: ScenePalette,
    into commands: inout [DrawCommand]
  ) {
    commands.append(.pushClip(clip))
    for (x0, x1) in narrowColumns(clip.minX, clip.maxX) {
      commands.append(
        .fillRect(
          Rect(x: x0, y: clip.minY, width: x1 - x0, height: clip.height),
          palette.contentBackground))
    }
    commands.append(.fillRoundedRect(edge, radius: radius, palette.cardEdge))
    commands.append(.fillRoundedRect(card, radius: radius, palette.cardBackground))
    commands.append(.popClip)
  }

  private static func paintCard(
    _ index: Int, _ card: Rect, rowHeight: Double, palette: ScenePalette, family: FontFamily,
    into commands: inout [DrawCommand]
  ) {
    guard card.height > 0, card.width > 0 else { return }
    let radius = min(Theme.cardCornerRadius, card.height / 2)
    paintCardOutline(
      card, radius: radius, rowHeight: rowHeight, palette: palette, into: &commands)

    let pad = 12.0
    let side = min(Theme.thumbnailSize, card.height - 2 * pad)
    var textX = card.x + 16
    if side >= 16 {
      let thumb = Rect(
        x: card.x + pad, y: card.y + (card.height - side) / 2, width: side, height: side)
      let color = thumbnailColor(forRow: index)
      commands.append(
        .fillRoundedRect(thumb, radius: min(Theme.thumbnailCornerRadius, side / 4), color))
      // A soft "sun" so the thumbnail reads as a picture rather than a colour swatch.
      commands.append(
        .fillCircle(
          center: Point(x: thumb.x + side * 0.68, y: thumb.y + side * 0.34), radius: side * 0.13,
          Color.white.withOpacity(0.45)))
      textX = thumb.maxX + 14
    }

    // Titles sit inside the white card (both branches below keep the line box within it), so
    // they carry its colour as their background and can be drawn without blending.
    let titleLine = Theme.lineHeight(Theme.cardTitleSize)
    let subtitleLine = Theme.lineHeight(Theme.cardSubtitleSize)
    let gap = 2.0
    if card.height >= titleLine + gap + subtitleLine + 8 {
      let blockTop = card.y + (card.height - (titleLine + gap + subtitleLine)) / 2
      commands.append(
        .text(
          TextRun(
            title(forRow: index), at: Point(x: textX, y: blockTop), size: Theme.cardTitleSize,
            weight: .semibold, color: palette.cardTitle, background: palette.cardBackground,
            family: family)))
      commands.append(
        .text(
          TextRun(
            subtitle(forRow: index), at: Point(x: textX, y: blockTop + titleLine + gap),
            size: Theme.cardSubtitleSize, color: palette.cardSubtitle,
            background: palette.cardBackground, family: family)))
    } else if card.height >= titleLine {
      commands.append(
        .text(
          TextRun(
            title(forRow: index), at: Point(x: textX, y: card.y + (card.height - titleLine) / 2),
            size: Theme.cardTitleSize, weight: .semibold, color: palette.cardTitle,
            background: palette.cardBackground, family: family)))
    }
  }
}
