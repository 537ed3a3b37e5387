import PhoneSimulation
import SandboxFormats

/// Runs the `trace` command's `PhoneRunner` in-process under one configuration and compares the
/// simulated columns with the measured ones at the measured times.
///
/// The simulation runs at the measurement's rate; simulated values between frames are
/// interpolated linearly. `scrollOffset` is compared as travel from the first sample (a recording
/// only knows its content's travel); `headerBottom` as is, on the rows that measured it (a row
/// whose edge was not seen is left out of that column).
///
/// A given script and a recording keep separate clocks: the screen shows a touch some time after
/// the touch's timestamp (the device's input latency: about one frame in Chromium's touch
/// injection, more on a phone). So a script's replay is compared at the latency of `latencies`
/// whose replay best follows the recording while a finger is down, found from the same
/// simulation (the recording at t is the replay at t − latency). Only the touches decide it, each
/// by its travel from its own first row: under the finger the content goes where the finger
/// takes it whatever the physics, and where an earlier fling left it does not count, so the
/// latency cannot stand in for a rate, a spring or a duration. A gesture derived from the
/// recording is on its clock already and compares at 0.
public struct FitObjective: Sendable {
  /// The latencies a given script is tried at: 0 to 100 ms in 1 ms steps, in seconds.
  public static let scriptLatencies = (0...100).map { Double($0) / 1000 }

  /// The latencies (seconds) the replay is compared at; the best one counts.
  public let latencies: [Double]
  public let series: MeasuredSeries
  public let gesture: FitGesture
  public let fps: Int
  /// The columns compared.
  public let columns: [FitColumn]
  /// The script without corrections.
  public let script: EventScript
  /// Release corrections the gesture takes (0 for a given script): a velocity fraction for each
  /// flung stroke, then a lift shift for each (`script(corrections:)`).
  public let correctionCount: Int
  /// The rows compared in each of `columns` (`MeasuredSeries.measuredRows`), and their values.
  private let rows: [[Int]]
  private let measured: [[Double]]
  /// The series rows taken while a finger of the script is down, one list per touch, which
  /// decide the latency.
  private let touchRows: [[Int]]
  /// A derived gesture's strokes, found once (empty for a given script).
  private let strokes: [GestureDerivation.Stroke]
  /// The content's edges as the series shows them (`GestureDerivation.inferredEdges`), for a
  /// derived gesture: its strokes are read with them, and a drag past one is inverted through
  /// the rubber band of the values each replay runs (`script(corrections:values:)`).
  public let edges: GestureDerivation.Edges
  /// How much later than the series' own times the replay runs, seconds: a whole number of
  /// frames that puts each replayed frame at the same place in the cycle of ticks as the
  /// recording's frame it is compared with (`phaseFrames`), 0 on the tick grid.
  public let phaseDelay: Double
  /// The times the replay's frames show, when the series' own times are such shown ticks (a
  /// trace's rows at a rate off the tick grid: `shownTickRows`), so a sample is compared with
  /// the frame that shows its tick; nil where a sample's time maps to frame time × fps (every
  /// rate on the grid, and a video's stamps).
  private let replayTicks: [Double]?
  /// Where the recording's content ends (series offsets), when known: each replay's list is
  /// sized to end there (`RecordedContent`). A derived gesture's bottom edge, or what the
  /// caller passes with a given script (the fit's header stage, after the derived one).
  public let contentBottom: Double?

