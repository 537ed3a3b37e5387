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

  /// Padding between the content top and the first row, in points.
  public static let topPadding = 8.0
  /// Height of the end-of-content block after the last row, in points.
  public static let endMarkerHeight = 64.0

  /// Total height of the content below the header's inset, in points: the scroll range's measure,
  /// which the scene builder lays the rows out by (the model never asks the view).
  public var contentHeight: Double {
    let rows = rowHeight.isFinite && rowHeight > 0 ? Double(rowCount) * rowHeight : 0
    return ContentSettings.topPadding + rows + ContentSettings.endMarkerHeight
  }
}
