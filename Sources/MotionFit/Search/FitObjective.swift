import PhoneSimulation
import SandboxFormats

/// Runs the `trace` command's `PhoneRunner` in-process under one configuration and compares the
/// simulated columns with the measured ones at the measured times.
///
/// The simulation runs at the measurement's rate; simulated values between frames are
/// interpolated linearly. `scrollOffset` is compared as travel from the first sample (a recording
/// only knows its content's travel); `headerBottom` as is, on the rows that measured it (a row
/// whose edge was not seen is left out of that column).
public struct FitObjective: Sendable {
  public let series: MeasuredSeries
  public let gesture: FitGesture
  public let fps: Int
  /// The columns compared.
  public let columns: [FitColumn]
  /// The script without corrections.
  public let script: EventScript
  /// Release-velocity corrections the gesture takes (0 for a given script).
  public let correctionCount: Int
  /// The rows compared in each of `columns` (`MeasuredSeries.measuredRows`), and their values.
  private let rows: [[Int]]
  private let measured: [[Double]]

  public init(series: MeasuredSeries, gesture: FitGesture, columns: [FitColumn]? = nil) {
    self.series = series
    self.gesture = gesture
    let rate = (1 / series.medianInterval).rounded()
    fps = Int(min(max(rate.isFinite ? rate : 60, 1), 240))
    self.columns = columns ?? series.columns
    rows = self.columns.map { series.measuredRows($0) }
    measured = zip(self.columns, rows).map { column, rows in
      let values = series.values(column)
      return rows.map { values[$0] }
    }
    correctionCount = gesture.correctionCount(for: series)
    script = FitObjective.prepared(gesture.script(for: series, fps: fps), series: series, fps: fps)
  }

  /// An objective replaying `script`.
  public init(series: MeasuredSeries, script: EventScript, columns: [FitColumn]? = nil) {
    self.init(series: series, gesture: .script(script), columns: columns)
  }

  /// The script with `corrections`, run at the measurement's rate for its length.
  public func script(corrections: [Double]) -> EventScript {
    guard correctionCount > 0, !corrections.isEmpty else { return script }
    // The derived lifts carry their velocities (`touchUp` `velocity`): a correction scales the
    // k-th flung one, as `GestureDerivation.script(…corrections:)` would, without deriving the
    // strokes again on every evaluation.
    var corrected = script
    var flung = 0
    for index in corrected.events.indices {
      guard case .touchUp(let x, let y, let velocity?) = corrected.events[index].event,
        velocity != 0
      else { continue }
      let correction = flung < corrections.count ? corrections[flung] : 0
      corrected.events[index].event = .touchUp(
        x: x, y: y, velocity: (velocity * (1 + correction) * 1000).rounded() / 1000)
      flung += 1
    }
    return corrected
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

  /// Simulated samples for `values`, per column, at the measured times; nil when the values do
  /// not make a valid configuration.
  public func simulate(
    _ values: ConfigValues, corrections: [Double] = []
  ) -> [FitColumn: [Double]]? {
    guard let settings = try? SandboxSettings(values: values),
      var runner = try? PhoneRunner(
        script: script(corrections: corrections), settings: [settings], fps: fps)
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
    var result: [FitColumn: [Double]] = [:]
    let start = offsets.first ?? 0
    let measuredStart = series.scrollOffset[0]
    result[.scrollOffset] = sample(offsets).map { $0 - start + measuredStart }
    if wantsHeader { result[.headerBottom] = sample(bottoms) }
    return result
  }

  /// The residuals (simulated − measured), column after column; nil for an invalid configuration.
  public func residuals(_ values: ConfigValues, corrections: [Double] = []) -> [Double]? {
    guard let simulated = simulate(values, corrections: corrections) else { return nil }
    var result: [Double] = []
    result.reserveCapacity(residualCount)
    for (k, column) in columns.enumerated() {
      guard let sim = simulated[column] else { return nil }
      for (row, value) in zip(rows[k], measured[k]) { result.append(sim[row] - value) }
    }
    return result
  }

  /// Sum of squared residuals; +∞ for an invalid configuration.
  public func cost(_ values: ConfigValues, corrections: [Double] = []) -> Double {
    guard let r = residuals(values, corrections: corrections) else { return .infinity }
    var sum = 0.0
    for x in r { sum += x * x }
    return sum.isFinite ? sum : .infinity
  }

  private func sample(_ frames: [Double]) -> [Double] {
    let rate = Double(fps)
    return series.time.map { t in
      let x = t * rate
      let i = Int(x.rounded(.down))
      guard i + 1 < frames.count else { return frames.last ?? 0 }
      let f = x - Double(i)
      return f < 1e-9 ? frames[i] : frames[i] * (1 - f) + frames[i + 1] * f
    }
  }
}