  /// - Parameter latencies: the latencies to try (seconds; nil: `scriptLatencies` for a given
  ///   script, 0 for a derived gesture).
  public init(
    series: MeasuredSeries, gesture: FitGesture, columns: [FitColumn]? = nil,
    latencies: [Double]? = nil, contentBottom: Double? = nil
  ) {
    self.series = series
    self.gesture = gesture
    if let latencies, !latencies.isEmpty {
      self.latencies = latencies
    } else if case .script = gesture {
      self.latencies = Self.scriptLatencies
    } else {
      self.latencies = [0]
    }
    fps = series.frameRate
    phaseDelay = Double(FitObjective.phaseFrames(of: series, fps: fps)) / Double(fps)
    replayTicks = FitObjective.shownTickRows(series, fps: fps)
    self.columns = columns ?? series.columns
    rows = self.columns.map { series.measuredRows($0) }
    measured = zip(self.columns, rows).map { column, rows in
      let values = series.values(column)
      return rows.map { values[$0] }
    }
    switch gesture {
    case .derived(let viewport, let touchSlop):
      edges = GestureDerivation.inferredEdges(series, viewportHeight: viewport.height)
      strokes = GestureDerivation.strokes(series, top: edges.top, bottom: edges.bottom)
      correctionCount = 2 * strokes.filter { $0.velocity != 0 }.count
      script = FitObjective.prepared(
        GestureDerivation.script(
          for: series, strokes: strokes, viewport: viewport, touchSlop: touchSlop, fps: fps),
        series: series, fps: fps)
    case .script(let given):
      edges = GestureDerivation.Edges()
      strokes = []
      correctionCount = 0
      script = FitObjective.prepared(given, series: series, fps: fps)
    }
    self.contentBottom = edges.bottom ?? contentBottom
    touchRows = self.latencies.count > 1 ? FitObjective.touchRows(of: script, in: series) : []
  }

  /// The frames a replay of `series` at `fps` runs first so that its frames show the ticks the
  /// series' frames show: a run at a rate off the tick grid shows each frame's tick in a cycle
  /// (25 fps: five frames, 9.6 ticks each, up to 0.6 of a tick either side of the stamps), and
  /// a clip cut from it at frame k (`MeasuredSeries.timeOrigin`) is at k's place in that cycle
  /// where the replay starts at its own frame 0. Replayed from there, readme-demo's 25 fps run
  /// cut at frame 1, 3 or 6 replayed at 1.42, 13.1 and 1.45 pt RMS under Android where the
  /// whole run replays at 0.64 (`ClipPhaseTests`). 0 for a series not on such a grid
  /// (`MeasuredSeries.shownTimes` leaves its times alone).
  static func phaseFrames(of series: MeasuredSeries, fps: Int) -> Int {
    guard fps > 0, series.timeOrigin > 0, series.shownTimes != series.time else { return 0 }
    let origin = Int((series.timeOrigin * Double(fps)).rounded())
    return origin % FixedStepClock.tickCycle(fps: fps)
  }

  /// The ticks a run at `fps` shows at each of its frames (`FixedStepClock.shownTimes`), when
  /// every sample of `series` is one of them (within a CSV's microsecond): the rows of a
  /// `trace` at a rate off the tick grid, whose `time` column is the tick each frame shows.
  /// Compared at frame time × fps, such a row landed between two replayed frames (a row at
  /// 1.7208 s, frame 43 of a 25 fps run, took 2 % of frame 44: up to 2 pt in a fast fling) and
  /// a 25 fps trace fitted under its own values replayed 1.4 pt RMS off. Nil otherwise.
  static func shownTickRows(_ series: MeasuredSeries, fps: Int) -> [Double]? {
    guard FixedStepClock.tickCycle(fps: fps) > 1, series.timeOrigin == 0,
      let last = series.time.last,
      last * Double(fps) < Double(MeasuredSeries.mostShownFrames)
    else { return nil }
    let ticks = FixedStepClock.shownTimes(fps: fps, frames: Int(last * Double(fps)) + 3)
    for t in series.time {
      let frame = Int((t * Double(fps)).rounded())
      guard frame < ticks.count, abs(ticks[frame] - t) <= MeasuredSeries.gridTolerance else {
        return nil
      }
    }
    return ticks
  }

