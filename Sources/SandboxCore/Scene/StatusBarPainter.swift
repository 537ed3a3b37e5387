/// Paints the fake iOS status bar (clock, signal, Wi-Fi, battery) from plain shapes.
///
/// It sits at y = −statusBarShift and is `statusBarHeight` tall, white on the header colour. Bars
/// shorter than `Theme.notchedStatusBarThreshold` are laid out like the classic 20-pt bar (glyphs
/// left, time centred, battery right); taller ones like a notched phone (time in the left ear,
/// glyphs in the right one).
public enum StatusBarPainter {
  /// Unit vectors at −135°, −120°, …, −45° (y down, so these fan upwards), tabulated so the hash
  /// does not depend on a libm `sin`/`cos`.
  static let upwardFan: [(x: Double, y: Double)] = [
    (-0.707_106_8, -0.707_106_8), (-0.5, -0.866_025_4), (-0.258_819_0, -0.965_925_8), (0, -1),
    (0.258_819_0, -0.965_925_8), (0.5, -0.866_025_4), (0.707_106_8, -0.707_106_8),
  ]

  /// Clock font size (points) for a bar of `height` points: 12 on the classic bar, 17 (as iOS)
  /// on a notched one.
  public static func timeFontSize(statusBarHeight height: Double) -> Double {
    height >= Theme.notchedStatusBarThreshold ? 17 : 12
  }

  /// Height (points) of the tallest glyph (the full signal bar) for a bar of `height` points.
  public static func glyphHeight(statusBarHeight height: Double) -> Double {
    min(max(height * 0.5, 8), 11.5)
  }

  /// Appends the status bar's commands; nothing when it is shifted fully off screen.
  public static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    let g = SceneGeometry(state)
    let height = g.statusBarHeight
    guard height > 0, g.statusBarTop + height > 0, g.width > 0 else { return }
    let cy = g.statusBarTop + height / 2
    let gh = glyphHeight(statusBarHeight: height)
    let fontSize = timeFontSize(statusBarHeight: height)
    let signalWidth = gh * 1.65
    let wifiWidth = wifiRadius(gh) * 2 * 0.707_106_8 + wifiStroke(gh)
    let batteryWidth = gh * 2.2 + 1 + gh * 0.14
    let gap = gh * 0.5

    let timeX: Double
    var x: Double
    if height >= Theme.notchedStatusBarThreshold {
      let ear = max(36, (g.width - Theme.notchWidth) / 4)
      timeX = ear
      x = g.width - ear - (signalWidth + gap + wifiWidth + gap + batteryWidth) / 2
      paintSignal(x: x, cy: cy, gh: gh, into: &commands)
      x += signalWidth + gap
      paintWifi(x: x, cy: cy, gh: gh, into: &commands)
      x += wifiWidth + gap
      paintBattery(x: x, cy: cy, gh: gh, into: &commands)
    } else {
      timeX = g.width / 2
      x = 6
      paintSignal(x: x, cy: cy, gh: gh, into: &commands)
      x += signalWidth + gap
      paintWifi(x: x, cy: cy, gh: gh, into: &commands)
      paintBattery(x: g.width - 6 - batteryWidth, cy: cy, gh: gh, into: &commands)
    }
    commands.append(
      .text(
        TextRun(
          state.statusBarTime, at: Point(x: timeX, y: cy - Theme.lineHeight(fontSize) / 2),
          size: fontSize, weight: .semibold, color: Theme.onHeader, alignment: .center)))
  }

  /// Four bars rising left to right, bottoms aligned.
  private static func paintSignal(
    x: Double, cy: Double, gh: Double, into commands: inout [DrawCommand]
  ) {
    let barWidth = gh * 0.3
    let pitch = barWidth + gh * 0.15
    let bottom = cy + gh / 2
    for (i, fraction) in [0.4, 0.6, 0.8, 1.0].enumerated() {
      let h = gh * fraction
      commands.append(
        .fillRoundedRect(
          Rect(x: x + Double(i) * pitch, y: bottom - h, width: barWidth, height: h),
          radius: barWidth * 0.35, Theme.onHeader))
    }
  }

  private static func wifiRadius(_ gh: Double) -> Double { gh * 0.85 }
  private static func wifiStroke(_ gh: Double) -> Double { gh * 0.18 }

  /// A dot and two arcs fanning upwards from it.
  private static func paintWifi(
    x: Double, cy: Double, gh: Double, into commands: inout [DrawCommand]
  ) {
    let outer = wifiRadius(gh)
    let stroke = wifiStroke(gh)
    let dot = gh * 0.13
    let origin = Point(x: x + outer * 0.707_106_8 + stroke / 2, y: cy + gh / 2 - dot)
    commands.append(.fillCircle(center: origin, radius: dot, Theme.onHeader))
    for radius in [outer * 0.58, outer] {
      var points: [Point] = []
      points.reserveCapacity(upwardFan.count)
      for u in upwardFan {
        points.append(Point(x: origin.x + u.x * radius, y: origin.y + u.y * radius))
      }
      commands.append(.polyline(points, width: stroke, Theme.onHeader))
    }
  }

  /// A full battery: translucent rounded outline, solid charge, small terminal cap.
  private static func paintBattery(
    x: Double, cy: Double, gh: Double, into commands: inout [DrawCommand]
  ) {
    let body = Rect(x: x, y: cy - gh * 0.525, width: gh * 2.2, height: gh * 1.05)
    let outline = Theme.onHeader.withOpacity(0.4)
    commands.append(.fillRoundedRect(body, radius: body.height * 0.3, outline))
    // The status bar always sits on the opaque header colour, so punching the outline's core
    // with that colour gives a clean 1-pt ring.
    let core = body.insetBy(1)
    commands.append(.fillRoundedRect(core, radius: core.height * 0.3, Theme.headerBackground))
    let charge = body.insetBy(2)
    commands.append(.fillRoundedRect(charge, radius: charge.height * 0.25, Theme.onHeader))
    let capWidth = gh * 0.14
    let capHeight = body.height * 0.36
    commands.append(
      .fillRoundedRect(
        Rect(x: body.maxX + 1, y: cy - capHeight / 2, width: capWidth, height: capHeight),
        radius: capWidth / 2, outline))
  }
}
