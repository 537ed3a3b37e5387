import SandboxPrimitives

/// The sandbox's icons: vector art authored for this project on a small grid of units, drawn
/// as display-list paths so they stay crisp at 1×, 2×, 3× and fractional scales.
///
/// Toolbar icons sit on a 24-unit square (Material's grid: 2-unit strokes, round ends). Status-bar
/// glyphs are about 11 units tall (iOS) or 16 (Android); straight edges sit on whole units, so
/// drawn at one point per unit they stay crisp at 1×. `cellular` is the
/// Android signal triangle; `androidWifi` and `androidBattery` complete the Android status set.
public enum Icon: String, CaseIterable, Hashable, Sendable {
  case menu
  case search
  case overflow
  case back
  /// Material's arrow_back (a shaft under the chevron), iOS's back chevron and plus symbol.
  case arrowBack
  case iosChevron
  case plus
  case signal
  case wifi
  case battery
  case cellular
  case androidWifi
  case androidBattery

  /// The art's box in units (its layers stay inside it).
  public var size: Size {
    switch self {
    case .menu, .search, .overflow, .back, .arrowBack: return Size(width: 24, height: 24)
    case .iosChevron: return Size(width: 13, height: 22)
    case .plus: return Size(width: 18, height: 18)
    case .signal: return Size(width: 18, height: 11)
    case .wifi: return Size(width: 16, height: 11.5)
    case .battery: return Size(width: 25.5, height: 12)
    case .cellular, .androidWifi, .androidBattery: return Size(width: 16, height: 16)
    }
  }

  /// The layers, bottom first, in units from the box's top-left corner.
  public var layers: [IconLayer] { IconArt.layers(self) }

  /// Appends the icon drawn `factor` points per unit with its box's top-left at `origin`,
  /// in `color` (each layer at its share of the colour's opacity).
  public func paint(
    at origin: Point, factor: Double, color: Color, into commands: inout [DrawCommand]
  ) {
    guard color.a > 0, factor > 0, factor.isFinite else { return }
    for layer in layers {
      let ink = color.withOpacity(layer.opacity)
      guard ink.a > 0 else { continue }
      let path = layer.path.scaled(by: factor)
      if let width = layer.strokeWidth {
        commands.append(.strokePath(path, at: origin, width: width * factor, ink))
      } else {
        commands.append(.fillPath(path, at: origin, ink))
      }
    }
  }
}
