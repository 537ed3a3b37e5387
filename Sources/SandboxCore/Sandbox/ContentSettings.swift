/// The scrolling content: a list of rows under the header.
public struct ContentSettings: Sendable, Equatable {
  /// Number of rows (0 allowed: an empty list still shows its end marker).
  public var rowCount: Int
  /// Height of one row in points.
  public var rowHeight: Double

  public init(rowCount: Int, rowHeight: Double) {
    self.rowCount = max(0, rowCount)
    self.rowHeight = rowHeight
  }

  /// Total height of the content below the header's inset, in points.
  /// The scene builder lays the rows out, so its measure is the one the scroll range uses.
  public var contentHeight: Double {
    SceneBuilder.contentHeight(rowCount: rowCount, rowHeight: rowHeight)
  }
}
