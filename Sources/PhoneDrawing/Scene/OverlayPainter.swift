import SandboxPrimitives

/// Paints the overlays that sit on top of the phone: touch indicators, the HUD and the error
/// banner. (The help overlay has its own painter.)
public enum OverlayPainter {
  /// Width of one HUD character cell per point of font size: HUD text is laid out on a fixed
  /// grid, wide enough for Inter's digits and most capitals.
  public static let hudCharWidthFactor = 0.62

  /// The banner's wrapped lines for `state` (empty when there is no banner).
  public static func bannerLines(_ state: SceneState) -> [String] {
    guard let message = state.banner else { return [] }
    let g = SceneGeometry(state)
    let usable = g.width - 2 * Theme.bannerPadding - 6
    let perLine = Int(
      (usable / (Theme.bannerTextSize * Theme.averageCharWidthFactor)).rounded(.down))
    return TextWrap.lines(message, maxCharacters: max(1, perLine), maxLines: Theme.bannerMaxLines)
  }

  /// The banner strip's frame (points), or nil when there is no banner.
  public static func bannerFrame(_ state: SceneState) -> Rect? {
    guard state.banner != nil else { return nil }
    let g = SceneGeometry(state)
    let n = max(1, bannerLines(state).count)
    let h = Double(n) * Theme.bannerLinePitch + 2 * Theme.bannerPadding
    return Rect(x: 0, y: g.height - h, width: g.width, height: h)
  }

  /// The caption chip's text: the shift behaviour's name, when `view.caption` is on.
  public static func captionText(_ state: SceneState) -> String? {
    guard state.showCaption, !state.shiftBehaviorName.isEmpty else { return nil }
    return "shift: \(state.shiftBehaviorName)"
  }

  /// The `view.caption` chip: a dark pill near the bottom of the phone naming the shift
  /// behaviour, over the content and never inside the header (nor above the banner).
  public static func paintCaption(_ state: SceneState, into commands: inout [DrawCommand]) {
    guard let text = captionText(state) else { return }
    let g = SceneGeometry(state)
    let width =
      Theme.estimatedWidth(characters: text.count, size: Theme.captionTextSize)
      + 2 * Theme.captionPadding
    let height = Theme.lineHeight(Theme.captionTextSize) + Theme.captionPadding
    let bottom = (bannerFrame(state)?.minY ?? g.height) - Theme.hudMargin
    let chip = Rect(x: (g.width - width) / 2, y: bottom - height, width: width, height: height)
    commands.append(.fillRoundedRect(chip, radius: height / 2, Theme.hudBackground))
    commands.append(
      .text(
        TextRun(
          text, at: Point(x: g.width / 2, y: chip.y + Theme.captionPadding / 2),
          size: Theme.captionTextSize, weight: .medium, color: Theme.hudText,
          alignment: .center)))
  }

  /// A translucent fingertip circle with a darker ring under every touch, when enabled.
  public static func paintTouches(_ state: SceneState, into commands: inout [DrawCommand]) {
    guard state.showTouchIndicators else { return }
    let radius = Theme.touchDiameter / 2
    for p in state.touches where p.x.isFinite && p.y.isFinite {
      commands.append(.fillCircle(center: p, radius: radius, Theme.touchRing))
      commands.append(
        .fillCircle(center: p, radius: radius - Theme.touchRingWidth, Theme.touchFill))
    }
  }

  /// Characters whose glyph box (advance width) is at most one HUD cell, 0.62 em, in Inter and
  /// DejaVu Sans alike: digits, lowercase letters but m and w, and narrow punctuation.
  static func fitsHUDCell(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    switch scalar {
    case "0"..."9", " ", ".", ",", ":", ";", "-", "+", "/", "(", ")", "[", "]", "'", "|", "!",
      "=", "·", "−", "×", "<", ">", "%", "*", "_", "I", "J", "L", "E", "F":
      return true
    case "a"..."z":
      return scalar != "m" && scalar != "w"
    default:
      return false
    }
  }

