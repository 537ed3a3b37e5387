import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import PhoneDrawing
@testable import SandboxStage

@Suite("Scene builder: touches, HUD, help, banner")
struct SceneOverlayTests {
  private let touches = [Point(x: 120, y: 400), Point(x: 260, y: 610)]

  private func indicatorCircles(_ commands: [DrawCommand]) -> [(Point, Double)] {
    commands.compactMap {
      if case .fillCircle(let c, let r, _) = $0, r >= Theme.touchDiameter / 2 - 3 {
        (c, r)
      } else {
        nil
      }
    }
  }

  @Test("Touch indicators: a 44-pt ringed circle under each touch, only when enabled")
  func touchIndicators() {
    var s = SceneProbe.restingState()
    s.touches = touches
    s.showTouchIndicators = false
    #expect(indicatorCircles(SceneBuilder.build(s).commands).isEmpty)
    s.showTouchIndicators = true
    let commands = SceneBuilder.build(s).commands
    let circles = indicatorCircles(commands)
    #expect(circles.count == 4)
    #expect(circles.filter { $0.1 == 22 }.map(\.0) == touches)
    #expect(circles.filter { $0.1 == 20 }.map(\.0) == touches)
    // Touches are the top-most layer, as in screen recordings.
    if case .fillCircle(let c, _, _) = commands.last {
      #expect(c == touches[1])
    } else {
      Issue.record("last command is not a touch indicator")
    }
    s.touches = []
    #expect(indicatorCircles(SceneBuilder.build(s).commands).isEmpty)
  }

  /// HUD text is laid out on fixed cells, a run per word or per other character, each centred
  /// on its cells; this reads the lines back.
  static func hudRuns(_ commands: [DrawCommand]) -> [TextRun] {
    let runs = SceneProbe.texts(commands).filter { $0.color == Theme.hudText }
    var lines: [Double: [TextRun]] = [:]
    for run in runs { lines[run.origin.y, default: []].append(run) }
    let cell = Theme.hudTextSize * OverlayPainter.hudCharWidthFactor
    return lines.keys.sorted().map { y in
      let row = lines[y]!.sorted { $0.origin.x < $1.origin.x }
      // The left edge of a run's first cell: words start there, other characters are centred.
      func start(_ run: TextRun) -> Double {
        run.alignment == .leading ? run.origin.x : run.origin.x - cell / 2
      }
      let left = start(row[0])
      var text = ""
      for run in row {
        #expect(run.alignment == (run.text.count > 1 ? .leading : .center))
        let column = Int(((start(run) - left) / cell).rounded())
        while text.count < column { text += " " }
        text += run.text
      }
      var line = row[0]
      line.text = text
      line.origin.x = left
      return line
    }
  }

