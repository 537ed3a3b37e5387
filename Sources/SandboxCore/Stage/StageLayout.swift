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

  public init(viewport: Size, phoneCount: Int) {
    self.viewport = viewport
    self.phoneCount = max(1, phoneCount)
  }

  /// Width of one phone with its bezel.
  public var slotWidth: Double { viewport.width + 2 * bezel }

  /// Width of the phones together.
  public var phonesWidth: Double { slotWidth * Double(phoneCount) }

  /// Height of the canvas: a phone with its bezel.
  public var height: Double { viewport.height + 2 * bezel }

  /// The phones' part of the canvas (what a screenshot keeps).
  public var phonesSize: Size { Size(width: phonesWidth, height: height) }

  /// Width of the column, 0 when it is hidden.
  public var columnWidth: Double { columnShown ? PanelStyle.columnWidth : 0 }

  /// The whole canvas in points.
  public var canvasSize: Size {
    FrameComposer.canvasSize(
      viewport: viewport, phoneCount: phoneCount, sideColumn: columnWidth, bezel: bezel)
  }

  /// The panel's frame in canvas points when it is shown: the column's top, above the plots.
  public var panelFrame: Rect? {
    guard columnShown, showPanel else { return nil }
    let plots = showPlots ? min(PanelStyle.plotsHeight, height * 0.6) : 0
    return Rect(x: phonesWidth, y: 0, width: PanelStyle.columnWidth, height: height - plots)
  }

  /// The plots' frame: the whole column, or its bottom when the panel is shown too.
  public var plotsFrame: Rect? {
    guard columnShown, showPlots else { return nil }
    let plots = showPanel ? min(PanelStyle.plotsHeight, height * 0.6) : height
    return Rect(x: phonesWidth, y: height - plots, width: PanelStyle.columnWidth, height: plots)
  }

  /// Whether canvas x lies on the column.
  public func isOnColumn(x: Double) -> Bool { columnShown && x >= phonesWidth }

  /// `event` in phone `index`'s own points: every phone gets the pointer wherever it went down
  /// (in whichever phone), so an A/B pair reacts to one gesture alike. The bezel is outside the
  /// screen: a point on it lies just outside the phone's own 0…width, 0…height.
  public func localized(_ event: InputEvent, phone index: Int) -> InputEvent {
    let width = slotWidth
    let b = bezel
    func local(_ x: Double) -> Double {
      let column = min(max(Int(x / width), 0), phoneCount - 1)
      return x - Double(column) * width - b
    }
    func localY(_ y: Double) -> Double { y - b }
    switch event {
    case .pointerDown(let id, let x, let y): return .pointerDown(id, x: local(x), y: localY(y))
    case .pointerMove(let id, let x, let y): return .pointerMove(id, x: local(x), y: localY(y))
    case .pointerUp(let id, let x, let y): return .pointerUp(id, x: local(x), y: localY(y))
    case .hover(let x, let y): return .hover(x: local(x), y: localY(y))
    case .wheel(let dx, let dy, let precise, let x, let y):
      return .wheel(dx: dx, dy: dy, precise: precise, x: local(x), y: localY(y))
    default:
      return event
    }
  }
}
