import Foundation
import PhoneSimulation
import SandboxFormats
import TestSupport
import Testing

@testable import MotionFit

/// A fit's derived gesture reads the content's top from the series (`FitObjective.edges`) and
/// replays each drag past it through the rubber band of the values it tries: the over-extension
/// demo (a pull past the top in three moves, held, let go; a flick into the top), played under
/// the showcase preset and measured as a recording would be (offsets from the first frame, the
/// header's bottom edge), replays under those same values within 1 pt RMS; with the top but the
/// finger following the content 1:1 past it, 28 pt. (`fit` of the demo's ×2 video: a poor fit at
/// 38 pt RMS with the deceleration rate at its bound, 0.9, before; 0.07 pt and 0.998 after.)
@Suite struct FitTopTests {
  /// `name`'s demo under `values` as a ×3 recording shows it: offsets from the first frame,
  /// rounded to 1/3 pt, and the header's bottom edge.
  static func recording(_ name: String, _ values: ConfigValues) throws -> (
    MeasuredSeries, EventScript, SandboxSettings
  ) {
    let file = packageRoot().appendingPathComponent("Assets/Scripts/\(name).json")
    let script = try EventScript.decode(String(contentsOf: file, encoding: .utf8), file: file.path)
    let settings = try SandboxSettings(values: values)
    var runner = try PhoneRunner(script: script, settings: [settings])
    var time: [Double] = []
    var offsets: [Double] = []
    var bottoms: [Double?] = []
    while let frame = runner.nextFrame() {
      let row = runner.phone.traceRow(frame: frame)
      time.append(row.time)
      // As a ×3 recording resolves them.
      offsets.append((row.scrollOffset * 3).rounded() / 3)
      bottoms.append(max(0, row.headerTop + row.headerHeight))
    }
    let series = MeasuredSeries(time: time, scrollOffset: offsets, headerBottom: bottoms)
    return (series, script, settings)
  }

  /// A fit's objective for `name`'s recording under `values`, its gesture derived.
  static func derived(_ name: String, _ values: ConfigValues) throws -> FitObjective {
    let (series, script, settings) = try recording(name, values)
    return FitObjective(
      series: series,
      gesture: .derived(
        viewport: script.viewport, touchSlop: settings.values[Param.scroll.touchSlop]),
      columns: [.scrollOffset])
  }

  /// The replay's RMS under `values`, points; nil for invalid values.
  static func replayRMS(_ objective: FitObjective, _ values: ConfigValues) -> Double? {
    guard let residuals = objective.residuals(values) else { return nil }
    return (residuals.map { $0 * $0 }.reduce(0, +) / Double(residuals.count)).squareRoot()
  }

  @Test func aPullPastTheTopReplaysThroughTheRubberBand() throws {
    var values = ConfigValues()
    try values.set(key: "scroll.deceleration", value: .string("uikit"))
    let objective = try Self.derived("over-extension", values)
    let top = try #require(objective.edges.top)
    #expect(abs(top) <= 0.5)
    let rms = try #require(Self.replayRMS(objective, values))
    #expect(rms <= 1, "replay \(rms) pt RMS")
  }

  /// short-content (four rows, shorter than the screen; every stroke runs past the bottom and
  /// springs back) replays on a list the fit sizes to end where the recording's does
  /// (`RecordedContent`): the replay's values name no row count, so its list was the default
  /// 60 rows and the replay ran on down it (`fit` of the demo's video: poor at 76 pt, now
  /// 0.08). The result's script carries the list as `set` events at t = 0.
  @Test func aShortPageReplaysOnAListThatEndsWhereTheRecordingsDoes() throws {
    var values = ConfigValues()
    try values.set(key: "scroll.deceleration", value: .string("uikit"))
    // The recording's own list: the demo's `set content.rowCount 4` at t = 0.
    let objective = try Self.derived("short-content", values)
    let series = objective.series
    let bottom = try #require(objective.contentBottom)
    #expect(abs(bottom) <= 0.5, "short content: its bottom is its top")
    let rms = try #require(Self.replayRMS(objective, values))
    #expect(rms <= 1, "replay \(rms) pt RMS")
    // Told nothing of the bottom, the same replay runs on down the default list.
    let unsized = FitObjective(series: series, script: objective.script, columns: [.scrollOffset])
    let far = try #require(unsized.residuals(values))
    #expect(far.map(abs).max() ?? 0 > 20)
    let sized = objective.onRecordedContent(objective.script, values: values)
    let sets = sized.events.prefix { $0.t == 0 }.compactMap { event -> String? in
      if case .set(let key, _) = event.event { return key }
      return nil
    }
    #expect(sets == ["content.rowCount", "content.rowHeight"])
  }
}