  /// `script` as the runner plays it: every event after t = 0 `phaseDelay` later (the `set`s
  /// at 0 that size the list stay the first frame's).
  private func phased(_ script: EventScript) -> EventScript {
    guard phaseDelay > 0 else { return script }
    var shifted = script
    shifted.events = script.events.map {
      TimedScriptEvent(t: $0.t > 0 ? $0.t + phaseDelay : 0, event: $0.event)
    }
    shifted.duration = script.effectiveDuration + phaseDelay
    return shifted
  }

  /// The rows of `series` between a finger's down and up in `script`.
  private static func touchRows(of script: EventScript, in series: MeasuredSeries) -> [[Int]] {
    var windows: [(down: Double, up: Double)] = []
    var down: Double?
    for input in script.expandedInputs() {
      guard case .input(let timed) = input else { continue }
      switch timed.event {
      case .pointerDown: down = down ?? timed.time
      case .pointerUp:
        if let start = down { windows.append((start, timed.time)) }
        down = nil
      default: break
      }
    }
    return windows.map { window in
      series.time.indices.filter { series.time[$0] >= window.down && series.time[$0] <= window.up }
    }.filter { $0.count > 1 }
  }

  /// An objective replaying `script`.
  public init(
    series: MeasuredSeries, script: EventScript, columns: [FitColumn]? = nil,
    latencies: [Double]? = nil, contentBottom: Double? = nil
  ) {
    self.init(
      series: series, gesture: .script(script), columns: columns, latencies: latencies,
      contentBottom: contentBottom)
  }

  /// The script with `corrections`, run at the measurement's rate for its length: the first
  /// half scale the flung lifts' velocities (fractions: velocity × (1 + c)), the second half move
  /// those lifts (seconds), the finger following the measured travel to the moved lift and
  /// carrying the content on at the release velocity from the sample before it
  /// (`GestureDerivation.script(for:strokes:…)`, from the strokes found once).
  ///
  /// With `values` and an edge read from the series, each move past it is what the rubber band
  /// of `values`' deceleration model turns into the measured one.
  public func script(corrections: [Double], values: ConfigValues? = nil) -> EventScript {
    script(corrections: corrections, settings: values.flatMap { try? SandboxSettings(values: $0) })
  }

  /// `script(corrections:values:)` for values already made settings.
  private func script(corrections: [Double], settings: SandboxSettings?) -> EventScript {
    let drag = settings.flatMap(dragLaw)
    guard (correctionCount > 0 && !corrections.isEmpty) || drag != nil,
      case .derived(let viewport, let touchSlop) = gesture
    else { return script }
    let half = correctionCount / 2
    let derived = GestureDerivation.script(
      for: series, strokes: strokes, viewport: viewport, touchSlop: touchSlop, fps: fps,
      corrections: Array(corrections.prefix(half)),
      liftShifts: Array(corrections.dropFirst(half)), drag: drag)
    return FitObjective.prepared(derived, series: series, fps: fps)
  }

  /// The drag rule past `edges` (series offsets) of `settings`' deceleration model on the
  /// derived gesture's viewport; nil without an edge or for a given script.
  private func dragLaw(_ settings: SandboxSettings) -> GestureDerivation.DragLaw? {
    guard !edges.isEmpty, case .derived(let viewport, _) = gesture else { return nil }
    return GestureDerivation.dragLaw(
      settings.scroll.deceleration, edges: edges, viewportHeight: viewport.height)
  }

  /// `settings` with a list that ends where the recording's does (`RecordedContent`), when
  /// the derived gesture read the bottom: replay offsets count from the recording's first
  /// frame, so its largest is the bottom less the first frame's offset. The header's height
  /// is `settings`' own, so the range follows the heights each evaluation tries.
  private func recordedContent(_ settings: SandboxSettings) throws -> SandboxSettings {
    guard let content = try recordedContentValues(settings) else { return settings }
    var values = settings.values
    for (key, value) in content { try values.set(key: key, value: value) }
    return try SandboxSettings(values: values)
  }

