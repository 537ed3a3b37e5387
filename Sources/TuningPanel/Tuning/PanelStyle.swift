import PhoneDrawing
import SandboxPrimitives

/// Colours, type sizes and row metrics of the tuning panel and the plots, in points.
///
/// The side column is dark so it reads as a tool next to the light phone, as design tools do.
public enum PanelStyle {
  /// Width of the side column that holds the panel and the plots.
  public static let columnWidth = 360.0
  /// Height of the plots block when the panel shares the column with it.
  public static let plotsHeight = 470.0

  /// Column background.
  public static let background = Color(hex: 0x1C1F26)
  /// Section header band.
  public static let sectionBackground = Color(hex: 0x262A33)
  /// Primary text.
  public static let text = Color(hex: 0xE8EAF0)
  /// Labels, units and hints.
  public static let secondaryText = Color(hex: 0x9AA1B0)
  /// Slider fill, selected chips, focus ring: a lighter indigo than the header's.
  public static let accent = Color(hex: 0x7C8CF8)
  /// Slider track, unselected chips, field backgrounds.
  public static let control = Color(hex: 0x343945)
  /// Text on an accent fill.
  public static let onAccent = Color(hex: 0x10131A)
  /// Status line (a rejected edit).
  public static let error = Color(hex: 0xF2B8B5)
  /// Plot grid and zero lines.
  public static let grid = Color(hex: 0x3A3F4B)
  /// The live series colours, in the order `PlotSeries.allCases` lists them.
  public static let seriesColors: [Color] = [
    Color(hex: 0x7C8CF8), Color(hex: 0xF4B400), Color(hex: 0x34A853), Color(hex: 0xEF6C57),
    Color(hex: 0x00ACC1),
  ]
  /// The preview curve.
  public static let previewColor = Color(hex: 0xEC407A)

  /// Inner padding of the column.
  public static let padding = 12.0
  /// Title size.
  public static let titleSize = 15.0
  /// Section header size.
  public static let sectionSize = 13.0
  /// Row label and value size.
  public static let labelSize = 12.0
  /// Chip and hint size.
  public static let chipSize = 11.0
  /// Height of a chip (segmented choices, presets, dialects).
  public static let chipHeight = 22.0
  /// Horizontal padding inside a chip.
  public static let chipPadding = 8.0
  /// Gap between chips.
  public static let chipGap = 4.0
  /// Height of a slider row (label line + track).
  public static let sliderRowHeight = 40.0
  /// Height of a toggle or text row.
  public static let lineRowHeight = 28.0
  /// Height of a section header.
  public static let sectionHeight = 28.0
  /// Width of the value box at the right of slider and text rows (also the typed-entry field).
  public static let valueWidth = 112.0
  /// Thumb radius of a slider.
  public static let thumbRadius = 6.0
  /// Track thickness.
  public static let trackHeight = 4.0
  /// Toggle switch size.
  public static let toggleSize = Size(width: 34, height: 18)
  /// Two presses closer than this (seconds, points) are a double-click (reset to default).
  public static let doubleClickInterval = 0.4
  public static let doubleClickDistance = 6.0
  /// How close to a curve handle a press grabs it, points.
  public static let handleReach = 14.0
  /// Opacity of the veil over rows that have no effect under the current values.
  public static let dimming = 0.6
  /// Points scrolled per wheel line over the panel.
  public static let wheelStep = 40.0

  /// Estimated width of a chip titled `title`.
  public static func chipWidth(_ title: String) -> Double {
    Theme.estimatedWidth(characters: title.count, size: chipSize) + 2 * chipPadding
  }
}
