import SandboxPrimitives

/// The numbers every painter needs, read once from a `SceneState` and made safe to draw with.
///
/// Non-finite inputs fall back to harmless values (0, or the viewport) and counts are clamped, so
/// no NaN or trap can reach the display list whatever the caller passes.
struct SceneGeometry {
  /// Viewport size, in points.
  let width: Double
  let height: Double
  /// Status bar strip height and its top edge (−statusBarShift), in points.
  let statusBarHeight: Double
  let statusBarTop: Double
  /// Header frame and its min/max heights (both including the status bar strip), in points.
  let headerTop: Double
  let headerHeight: Double
  let headerMinHeight: Double
  let headerMaxHeight: Double
  /// Top of the scroll view's content on screen, in points.
  let contentTop: Double
  /// Row height (points) and number of rows.
  let rowHeight: Double
  let rowCount: Int

  /// Rows beyond this are ignored: far past any real list, and small enough that row positions
  /// stay exact in a Double and convert to Int without trapping.
  static let maxRowCount = 1 << 30

  init(_ state: SceneState) {
    width = max(0, finite(state.viewport.width, 0))
    height = max(0, finite(state.viewport.height, 0))
    statusBarHeight = max(0, finite(state.statusBarHeight, 0))
    statusBarTop = -min(max(finite(state.statusBarShift, 0), 0), statusBarHeight)
    headerTop = finite(state.headerTop, 0)
    headerHeight = max(0, finite(state.headerHeight, 0))
    headerMinHeight = max(0, finite(state.headerMinHeight, 0))
    headerMaxHeight = max(headerMinHeight, finite(state.headerMaxHeight, headerMinHeight))
    contentTop = finite(state.headerMaxHeight, 0) - finite(state.scrollOffset, 0)
    rowHeight = max(0, finite(state.rowHeight, 0))
    rowCount = rowHeight > 0 ? min(max(0, state.rowCount), SceneGeometry.maxRowCount) : 0
  }

  /// Header frame, in points.
  var headerFrame: Rect { Rect(x: 0, y: headerTop, width: width, height: headerHeight) }
  var headerBottom: Double { headerTop + headerHeight }

  /// The top of the content a viewer can see, in points: the header's bottom when the header
  /// starts at or above the screen top (its opaque full-width fill hides everything above),
  /// else 0. Content entirely above it need not be painted.
  var contentVisibleTop: Double {
    guard headerHeight > 0, width > 0, headerTop <= 0, Theme.headerBackground.a == 255 else {
      return 0
    }
    return min(max(headerBottom, 0), height)
  }

  /// Top of row 0 (below the content's top padding), in points.
  var rowsTop: Double { contentTop + ContentSettings.topPadding }

  /// Row `index`'s full-width band, in points.
  func rowRect(_ index: Int) -> Rect {
    Rect(x: 0, y: rowsTop + Double(index) * rowHeight, width: width, height: rowHeight)
  }

  /// The card drawn inside row `index`, in points.
  func cardRect(_ index: Int) -> Rect {
    let row = rowRect(index)
    let inset = min(Theme.cardRowInset, rowHeight / 4)
    return Rect(
      x: Theme.cardMargin, y: row.y + inset, width: max(0, width - 2 * Theme.cardMargin),
      height: rowHeight - 2 * inset)
  }

  /// Top of the end-of-content marker block, in points.
  var endMarkerTop: Double { rowsTop + Double(rowCount) * rowHeight }

  /// Indices of the rows whose band intersects the viewport (possibly empty).
  var visibleRows: Range<Int> {
    guard rowCount > 0, rowHeight > 0, height > 0 else { return 0..<0 }
    let limit = Double(rowCount)
    // Clamp in Double before converting so a huge offset cannot trap in Int(_:).
    let first = min(max(((0 - rowsTop) / rowHeight).rounded(.down), 0), limit)
    let end = min(max(((height - rowsTop) / rowHeight).rounded(.up), 0), limit)
    return first < end ? Int(first)..<Int(end) : 0..<0
  }
}

/// `x` when finite, else `fallback`.
func finite(_ x: Double, _ fallback: Double) -> Double {
  x.isFinite ? x : fallback
}

/// `x` clamped to 0…1 (0 when not finite).
func unit(_ x: Double) -> Double {
  x.isFinite ? min(max(x, 0), 1) : 0
}