  /// The `content.*` values of `recordedContent(_:)`, nil without a known bottom.
  private func recordedContentValues(_ settings: SandboxSettings) throws -> [(
    key: String, value: ParameterValue
  )]? {
    guard let bottom = contentBottom else { return nil }
    return try RecordedContent.values(
      maxOffset: bottom - series.scrollOffset[0], settings: settings,
      viewportHeight: script.viewport.height)
  }

  /// `script` replaying on the recording's content under `values`: `set` events at t = 0 that
  /// size the list to end where the recording's does (the first frame's state), so `trace`,
  /// `render` and the window's replay of a fit's result stop where the recording stops.
  /// `script` itself without a known bottom.
  public func onRecordedContent(_ script: EventScript, values: ConfigValues) -> EventScript {
    guard let settings = try? SandboxSettings(values: values),
      let content = try? recordedContentValues(settings)
    else { return script }
    var result = script
    result.events =
      content.map { TimedScriptEvent(t: 0, event: .set(key: $0.key, value: $0.value)) }
      + script.events
    return result
  }

  private static func prepared(_ script: EventScript, series: MeasuredSeries, fps: Int)
    -> EventScript
  {
    var script = script
    script.fps = fps
    script.duration = min((series.time.last ?? 0) + 2.0 / Double(fps), EventScript.maximumDuration)
    return script
  }

  /// Number of residuals.
  public var residualCount: Int { rows.reduce(0) { $0 + $1.count } }

  /// Number of residuals of each of `columns`, in order.
  public var residualCounts: [Int] { rows.map(\.count) }

  /// The rows whose residuals column `k` of `columns` holds.
  public func comparedRows(_ k: Int) -> [Int] { rows[k] }

  /// Simulated samples for `values`, per column, at the measured times seen `latency` seconds
  /// late; nil when the values do not make a valid configuration.
  public func simulate(
    _ values: ConfigValues, corrections: [Double] = [], latency: Double = 0
  ) -> [FitColumn: [Double]]? {
    guard let frames = frames(values, corrections: corrections) else { return nil }
    return sampled(frames, latency: latency)
  }

  /// The replay's frames: scroll offsets and, when compared, header bottoms.
  private func frames(_ values: ConfigValues, corrections: [Double])
    -> (offsets: [Double], bottoms: [Double])?
  {
    guard let settings = try? SandboxSettings(values: values),
      let replayed = try? recordedContent(settings),
      var runner = try? PhoneRunner(
        script: phased(script(corrections: corrections, settings: replayed)),
        settings: [replayed], fps: fps)
    else { return nil }
    let wantsHeader = columns.contains(.headerBottom)
    var offsets: [Double] = []
    var bottoms: [Double] = []
    offsets.reserveCapacity(runner.frameCount)
    if wantsHeader { bottoms.reserveCapacity(runner.frameCount) }
    // Phone A through the runner's stored array: `runner.phone` returns a copy of the whole
    // phone, which an unoptimized build (the tests) makes for every frame of every candidate.
    while runner.nextFrame() != nil {
      offsets.append(runner.phones[0].scroll.offset)
      if wantsHeader {
        let layout = runner.phones[0].engine.layout
        bottoms.append(layout.top + layout.height)
      }
    }
    return (offsets, wantsHeader ? bottoms : [])
  }

  private func sampled(_ frames: (offsets: [Double], bottoms: [Double]), latency: Double)
    -> [FitColumn: [Double]]
  {
    var result: [FitColumn: [Double]] = [:]
    let start = frames.offsets.first ?? 0
    let measuredStart = series.scrollOffset[0]
    result[.scrollOffset] = sample(frames.offsets, latency: latency).map {
      $0 - start + measuredStart
    }
    if columns.contains(.headerBottom) {
      result[.headerBottom] = sample(frames.bottoms, latency: latency)
    }
    return result
  }

  /// The residuals (simulated − measured), column after column, at the best of `latencies`;
  /// nil for an invalid configuration.
  public func residuals(_ values: ConfigValues, corrections: [Double] = []) -> [Double]? {
    fitted(values, corrections: corrections)?.residuals
  }

