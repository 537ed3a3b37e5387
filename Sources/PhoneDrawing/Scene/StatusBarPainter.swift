import SandboxFormats
import SandboxPrimitives

/// Paints the fake status bar in the device's style: the clock, and the signal, Wi-Fi and
/// battery glyphs (Android: notification dots, Wi-Fi, cellular, battery).
///
/// It sits at y = −statusBarShift and is `statusBarHeight` tall, in the theme's `onPrimary` ink
/// on the header colour. An
/// iPhone bar shorter than `Theme.notchedStatusBarThreshold` is laid out like the classic 20-pt
/// bar (glyphs left, time centred, battery right), a taller one like a Face ID phone (time in
/// the left "ear" beside the cutout, glyphs in the right one), so a preset's 20-pt bar still
/// reads on any iPhone. iPads put the time at the left edge and the glyphs at the right one;
/// Android puts the time and notification dots left and its own glyphs right.
public enum StatusBarPainter {
  /// How the bar's contents are placed.
  enum Layout: Equatable {
    case classic
    case ears(cutoutWidth: Double)
    case pad
    case android
  }

  /// The layout for `style` and a bar of `height` points beside a cutout of `cutoutWidth`.
  static func layout(
    style: StatusBarStyle, statusBarHeight height: Double, cutoutWidth: Double
  ) -> Layout {
    switch style {
    case .android: return .android
    case .iosPad: return .pad
    case .iosClassic, .iosNotch:
      return height >= Theme.notchedStatusBarThreshold ? .ears(cutoutWidth: cutoutWidth) : .classic
    }
  }

  /// Clock font size (points) for a bar of `height` points on an iPhone: 12 on the classic bar,
  /// 17 (as iOS) on a Face ID one.
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
    let cutoutWidth: Double
    switch state.device.cutout {
    case .notch(let width, _), .island(let width, _, _): cutoutWidth = width
    case .none, .punchHole: cutoutWidth = Theme.notchWidth
    }
    let layout = layout(
      style: state.device.statusBarStyle, statusBarHeight: height, cutoutWidth: cutoutWidth)
    switch layout {
    case .android:
      paintAndroid(state, g: g, cy: cy, into: &commands)
    case .classic, .ears, .pad:
      paintIOS(state, layout: layout, g: g, cy: cy, into: &commands)
    }
  }

  private static func paintIOS(
    _ state: SceneState, layout: Layout, g: SceneGeometry, cy: Double,
    into commands: inout [DrawCommand]
  ) {
    let height = g.statusBarHeight
    // One point per unit: the icons' straight edges then land on whole pixels at 1×, 2× and 3×.
    let signalWidth = Icon.signal.size.width
    let wifiWidth = Icon.wifi.size.width
    let batteryWidth = Icon.battery.size.width
    let gap = glyphHeight(statusBarHeight: height) * 0.5
    let glyphsWidth = signalWidth + gap + wifiWidth + gap + batteryWidth
    var fontSize = timeFontSize(statusBarHeight: height)
    let timeX: Double
    var alignment = TextAlignment.center
    switch layout {
    case .ears(let cutoutWidth):
      let ear = max(36, (g.width - cutoutWidth) / 4)
      timeX = ear
      paintRow(
        [.signal, .wifi, .battery], from: g.width - ear - glyphsWidth / 2, cy: cy, gap: gap,
        ink: state.palette.onPrimary, into: &commands)
    case .pad:
      fontSize = Theme.padClockSize
      timeX = Theme.padStatusInset
      alignment = .leading
      paintRow(
        [.signal, .wifi, .battery], from: g.width - Theme.padStatusInset - glyphsWidth, cy: cy,
        gap: gap, ink: state.palette.onPrimary, into: &commands)
    case .classic, .android:
      timeX = g.width / 2
      paintRow(
        [.signal, .wifi], from: 6, cy: cy, gap: gap, ink: state.palette.onPrimary,
        into: &commands)
      paintRow(
        [.battery], from: g.width - 6 - batteryWidth, cy: cy, gap: gap,
        ink: state.palette.onPrimary, into: &commands)
    }
    commands.append(
      .text(
        TextRun(
          state.statusBarTime, at: Point(x: timeX, y: cy - Theme.lineHeight(fontSize) / 2),
          size: fontSize, weight: .semibold, color: state.palette.onPrimary, alignment: alignment)))
  }

  /// Material's status bar: the clock and two notification dots from the left edge; Wi-Fi,
  /// cellular and battery at the right edge.
  private static func paintAndroid(
    _ state: SceneState, g: SceneGeometry, cy: Double, into commands: inout [DrawCommand]
  ) {
    let inset = Theme.androidStatusInset
    let size = Theme.androidClockSize
    commands.append(
      .text(
        TextRun(
          state.statusBarTime, at: Point(x: inset, y: cy - Theme.lineHeight(size) / 2),
          size: size, weight: .medium, color: state.palette.onPrimary, alignment: .leading)))
    // Past the clock's estimated width (four narrow digits), as Android lists notification icons.
    let dotsX = inset + Theme.estimatedWidth(characters: 5, size: size) + 6
    for i in 0..<2 {
      commands.append(
        .fillCircle(
          center: Point(x: dotsX + Double(i) * Theme.notificationDotPitch, y: cy),
          radius: Theme.notificationDotRadius, state.palette.onPrimary.withOpacity(0.85)))
    }
    let icons: [Icon] = [.androidWifi, .cellular, .androidBattery]
    let width = icons.reduce(0) { $0 + $1.size.width } + 2 * Theme.androidGlyphGap
    paintRow(
      icons, from: g.width - inset - width, cy: cy, gap: Theme.androidGlyphGap,
      ink: state.palette.onPrimary, into: &commands)
  }

  /// `icons` left to right from `x`, `gap` apart, centred on `cy`, in the theme's `ink`.
  private static func paintRow(
    _ icons: [Icon], from x: Double, cy: Double, gap: Double, ink: Color,
    into commands: inout [DrawCommand]
  ) {
    var x = x
    for icon in icons {
      let origin = Point(x: x, y: cy - icon.size.height / 2)
      icon.paint(at: origin, factor: 1, color: ink, into: &commands)
      x += icon.size.width + gap
    }
  }
}