  @Test("HUD lines appear only when showHUD, one cell per character, inside a panel on screen")
  func hud() {
    var s = SceneProbe.restingState()
    s.hudLines = ["offset 123.4 pt", "velocity −850 pt/s", "phase collapsing 0.42"]
    #expect(
      SceneProbe.texts(SceneBuilder.build(s).commands).allSatisfy { !s.hudLines.contains($0.text) })
    s.showHUD = true
    let commands = SceneBuilder.build(s).commands
    let runs = Self.hudRuns(commands)
    #expect(runs.map(\.text) == s.hudLines)
    #expect(runs.allSatisfy { $0.size >= 11 && $0.size <= 12 })
    #expect(
      zip(runs, runs.dropFirst()).allSatisfy { $1.origin.y - $0.origin.y == Theme.hudLinePitch })
    let panel = commands.compactMap {
      if case .fillRoundedRect(let r, _, let c) = $0, c == Theme.hudBackground { r } else { nil }
    }.first
    #expect(panel != nil)
    if let panel {
      #expect(panel.minX >= 0 && panel.maxX <= 390 && panel.minY >= 148 && panel.maxY <= 844)
      #expect(runs.allSatisfy { $0.origin.y >= panel.minY && $0.origin.y + 15 <= panel.maxY })
    }
  }

  @Test(
    "HUD panel is opaque; words of two or more letters are one run; narrow glyphs not after a wide one or a word carry it as background"
  )
  func hudGlyphBackground() {
    var s = SceneProbe.restingState()
    s.showHUD = true
    s.hudLines = ["aWb 1m2 -.3 x9 pt/s"]
    let commands = SceneBuilder.build(s).commands
    #expect(Theme.hudBackground.a == 255)
    let glyphs = SceneProbe.texts(commands).filter { $0.color == Theme.hudText }
      .sorted { $0.origin.x < $1.origin.x }
    #expect(glyphs.map(\.text) == ["aWb", "1", "m", "2", "-", ".", "3", "x", "9", "pt/s"])
    #expect(
      glyphs.map { $0.background != nil }
        == [false, true, false, false, true, true, true, true, true, false])
    #expect(glyphs.compactMap(\.background).allSatisfy { $0 == Theme.hudBackground })
  }

  @Test("Help overlay lists every shortcut, grouped, and fits a 390×844 phone")
  func helpOverlay() {
    var s = SceneProbe.restingState()
    #expect(
      SceneProbe.texts(SceneBuilder.build(s).commands, equalTo: HelpOverlayPainter.title).isEmpty)
    s.showHelp = true
    let help = SceneProbe.painted(s, HelpOverlayPainter.paint)
    let runs = SceneProbe.texts(help)
    // Every shortcut's key and its whole description (wrapped lines joined), the first line
    // level with the key.
    let layout = HelpOverlayPainter.layout(s)
    var descriptions: [String] = []
    for item in layout.items {
      if item.kind == .key { descriptions.append("") }
      if item.kind == .description {
        descriptions[descriptions.count - 1] += (descriptions.last!.isEmpty ? "" : " ") + item.text
      }
    }
    #expect(descriptions == ShortcutTable.entries.map(\.help))
    for entry in ShortcutTable.entries {
      let name = runs.first { $0.text == entry.name && $0.weight == .semibold }
      #expect(name != nil, "missing \(entry.name)")
      let first = layout.items.first { $0.kind == .key && $0.text == entry.name }
        .flatMap { key in
          layout.items.first { $0.kind == .description && $0.box.minY == key.box.minY }
        }
      #expect(first != nil, "\(entry.name)'s description starts on its own line")
    }
    let groups = HelpOverlayPainter.groups().map(\.name)
    #expect(groups == ["Header", "Scrolling", "Time", "Tuning", "View", "Output"])
    for group in groups { #expect(runs.contains { $0.text == group.uppercased() }) }
    // Nothing leaves the card, and the card fits the phone with a margin.
    let card = HelpOverlayPainter.cardFrame(s)
    #expect(card.minY >= 24 && card.maxY <= 844 - 24 && card.minX >= 12 && card.maxX <= 390 - 12)
    for run in runs {
      // Inter measures 0.48–0.51 em per character on these strings (ImageMagick, 12 pt);
      // 0.52 leaves a margin without the 10 % slack of the panel-sizing estimate.
      var b = SceneProbe.bounds(.text(run))!
      b.width = Double(run.text.count) * run.size * 0.52
      if run.alignment == .center { b.x = run.origin.x - b.width / 2 }
      #expect(
        b.minX >= card.minX && b.maxX <= card.maxX && b.minY >= card.minY && b.maxY <= card.maxY,
        "\(run.text)")
    }
    // Rows do not overlap: each entry's line starts below the previous one's.
    let names = runs.filter {
      $0.weight == .semibold && ShortcutTable.entries.map(\.name).contains($0.text)
    }
    #expect(
      zip(names, names.dropFirst()).allSatisfy {
        $1.origin.y >= $0.origin.y + Theme.lineHeight($0.size)
      })
    // It dims the whole phone first.
    #expect(help.first == .fillRect(Rect(x: 0, y: 0, width: 390, height: 844), Theme.helpDim))
  }

  /// Where a help run's glyphs can reach: key names (mostly capitals and digits) at the chip's
  /// own estimate, the rest at Inter's measured 0.52 em (see `helpOverlay`).
  static func helpTextBox(_ run: TextRun) -> Rect {
    let isName = run.weight == .semibold && ShortcutTable.entries.contains { $0.name == run.text }
    let factor = isName ? HelpCardLayout.keyCharWidthFactor : 0.52
    let width = Double(run.text.count) * run.size * factor
    let x = run.alignment == .center ? run.origin.x - width / 2 : run.origin.x
    return Rect(x: x, y: run.origin.y, width: width, height: Theme.lineHeight(run.size))
  }

  @Test(
    "Help overlay: no two of its text runs overlap (Ctrl+Shift+E included)",
    arguments: [
      Size(width: 390, height: 844), Size(width: 390, height: 600), Size(width: 320, height: 568),
      Size(width: 412, height: 915), Size(width: 1280, height: 800),
    ])
  func helpTextNeverOverlaps(viewport: Size) {
    var s = SceneProbe.restingState()
    s.viewport = viewport
    s.showHelp = true
    let runs = SceneProbe.texts(SceneProbe.painted(s, HelpOverlayPainter.paint))
    let boxes = runs.map(Self.helpTextBox)
    for (i, j) in SceneProbe.overlappingPairs(boxes) {
      Issue.record(
        "'\(runs[i].text)' \(boxes[i]) overlaps '\(runs[j].text)' \(boxes[j]) at \(viewport)")
    }
  }

  @Test("Help overlay shrinks to fit a short viewport")
  func helpShrinks() {
    var s = SceneProbe.restingState()
    s.viewport = Size(width: 390, height: 600)
    s.showHelp = true
    let card = HelpOverlayPainter.cardFrame(s)
    #expect(card.minY >= 24 - 1e-9 && card.maxY <= 576 + 1e-9)
    let runs = SceneProbe.texts(SceneProbe.painted(s, HelpOverlayPainter.paint))
    #expect(runs.allSatisfy { $0.origin.y + Theme.lineHeight($0.size) <= card.maxY + 1e-9 })
  }

  @Test("Banner: a red strip at the bottom, at most three wrapped lines; the HUD moves above it")
  func banner() {
    var s = SceneProbe.restingState()
    s.banner = String(
      repeating: "config.json: header.maximumHeight must be ≥ 0, found −12. ", count: 4)
    s.showHUD = true
    s.hudLines = ["fps 60"]
    let commands = SceneBuilder.build(s).commands
    let frame = OverlayPainter.bannerFrame(s)
    #expect(frame?.maxY == 844)
    #expect(commands.contains(.fillRect(frame!, Theme.bannerBackground)))
    let lines = OverlayPainter.bannerLines(s)
    #expect(lines.count == 3)
    #expect(lines.last?.hasSuffix("…") == true)
    let runs = SceneProbe.texts(commands).filter { lines.contains($0.text) }
    #expect(runs.count == 3)
    #expect(
      runs.allSatisfy {
        $0.origin.y >= frame!.minY && $0.origin.y + Theme.lineHeight($0.size) <= 844
      })
    #expect(runs.allSatisfy { SceneProbe.bounds(.text($0))!.maxX <= 390 })
    let hud = Self.hudRuns(commands).first { $0.text == "fps 60" }
    #expect(hud.map { $0.origin.y + Theme.lineHeight($0.size) <= frame!.minY } == true)
    s.banner = "Bad value"
    #expect(OverlayPainter.bannerLines(s) == ["Bad value"])
    s.banner = nil
    #expect(OverlayPainter.bannerFrame(s) == nil)
  }
}

