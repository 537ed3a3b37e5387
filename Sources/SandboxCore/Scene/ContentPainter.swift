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

  /// Appends the visible cards and, when on screen, the end-of-content marker.
  public static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    let g = SceneGeometry(state)
    for index in g.visibleRows {
      paintCard(index, g.cardRect(index), into: &commands)
    }
    let top = g.endMarkerTop
    if top < g.height, top + Theme.endMarkerHeight > 0 {
      let ruleWidth = 32.0
      commands.append(
        .fillRoundedRect(
          Rect(x: (g.width - ruleWidth) / 2, y: top + 18, width: ruleWidth, height: 3),
          radius: 1.5, Theme.endMarkerRule))
      commands.append(
        .text(
          TextRun(
            endMarkerText(rowCount: g.rowCount), at: Point(x: g.width / 2, y: top + 30),
            size: Theme.endMarkerTextSize, weight: .medium, color: Theme.cardSubtitle,
            alignment: .center)))
    }
  }

  private static func paintCard(_ index: Int, _ card: Rect, into commands: inout [DrawCommand]) {
    guard card.height > 0, card.width > 0 else { return }
    let radius = min(Theme.cardCornerRadius, card.height / 2)
    commands.append(.fillRoundedRect(card.offsetBy(dx: 0, dy: 1), radius: radius, Theme.cardEdge))
    commands.append(.fillRoundedRect(card, radius: radius, Theme.cardBackground))

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
    // they carry it as their background and can be drawn without blending.
    let titleLine = Theme.lineHeight(Theme.cardTitleSize)
    let subtitleLine = Theme.lineHeight(Theme.cardSubtitleSize)
    let gap = 2.0
    if card.height >= titleLine + gap + subtitleLine + 8 {
      let blockTop = card.y + (card.height - (titleLine + gap + subtitleLine)) / 2
      commands.append(
        .text(
          TextRun(
            title(forRow: index), at: Point(x: textX, y: blockTop), size: Theme.cardTitleSize,
            weight: .semibold, color: Theme.cardTitle, background: Theme.cardBackground)))
      commands.append(
        .text(
          TextRun(
            subtitle(forRow: index), at: Point(x: textX, y: blockTop + titleLine + gap),
            size: Theme.cardSubtitleSize, color: Theme.cardSubtitle,
            background: Theme.cardBackground)))
    } else if card.height >= titleLine {
      commands.append(
        .text(
          TextRun(
            title(forRow: index), at: Point(x: textX, y: card.y + (card.height - titleLine) / 2),
            size: Theme.cardTitleSize, weight: .semibold, color: Theme.cardTitle,
            background: Theme.cardBackground)))
    }
  }
}
