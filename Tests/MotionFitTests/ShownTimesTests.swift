import Foundation
import MotionFit
import PhoneSimulation
import SandboxFormats
import TestSupport
import Testing

/// A series stamped on a whole frame rate off the 1/240 s tick grid is read at the ticks a
/// headless run's frames show (`MeasuredSeries.shownTimes`), and any other series at its own
/// times.
@Suite("the times a series' frames show")
struct ShownTimesTests {
  /// The times of a run's frames as its trace rows give them (the tick each frame shows).
  static func rowTimes(fps: Int) throws -> [Double] {
    let file = packageRoot().appendingPathComponent("Assets/Scripts/readme-demo.json")
    var script = try EventScript.decode(
      try String(contentsOf: file, encoding: .utf8), file: file.path)
    script.fps = fps
    var runner = try PhoneRunner(
      script: script, settings: [try SandboxSettings(values: ConfigValues())])
    var times: [Double] = []
    while let frame = runner.nextFrame() { times.append(runner.phone.traceRow(frame: frame).time) }
    return times
  }

  @Test func aTwentyFiveFPSVideoIsReadAtTheTicksItsFramesShow() throws {
    let rows = try Self.rowTimes(fps: 25)
    // What a video of that run carries: each frame at its stamp, to the microsecond of a CSV.
    let stamps = rows.indices.map { (Double($0) / 25 * 1e6).rounded() / 1e6 }
    let series = MeasuredSeries(time: stamps, scrollOffset: stamps.map { _ in 0 })
    let shown = series.shownTimes
    #expect(shown.count == rows.count)
    #expect(zip(shown, rows).allSatisfy { abs($0 - $1) < 1e-9 })
    // The stamps themselves stray from those ticks by up to 0.6 of one, either way.
    let strays = zip(stamps, rows).map { ($1 - $0) * 240 }
    #expect((strays.max() ?? 0) > 0.55 && (strays.min() ?? 0) < -0.55)
    #expect(strays.allSatisfy { abs($0) <= 0.6 + 1e-6 })
  }

  @Test func aClipFromTheMiddleOfARunKeepsItsFramesTicks() throws {
    let rows = try Self.rowTimes(fps: 25)
    // Frames 43… of the run (a reference cut at an offset): the series starts at 0, and each
    // frame still shows its own tick, 0.2 of one past frame 43's stamp, not frame 0's.
    let stamps = (43..<rows.count).map { Double($0) / 25 }
    let series = MeasuredSeries(time: stamps, scrollOffset: stamps.map { _ in 0 })
    #expect(series.timeOrigin == 43.0 / 25)
    let shown = series.shownTimes
    let expected = rows[43...].map { $0 - 43.0 / 25 }
    #expect(shown.count == expected.count)
    #expect(zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(shown.prefix(3))")
    #expect(abs(shown[0] - 0.2 / 240) < 1e-9)
  }

  @Test func onTheTickGridOrOffAnyGridTheTimesAreTheirOwn() throws {
    // 60 fps: every frame shows the tick at its stamp.
    let sixty = (0..<120).map { (Double($0) / 60 * 1e6).rounded() / 1e6 }
    #expect(MeasuredSeries(time: sixty, scrollOffset: sixty).shownTimes == sixty)
    // A device's 59.94 fps, and a browser's uneven stamps: not a run's frames.
    let ntsc = (0..<120).map { Double($0) * 1001 / 60000 }
    #expect(MeasuredSeries(time: ntsc, scrollOffset: ntsc).shownTimes == ntsc)
    let uneven = [0, 0.0401, 0.0799, 0.1203, 0.1600, 0.2002]
    #expect(MeasuredSeries(time: uneven, scrollOffset: uneven).shownTimes == uneven)
    // A 25 fps series with a dropped frame is still on its grid.
    var dropped = (0..<50).map { Double($0) / 25 }
    dropped.remove(at: 20)
    let shown = MeasuredSeries(time: dropped, scrollOffset: dropped).shownTimes
    var all = FixedStepClock.shownTimes(fps: 25, frames: 50)
    all.remove(at: 20)
    #expect(shown == all)
  }
}