  /// The residuals at the best of `latencies`, and that latency (seconds); nil for an invalid
  /// configuration.
  public func fitted(_ values: ConfigValues, corrections: [Double] = [])
    -> (residuals: [Double], latency: Double)?
  {
    guard let frames = frames(values, corrections: corrections) else { return nil }
    let latency = bestLatency(frames.offsets)
    let simulated = sampled(frames, latency: latency)
    var residuals: [Double] = []
    residuals.reserveCapacity(residualCount)
    for (k, column) in columns.enumerated() {
      guard let sim = simulated[column] else { return nil }
      for (row, value) in zip(rows[k], measured[k]) { residuals.append(sim[row] - value) }
    }
    return (residuals, latency)
  }

  /// The latency of `latencies` at which the replay's `offsets` best follow the recording's
  /// travel on the touch rows (the first on a tie; the first without touch rows). Each touch
  /// compares travel from its own first row, so where an earlier fling left the content, which
  /// the physics decides, does not count.
  private func bestLatency(_ offsets: [Double]) -> Double {
    guard latencies.count > 1, !touchRows.isEmpty else { return latencies[0] }
    func replayed(_ row: Int, _ latency: Double) -> Double {
      frameValue(offsets, at: series.time[row] - latency + phaseDelay)
    }
    var best = (latency: latencies[0], cost: Double.infinity)
    for latency in latencies {
      var cost = 0.0
      for rows in touchRows {
        let first = rows[0]
        let origin = replayed(first, latency)
        for row in rows.dropFirst() {
          let residual =
            (replayed(row, latency) - origin)
            - (series.scrollOffset[row] - series.scrollOffset[first])
          cost += residual * residual
        }
      }
      if cost < best.cost { best = (latency, cost) }
    }
    return best.latency
  }

  /// Sum of squared residuals; +∞ for an invalid configuration.
  public func cost(_ values: ConfigValues, corrections: [Double] = []) -> Double {
    guard let r = residuals(values, corrections: corrections) else { return .infinity }
    var sum = 0.0
    for x in r { sum += x * x }
    return sum.isFinite ? sum : .infinity
  }

  private func sample(_ frames: [Double], latency: Double) -> [Double] {
    series.time.map { frameValue(frames, at: $0 - latency + phaseDelay) }
  }

  /// The replay's `frames` (one per 1/fps from 0) at `time` seconds, linearly between frames;
  /// the first before 0, the last after the end.
  private func frameValue(_ frames: [Double], at time: Double) -> Double {
    if let ticks = replayTicks { return tickValue(frames, ticks, at: time) }
    let x = max(0, time) * Double(fps)
    let i = Int(x.rounded(.down))
    guard i + 1 < frames.count else { return frames.last ?? 0 }
    let f = x - Double(i)
    return f < 1e-9 ? frames[i] : frames[i] * (1 - f) + frames[i + 1] * f
  }

  /// `frameValue` for samples stamped with the ticks the frames show (`replayTicks`): linearly
  /// between the frames whose ticks are either side of `time`.
  private func tickValue(_ frames: [Double], _ ticks: [Double], at time: Double) -> Double {
    let count = min(frames.count, ticks.count)
    guard count > 1, time > ticks[0] else { return frames.first ?? 0 }
    guard time < ticks[count - 1] else { return frames[count - 1] }
    // The frame at or before `time`: near time × fps, within a frame either way.
    var i = min(max(0, Int(time * Double(fps))), count - 2)
    while i > 0, ticks[i] > time { i -= 1 }
    while i + 2 < count, ticks[i + 1] <= time { i += 1 }
    let span = ticks[i + 1] - ticks[i]
    let f = span > 0 ? (time - ticks[i]) / span : 0
    return f < 1e-9 ? frames[i] : frames[i] * (1 - f) + frames[i + 1] * f
  }
}
