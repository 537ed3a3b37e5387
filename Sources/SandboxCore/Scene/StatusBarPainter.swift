import SandboxPrimitives

/// Paints the fake iOS status bar: the clock, and the signal, Wi-Fi and battery icons.
///
/// It sits at y = −statusBarShift and is `statusBarHeight` tall, white on the header colour. Bars
/// shorter than `Theme.notchedStatusBarThreshold` are laid out like the classic 20-pt bar (glyphs
/// left, time centred, battery right); taller ones like a notched phone (time in the left ear,
/// glyphs in the right one).
public enum StatusBarPainter {
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
    // One point per unit: the icons' straight edges then land on whole pixels at 1×, 2× and 3×.
    let factor = 1.0
    let signalWidth = Icon.signal.size.width * factor
    let wifiWidth = Icon.wifi.size.width * factor
    let batteryWidth = Icon.battery.size.width * factor
    let gap = gh * 0.5

    let timeX: Double
    var x: Double
    if height >= Theme.notchedStatusBarThreshold {
      let ear = max(36, (g.width - Theme.notchWidth) / 4)
      timeX = ear
      x = g.width - ear - (signalWidth + gap + wifiWidth + gap + batteryWidth) / 2
      paint(.signal, x: x, cy: cy, factor: factor, into: &commands)
      x += signalWidth + gap
      paint(.wifi, x: x, cy: cy, factor: factor, into: &commands)
      x += wifiWidth + gap
      paint(.battery, x: x, cy: cy, factor: factor, into: &commands)
    } else {
      timeX = g.width / 2
      x = 6
      paint(.signal, x: x, cy: cy, factor: factor, into: &commands)
      x += signalWidth + gap
      paint(.wifi, x: x, cy: cy, factor: factor, into: &commands)
      paint(
        .battery, x: g.width - 6 - batteryWidth, cy: cy, factor: factor, into: &commands)
    }
    commands.append(
      .text(
        TextRun(
          state.statusBarTime, at: Point(x: timeX, y: cy - Theme.lineHeight(fontSize) / 2),
          size: fontSize, weight: .semibold, color: Theme.onHeader, alignment: .center)))
  }

  /// `icon` with its box's left edge at `x`, centred on `cy`, white.
  private static func paint(
    _ icon: Icon, x: Double, cy: Double, factor: Double, into commands: inout [DrawCommand]
  ) {
    let origin = Point(x: x, y: cy - icon.size.height * factor / 2)
    icon.paint(at: origin, factor: factor, color: Theme.onHeader, into: &commands)
  }
}
