/// The scrolling content: a list of rows under the header.
public struct ContentSettings: Sendable, Equatable {
  /// Number of rows (0 allowed: an empty list still shows its end marker).
  public var rowCount: Int
  /// Height of one row in points.
  public var rowHeight: Double

  /// Space above the first row and below the last one, in points.
  public static let padding: Double = 8
  /// Height of the end-of-content marker below the last row, in points.
  public static let footerHeight: Double = 56

  public init(rowCount: Int, rowHeight: Double) {
    self.rowCount = max(0, rowCount)
    self.rowHeight = rowHeight
  }

  /// Total height of the content below the header's inset, in points.
  public var contentHeight: Double {
    ContentSettings.padding * 2 + Double(rowCount) * rowHeight + ContentSettings.footerHeight
  }
}
