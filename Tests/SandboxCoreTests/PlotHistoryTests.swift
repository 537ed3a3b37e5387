import MotionPhysics
import PhoneSimulation
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage
@testable import TuningPanel

private func sample(_ t: Double, offset: Double = 0) -> PlotSample {
  PlotSample(
    time: t, scrollOffset: offset, scrollVelocity: 0, headerHeight: 76, headerTop: 0,
    statusBarShift: 0)
}

@Suite struct PlotHistoryTests {
  @Test func theRingKeepsTheNewestSamplesAndNeverGrows() {
    var history = PlotHistory(capacity: 100)
    history.append(sample(0))
    let storage = history.storageCapacity
    for i in 1..<1000 { history.append(sample(Double(i) / 240, offset: Double(i))) }
    #expect(history.count == 100)
    #expect(history.storageCapacity == storage)
    #expect(history[0].scrollOffset == 900)
    #expect(history.latest?.scrollOffset == 999)
    for i in 1..<history.count { #expect(history[i].time > history[i - 1].time) }
  }

  @Test func theDefaultCapacityHoldsSixSecondsOfTicks() {
    #expect(PlotHistory.defaultCapacity == 6 * 240)
    #expect(PlotHistory().span == 6)
  }

  @Test func pausedSamplesReplaceAndAResetClears() {
    var history = PlotHistory(capacity: 10)
    history.append(sample(1, offset: 1))
    history.append(sample(1, offset: 2))
    #expect(history.count == 1)
    #expect(history.latest?.scrollOffset == 2)
    history.append(sample(2))
    history.append(sample(0.5))
    #expect(history.count == 1)
    #expect(history.latest?.time == 0.5)
    history.append(sample(.nan))
    #expect(history.count == 1)
  }

  @Test func plotsDrawStaticTitlesCellReadoutsAndMarkTheCurrentTime() {
    var history = PlotHistory()
    var commands: [DrawCommand] = []
    let frame = Rect(x: 0, y: 0, width: 360, height: 470)
    for i in 0..<600 {
      history.append(sample(Double(i) / 60, offset: Double(i)))
    }
    PlotPainter.paint(history: history, frame: frame, into: &commands)
    let texts = commands.compactMap { c -> String? in
      if case .text(let run) = c { return run.text } else { return nil }
    }
    // Whole strings are the static titles and axis numbers; the live readouts are
    // single-character cells.
    let titles = Set(["Plots, last 6 s"] + PlotSeries.allCases.map(\.title))
    #expect(texts.filter { $0.count > 1 && titles.contains($0) }.count == titles.count)
    #expect(texts.contains("0 s") && texts.contains("−6"), "the time axis counts seconds to now")
    let offsetReadout = texts.drop { $0 != "scroll offset (pt)" }.dropFirst().prefix(5)
    #expect(String(offsetReadout.reversed().joined()) == "599.0")
    // One dot per strip at the newest sample, at the strip's right edge.
    let dots = commands.compactMap { c -> Point? in
      if case .fillCircle(let center, _, _) = c { return center } else { return nil }
    }
    #expect(dots.count == PlotSeries.allCases.count)
    for dot in dots { #expect(isClose(dot.x, frame.maxX - PanelStyle.padding - 1, 1e-9)) }
    // The same history paints the same commands (so `render --plots` frames are stable).
    var again: [DrawCommand] = []
    PlotPainter.paint(history: history, frame: frame, into: &again)
    #expect(again == commands)
  }

  @Test func theFlingPreviewFollowsTheDecelerationRate() throws {
    var settings = SandboxSettings.defaults()
    let slow = CurvePreview.make(settings: settings, focusKey: nil)
    try settings.set(key: "scroll.uikitDecelerationRate", value: .number(0.99))
    let fast = CurvePreview.make(settings: settings, focusKey: "scroll.uikitDecelerationRate")
    #expect(slow.title.contains("uikit"))
    // 2000 pt/s at 0.998/ms travels 2000/(−1000·ln 0.998) ≈ 999 pt; at 0.99/ms ≈ 199 pt.
    #expect(isClose(slow.target!, 999.0, 1))
    #expect(isClose(fast.target!, 199.0, 1))
    #expect(fast.points.last!.y < slow.points.last!.y)
  }

  @Test func springKeysPreviewTheStepResponse() throws {
    var settings = SandboxSettings.defaults()
    try settings.set(key: "scroll.bounce.dampingRatio", value: .number(0.3))
    let preview = CurvePreview.make(settings: settings, focusKey: "scroll.bounce.dampingRatio")
    #expect(preview.title.contains("step response"))
    #expect(preview.points.first?.y == 0)
    // Under-damped: it overshoots the target 1.
    #expect(preview.points.map(\.y).max()! > 1.3)
  }

  @Test func theHistorySavesAsTraceCSV() throws {
    var sandbox = try Sandbox(
      settings: SandboxSettings.defaults(), viewport: Size(width: 390, height: 844))
    var history = PlotHistory()
    var rows: [String] = []
    for frame in 0..<3 {
      sandbox.advance(toTime: Double(frame) / 60)
      history.append(PlotSample(sandbox))
      rows.append(sandbox.traceRow(frame: frame).csvLine)
    }
    let lines = history.csv().split(separator: "\n").map(String.init)
    #expect(lines.first == TraceRow.columns.joined(separator: ","))
    #expect(Array(lines.dropFirst()) == rows)
  }

  @Test func aLockedScaleStaysWhenValuesGrow() throws {
    var column = PlotColumn()
    let viewport = Size(width: 390, height: 844)
    var a = try Sandbox(settings: SandboxSettings.defaults(), viewport: viewport)
    let b = try Sandbox(settings: SandboxSettings.defaults(), viewport: viewport)
    column.record([a, b], focusKey: nil)
    #expect(column.histories.count == 2)
    column.toggleScaleLock()
    let locked = try #require(column.lockedRanges?[.scrollOffset])
    a.submit(.keyDown(.end, []), at: a.time)
    a.advance(simulationSeconds: 2)
    column.record([a, b], focusKey: nil)
    #expect(column.lockedRanges?[.scrollOffset] == locked)
    #expect(PlotPainter.autoRange(.scrollOffset, histories: column.histories).upperBound > 500)
    var commands: [DrawCommand] = []
    column.paint(in: Rect(x: 0, y: 0, width: 360, height: 470), into: &commands)
    let texts = commands.compactMap { c -> String? in
      if case .text(let run) = c { return run.text } else { return nil }
    }
    #expect(texts.contains("scale locked"))
    #expect(texts.contains("A") && texts.contains("B"), "a legend names the overlaid phones")
    column.toggleScaleLock()
    #expect(column.lockedRanges == nil)
  }

  @Test func theFlingPreviewIsDrawnInAbsoluteUnitsBesideThePresetsGhost() throws {
    var edited = SandboxSettings.defaults()
    try edited.set(key: "scroll.uikitDecelerationRate", value: .number(0.9915))
    let key = "scroll.uikitDecelerationRate"
    let preset = CurvePreview.make(settings: SandboxSettings.defaults(), focusKey: key)
    let fast = CurvePreview.make(settings: edited, focusKey: key)
    func highest(_ preview: CurvePreview, ghost: CurvePreview? = nil) -> Double {
      var commands: [DrawCommand] = []
      PlotPainter.paintPreview(
        preview, ghost: ghost, in: Rect(x: 0, y: 0, width: 300, height: 100), into: &commands)
      // The preview is the last polyline; its top is its smallest y.
      let lines = commands.compactMap { c -> [Point]? in
        if case .polyline(let points, _, _) = c { return points } else { return nil }
      }
      return lines.last!.map(\.y).min()!
    }
    // On fixed axes the 0.9915 fling (234 pt) stays low; 0.998 (999 pt) reaches the top.
    #expect(highest(fast) > 60)
    #expect(highest(preset) < 15)
    #expect(highest(fast, ghost: preset) == highest(fast))
  }
}
