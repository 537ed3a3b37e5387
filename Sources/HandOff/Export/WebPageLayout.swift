import HeaderEngine
import PhoneDrawing
import SandboxFormats
import SandboxPrimitives

/// The numbers the exported page is built from, read from the values: which pattern, the
/// heights in CSS px (1 pt = 1 CSS px, as a phone browser lays out at its device-independent
/// pixels), the navigation row and the large-title band (the web skin's, `WebBarPainter`), the
/// title animation's range and the colours of the web skin.
///
/// A non-web model gets the web header that behaves like it (`approximates`): headroom for a
/// header any scroll back reveals (its hand-off traits' quick return), sticky otherwise, with the
/// web model's default timing.
struct WebPageLayout {
  /// The model whose header the page reproduces (`web`) or approximates.
  let model: HeaderModelName
  let options: WebOptions
  /// `header.maximumHeight` and the sticky travel `max − min` (0 for headroom).
  let maxHeight: Double
  let travel: Double
  /// The navigation row's height and the band under it that holds the large title.
  let rowHeight: Double
  var band: Double { maxHeight - rowHeight }
  /// The title animation's scroll range, px.
  let rangeStart: Double
  let rangeEnd: Double
  /// The page's colours: header, its ink, page, row fill, secondary text.
  let bar: String
  let ink: String
  let page: String
  let rowFill: String
  let muted: String
  let isDark: Bool
  /// `header.visibleShadowOpacity`: the header's shadow once lifted.
  let shadowOpacity: Double
  let rowCount: Int
  let rowHeightOfContent: Double
  let title: String

  /// The navigation row without sticky travel: the web skin's 56 px, capped by the header.
  static let plainRowHeight = 56.0

  var approximates: Bool { model != .web }
  var isSticky: Bool { options.pattern == .sticky }

  init(_ values: ConfigValues) {
    model = values[Param.header.model]
    var options = WebOptions()
    if model == .web {
      options = (try? HeaderModelTable.options(from: values).web) ?? options
    } else {
      options.pattern = ExportBehavior(values).quickReturn ? .headroom : .sticky
    }
    self.options = options
    let maximum = max(0, values[Param.header.maximumHeight])
    let minimum = min(max(0, values[Param.header.minimumHeight]), maximum)
    maxHeight = maximum
    travel = options.pattern == .sticky ? maximum - minimum : 0
    rowHeight = travel > 0 ? minimum : min(WebPageLayout.plainRowHeight, maximum)
    let range = options.animationRange(travel: travel)
    rangeStart = range.start
    rangeEnd = range.end
    let theme = Param.theme
    let primary = values[theme.primary]
    let onPrimary = values[theme.onPrimary]
    let resolved = SkinTheme.resolve(
      skin: .web, mode: values[theme.mode],
      seed: Color(parameterValue: .string(values[theme.seed])),
      primary: primary == ThemeDefaults.primary ? nil : primary,
      onPrimary: onPrimary == ThemeDefaults.onPrimary ? nil : onPrimary)
    let palette = resolved.palette
    bar = WebPageLayout.css(palette.primary)
    ink = WebPageLayout.css(palette.onPrimary)
    page = WebPageLayout.css(palette.contentBackground)
    rowFill = WebPageLayout.css(palette.cardBackground)
    muted = WebPageLayout.css(palette.cardSubtitle)
    isDark = palette.isDark
    shadowOpacity = values[Param.header.visibleShadowOpacity]
    rowCount = max(0, values[Param.content.rowCount])
    rowHeightOfContent = values[Param.content.rowHeight]
    title = values[Param.content.title]
  }

  /// `#RRGGBB`.
  static func css(_ color: Color) -> String {
    guard case .string(let text) = color.parameterValue else { return "#000000" }
    return text
  }
}
