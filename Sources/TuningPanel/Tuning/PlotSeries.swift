/// The live quantities the plots draw, in display order.
public enum PlotSeries: String, CaseIterable, Sendable {
  case scrollOffset
  case scrollVelocity
  case headerHeight
  case headerTop
  case statusBarShift

  /// The strip's static label (no numbers, so it is rasterized once).
  public var title: String {
    switch self {
    case .scrollOffset: return "scroll offset (pt)"
    case .scrollVelocity: return "scroll velocity (pt/s)"
    case .headerHeight: return "header height (pt)"
    case .headerTop: return "header top (pt)"
    case .statusBarShift: return "status-bar shift (pt)"
    }
  }

  /// Smallest vertical range the strip shows, so a still value draws a flat line rather than
  /// magnified noise.
  public var minimumRange: Double {
    switch self {
    case .scrollVelocity: return 200
    case .statusBarShift: return 20
    default: return 40
    }
  }
}
