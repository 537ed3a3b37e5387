import SandboxPrimitives

/// Where things sit on the canvas: the phones side by side from the left, the tuning column
/// (panel above plots) to their right; and where a pointer lands in a phone's own points.
public struct StageLayout: Sendable, Equatable {
  /// One phone's viewport in points.
  public var viewport: Size
  public var phoneCount: Int
  /// Whether the column is on the canvas.
  public var columnShown = false
  /// Which parts of the column are shown (when it is).
  public var showPanel = false
  public var showPlots = false
  /// Width of the bezel around each phone (`view.deviceFrame`), 0 without one, in points.
  public var bezel = 0.0
  /// Height of the timeline strip along the bottom, 0 when it is not drawn.
  public var timelineHeight = 0.0

  public init(viewport: Size, phoneCount: Int) {
    self.viewport = viewport
    self.phoneCount = max(1, phoneCount)
  }

  /// The phones, their gutters and caption band.
  public var arrangement: PhoneArrangement {
    PhoneArrangement(viewport: viewport, count: phoneCount, bezel: bezel)
  }

  /// Width of the phones together (gutters included).
  public var phonesWidth: Double { arrangement.size.width }

  /// The phones' part of the canvas with their captions (what a screenshot keeps).
  public var phonesSize: Size { arrangement.size }

  /// Width of the column, 0 when it is hidden.
  public var columnWidth: Double { columnShown ? PanelStyle.columnWidth : 0 }

  /// The whole canvas in points.
  public var canvasSize: Size {
    var size = PhonesPainter.canvasSize(
      viewport: viewport, phoneCount: phoneCount, sideColumn: columnWidth, bezel: bezel)
    size.height += timelineHeight
    return size
  }

  /// The timeline strip's frame (the canvas's bottom, full width), nil when not drawn.
  public var timelineFrame: Rect? {
    guard timelineHeight > 0 else { return nil }
    let size = canvasSize
    return Rect(x: 0, y: phonesSize.height, width: size.width, height: timelineHeight)
  }

  /// The panel's frame in canvas points when it is shown: the column's top, above the plots.
  public var panelFrame: Rect? {
    guard columnShown, showPanel else { return nil }
    let height = phonesSize.height
    let plots = showPlots ? min(PanelStyle.plotsHeight, height * 0.6) : 0
    return Rect(x: phonesWidth, y: 0, width: PanelStyle.columnWidth, height: height - plots)
  }

  /// The plots' frame: the whole column, or its bottom when the panel is shown too.
  public var plotsFrame: Rect? {
    guard columnShown, showPlots else { return nil }
    let height = phonesSize.height
    let plots = showPanel ? min(PanelStyle.plotsHeight, height * 0.6) : height
    return Rect(x: phonesWidth, y: height - plots, width: PanelStyle.columnWidth, height: plots)
  }

  /// Whether canvas x lies on the column.
  public func isOnColumn(x: Double) -> Bool { columnShown && x >= phonesWidth }

  /// `event` in phone `index`'s own points: every phone gets the pointer wherever it went down
  /// (in whichever phone), so an A/B pair reacts to one gesture alike. The bezel is outside the
  /// screen: a point on it lies just outside the phone's own 0…width, 0…height.
  public func localized(_ event: InputEvent, phone index: Int) -> InputEvent {
    let arrangement = self.arrangement
    func local(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
      let point = arrangement.local(x: x, y: y)
      return (point.x, point.y)
    }
    switch event {
    case .pointerDown(let id, let x, let y):
      let p = local(x, y)
      return .pointerDown(id, x: p.x, y: p.y)
    case .pointerMove(let id, let x, let y):
      let p = local(x, y)
      return .pointerMove(id, x: p.x, y: p.y)
    case .pointerUp(let id, let x, let y):
      let p = local(x, y)
      return .pointerUp(id, x: p.x, y: p.y)
    case .hover(let x, let y):
      let p = local(x, y)
      return .hover(x: p.x, y: p.y)
    case .wheel(let dx, let dy, let precise, let x, let y):
      let p = local(x, y)
      return .wheel(dx: dx, dy: dy, precise: precise, x: p.x, y: p.y)
    default:
      return event
    }
  }
}