  /// Letters that make up HUD words (drawn as one run per word): ASCII letters.
  static func isHUDWordLetter(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// The HUD panel bottom-left (above the banner, if any), one line per `hudLines` entry.
  ///
  /// Bottom rather than top so it never covers the header, the thing being tuned.
  public static func paintHUD(_ state: SceneState, into commands: inout [DrawCommand]) {
    guard state.showHUD, !state.hudLines.isEmpty else { return }
    let g = SceneGeometry(state)
    var longest = 0
    for line in state.hudLines { longest = max(longest, line.count) }
    let maxWidth = max(0, g.width - 2 * Theme.hudMargin)
    let width = min(
      maxWidth, Double(longest) * Theme.hudTextSize * hudCharWidthFactor + 2 * Theme.hudPadding)
    let height = Double(state.hudLines.count) * Theme.hudLinePitch + 2 * Theme.hudPadding
    let bottom = (bannerFrame(state)?.minY ?? g.height) - Theme.hudMargin
    let panel = Rect(x: Theme.hudMargin, y: bottom - height, width: width, height: height)
    commands.append(.fillRoundedRect(panel, radius: 8, Theme.hudBackground))
    commands.append(.pushClip(panel))
    let lead = (Theme.hudLinePitch - Theme.lineHeight(Theme.hudTextSize)) / 2
    // Lines sit on a fixed grid of cells, so columns line up like a mono font. Numbers change
    // every frame while scrolling, so each digit or sign is its own run, centred in its cell:
    // the glyph cache then holds every one after warm-up and a steady-state frame rasterizes no
    // text. Words (two or more letters, and a slash between letters: "pt/s") are labels,
    // states and names from a small set, one run each from their first cell — a third of the
    // draws of one run per letter.
    let cell = Theme.hudTextSize * hudCharWidthFactor
    let panelIsOpaque = Theme.hudBackground.a == 255
    for (i, line) in state.hudLines.enumerated() {
      let y = panel.y + Theme.hudPadding + Double(i) * Theme.hudLinePitch + lead
      let left = panel.x + Theme.hudPadding
      // A word starts at its first cell's left edge; any other character is centred in its cell.
      func run(_ text: String, cells: Range<Int>, background: Color?) -> DrawCommand {
        let isWord = cells.count > 1
        let x = left + (Double(cells.lowerBound) + (isWord ? 0 : 0.5)) * cell
        return .text(
          TextRun(
            text, at: Point(x: x, y: y), size: Theme.hudTextSize, weight: .medium,
            color: Theme.hudText, alignment: isWord ? .leading : .center, background: background))
      }
      let characters = Array(line)
      var column = 0
      var previousFits = true
      while column < characters.count {
        let character = characters[column]
        var end = column
        while end < characters.count,
          isHUDWordLetter(characters[end])
            || (end > column && characters[end] == "/" && end + 1 < characters.count
              && isHUDWordLetter(characters[end + 1]))
        {
          end += 1
        }
        // A single letter ("s", the "x" of "1.00x") sits in its cell like a digit.
        if end - column > 1 {
          // A word's width is not known here: the renderer works out what it sits on.
          commands.append(
            run(String(characters[column..<end]), cells: column..<end, background: nil))
          previousFits = false
          column = end
          continue
        }
        let fits = fitsHUDCell(character)
        // A glyph drawn on its background paints its whole box, which stays inside its cell only
        // for narrow glyphs; and it must not cover the ink of a wide glyph or word just before.
        let glyphBackground = panelIsOpaque && fits && previousFits ? Theme.hudBackground : nil
        previousFits = fits
        if character != " " {
          commands.append(
            run(String(character), cells: column..<column + 1, background: glyphBackground))
        }
        column += 1
      }
    }
    commands.append(.popClip)
  }

  /// A red strip along the bottom with the banner message, at most three lines.
  public static func paintBanner(_ state: SceneState, into commands: inout [DrawCommand]) {
    guard let frame = bannerFrame(state) else { return }
    commands.append(.fillRect(frame, Theme.bannerBackground))
    // A lighter top edge keeps the strip from merging with a red thumbnail scrolling under it.
    commands.append(
      .fillRect(
        Rect(x: 0, y: frame.y, width: frame.width, height: 1), Color.white.withOpacity(0.35)))
    let lead = (Theme.bannerLinePitch - Theme.lineHeight(Theme.bannerTextSize)) / 2
    for (i, line) in bannerLines(state).enumerated() {
      let y = frame.y + Theme.bannerPadding + Double(i) * Theme.bannerLinePitch + lead
      commands.append(
        .text(
          TextRun(
            line, at: Point(x: Theme.bannerPadding + 3, y: y), size: Theme.bannerTextSize,
            weight: .medium, color: Theme.bannerText)))
    }
  }
}
