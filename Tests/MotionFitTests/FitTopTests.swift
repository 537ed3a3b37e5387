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
  @Test func aPullPastTheTopReplaysThroughTheRubberBand() throws {
    let file = packageRoot().appendingPathComponent("Assets/Scripts/over-extension.json")
    let script = try EventScript.decode(String(contentsOf: file, encoding: .utf8), file: file.path)
    var values = ConfigValues()
    try values.set(key: "scroll.deceleration", value: .string("uikit"))
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
    let objective = FitObjective(
      series: series,
      gesture: .derived(
        viewport: script.viewport, touchSlop: settings.values[Param.scroll.touchSlop]),
      columns: [.scrollOffset])
    let top = try #require(objective.edges.top)
    #expect(abs(top) <= 0.5)
    let residuals = try #require(objective.residuals(values))
    let rms = (residuals.map { $0 * $0 }.reduce(0, +) / Double(residuals.count)).squareRoot()
    #expect(rms <= 1, "replay \(rms) pt RMS")
  }
}
