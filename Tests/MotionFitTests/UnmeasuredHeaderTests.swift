import MotionFit
import PhoneSimulation
import SandboxFormats
import Testing

/// A `headerBottom` column that is 0 on every row is `measure` finding no header edge: the fit
/// drops it and varies no header key rather than fitting a header of height 0.
@Suite("Unmeasured header")
struct UnmeasuredHeaderTests {
  @Test("a headerBottom of 0 (≤ 0.5 pt) everywhere is dropped; one real edge keeps it")
  func dropped() {
    let time = [0, 0.1, 0.2]
    let flat = MeasuredSeries(time: time, scrollOffset: [0, 5, 9], headerBottom: [0, 0.4, 0])
    #expect(flat.headerUnmeasured)
    #expect(flat.headerBottom == nil)
    #expect(flat.columns == [.scrollOffset])
    let real = MeasuredSeries(time: time, scrollOffset: [0, 5, 9], headerBottom: [0, 0, 60])
    #expect(!real.headerUnmeasured)
    #expect(real.columns == [.scrollOffset, .headerBottom])
    #expect(!MeasuredSeries(time: time, scrollOffset: [0, 5, 9]).headerUnmeasured)
  }

  @Test("no header key is varied, even when asked, and the result says why")
  func notVaried() throws {
    let (traced, values) = try RoundTripFixture.series(
      RoundTripFixture.flick(length: 2), [("scroll.deceleration", .string("android"))])
    let series = MeasuredSeries(
      time: traced.time, scrollOffset: traced.scrollOffset,
      headerBottom: Array(repeating: 0, count: traced.count))
    let plan = FitPlan(
      series: series,
      gesture: .derived(viewport: .standard, touchSlop: values[Param.scroll.touchSlop]),
      base: values, physics: .named("android"),
      vary: ["scroll.androidFriction", "header.minimumHeight", "header.maximumHeight"], starts: 1,
      evaluationsPerDimension: 10)
    let keys = plan.headerCandidates(physics: []).flatMap { $0.parameters.map(\.key) }
    #expect(!keys.contains { $0.hasPrefix("header.") }, "\(keys)")
    let result = plan.run(
      runner: { count, fit in (0..<count).map(fit) }, shouldStop: { false }, progress: { _ in })
    #expect(result.headerUnmeasured)
    #expect(result.values[Param.header.minimumHeight] == values[Param.header.minimumHeight])
    #expect(result.values[Param.header.maximumHeight] == values[Param.header.maximumHeight])
    #expect(result.best?.columns.map(\.column) == [.scrollOffset])
  }
}
