import HeaderEngine
import PhoneDrawing
import PhoneSimulation
import SandboxFormats

/// The list a replay scrolls, sized so it ends where the recording's content ends: with the
/// bottom read from the recording (`GestureDerivation.inferredEdges`), the replay's largest
/// offset is the recording's, so a fling or a pull into the end of a short page stops, or
/// springs back, where the recording shows it instead of running on down a 60-row list.
///
/// The sandbox's scroll range is `topPadding + rows × rowHeight + endMarkerHeight + hMax −
/// viewport height` (never below 0), so the rows fill what the range needs, each near the
/// registry's row height (88 pt) so the list looks like the sandbox's own.
public enum RecordedContent {
  /// `content.rowCount` and `content.rowHeight` for a list whose largest offset is
  /// `maxOffset` under a header `hMax` points tall at most (status bar included) on a viewport
  /// `viewportHeight` points tall. A range of 0 (content shorter than the screen, as
  /// short-content's) takes as many rows of the usual height as stay on the screen; a range
  /// the row height's lower bound cannot make exactly takes one row of that height.
  public static func rows(maxOffset: Double, hMax: Double, viewportHeight: Double) -> (
    rowCount: Int, rowHeight: Double
  ) {
    let fixed = ContentSettings.topPadding + ContentSettings.endMarkerHeight
    let rowsHeight = max(0, maxOffset) + viewportHeight - hMax - fixed
    let typical = ParameterRegistry.defaultValue(Param.content.rowHeight)
    if maxOffset <= 0 { return (max(0, Int((rowsHeight / typical).rounded(.down))), typical) }
    let bounds = rowHeightRange
    guard rowsHeight >= bounds.lowerBound else { return (1, bounds.lowerBound) }
    // Past 2 000 rows (the registry's most, 176 000 pt of 88 pt rows) the rows grow instead.
    let count = min(rowCountLimit, max(1, Int((rowsHeight / typical).rounded())))
    return (count, min(bounds.upperBound, rowsHeight / Double(count)))
  }

  /// `rows(maxOffset:hMax:viewportHeight:)` under `settings`' header (its tallest, status
  /// bar included); throws when `settings` make no header.
  public static func rows(
    maxOffset: Double, settings: SandboxSettings, viewportHeight: Double
  ) throws -> (rowCount: Int, rowHeight: Double) {
    let header = try AnyHeaderModel(configuration: settings.header, options: settings.headerModel)
    return rows(maxOffset: maxOffset, hMax: header.hMax, viewportHeight: viewportHeight)
  }

  /// The same as `content.rowCount` and `content.rowHeight` settings, as `set` takes them.
  public static func values(
    maxOffset: Double, settings: SandboxSettings, viewportHeight: Double
  ) throws -> [(key: String, value: ParameterValue)] {
    let list = try rows(maxOffset: maxOffset, settings: settings, viewportHeight: viewportHeight)
    return [
      (Param.content.rowCount.name, .number(Double(list.rowCount))),
      (Param.content.rowHeight.name, .number(list.rowHeight)),
    ]
  }

  /// `content.rowCount`'s largest value in the registry.
  static let rowCountLimit: Int = {
    guard case .integer(let range)? = ParameterRegistry.parameter(Param.content.rowCount.name)?.kind
    else { return 2000 }
    return range.upperBound
  }()

  /// `content.rowHeight`'s range in the registry.
  static let rowHeightRange =
    FitParameter(key: Param.content.rowHeight.name)?.range ?? 24...400
}