@Suite("HUD number formatting")
struct HUDNumberFormattingTests {
  @Test("fixed(_:_:) reads like printf's %.nf, without -0")
  func fixedMatchesPrintf() {
    var random = SplitMix64(seed: 2026)
    for _ in 0..<20_000 {
      let magnitude = [1.0, 10, 1000, 100_000].randomElement(using: &random)!
      let value = random.uniform(-magnitude...magnitude)
      for decimals in 0...3 {
        let expected = String(format: "%.\(decimals)f", value)
        let got = HUDText.fixed(value, decimals)
        // Scaling by 10^n can round a value a hair below a tie onto it; printf sees the exact
        // binary value. Those ties are the only place the two may differ.
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = value.magnitude * scale
        let nearTie = abs(scaled - scaled.rounded(.down) - 0.5) < 1e-6
        if expected.hasPrefix("-"), Double(expected) == 0 {
          #expect(got == String(expected.dropFirst()))
        } else if !nearTie {
          #expect(got == expected, "\(value) with \(decimals) decimals")
        }
      }
    }
    #expect(HUDText.fixed(-0.004, 2) == "0.00")
    #expect(HUDText.fixed(-12.5, 0) == "-12")
    #expect(HUDText.fixed(0.5, 0) == "0")
    #expect(HUDText.fixed(1234.5678, 1) == "1234.6")
    #expect(HUDText.fixed(.nan, 1) == "–")
  }
}
