import PhoneSimulation

/// The motion a fit reproduces: one sample per frame of a recording, a trace or a device log, in
/// points and seconds, times rising from 0.
public struct MeasuredSeries: Sendable, Equatable {
  /// Sample times, seconds from the first sample (strictly increasing).
  public var time: [Double]
  /// Content travel, points, positive into the content (`trace`'s and `measure`'s spelling).
  public var scrollOffset: [Double]
  /// Points from the top of the screen to the header's visible bottom edge, when the input has
  /// the column and it measured a header (see `headerUnmeasured`); nil on a row where the edge
  /// could not be seen (an empty cell: `measure` writes one for a transparent bar or a bar in the
  /// page's colour). A fit compares only the rows that have one.
  public var headerBottom: [Double?]?
  /// The input had a `headerBottom` column but no row shows a header: every cell is empty or 0
  /// (≤ `unmeasuredBottom`; `measure` wrote 0 for "no edge" before it wrote empty cells), so the
  /// column is dropped rather than fitted as a header of height 0.
  public var headerUnmeasured: Bool
  /// The slow error a reading of this series' scroll offsets is known to hold, points, however
  /// closely a fit then follows them (`FitUncertainty.ColumnSamples.leastSlowError`): 0
  /// (unknown: a trace, a log, a CSV) unless the series was read from a video here
  /// (`slowReadingError(scale:)`). Only the offsets: `measure` chains them frame to frame, so
  /// what each registration leaves adds up into a drift or a scale, where the header's edge is
  /// found afresh in every frame.
  public var slowReadingError: Double = 0

  /// The slow error of `measure`'s reading of a video at `scale` pixels per point: a third of a
  /// pixel. Measured on the project's demos rendered at ×1 under each deceleration model and
  /// read back (46 videos): after the best travel scale and offset, each reading strays from
  /// its run by 0.13–0.29 pt RMS, and that scale is off by up to 3.7·10⁻⁴ of the travel
  /// (0.41 pt RMS over quick-return's 1,367 pt spread under Android) — errors a fit absorbs into
  /// its values (a scale into a deceleration rate) and its misfit, 0.06–0.13 pt on those
  /// flicks, cannot show. The uncertainties sized at the misfit alone left UIKit's rates in
  /// quick-return 4.6σ and 3.3σ from the truth.
  public static func slowReadingError(scale: Double) -> Double {
    guard scale.isFinite, scale > 0 else { return 0 }
    return 1 / (3 * scale)
  }

  /// A `headerBottom` at or under this on every row means no header was measured, points.
  public static let unmeasuredBottom = 0.5

  /// The time the first sample had before the shift to 0, seconds: where in its recording the
  /// series starts (a clip cut from a video at an offset), which `shownTimes` counts frames
  /// from.
  public var timeOrigin: Double

  /// A series; `time` is shifted so the first sample is at 0 (`timeOrigin` keeps where it was).
  /// A `headerBottom` with no row over `unmeasuredBottom` is dropped (`headerUnmeasured`).
  public init(time: [Double], scrollOffset: [Double], headerBottom: [Double?]? = nil) {
    let start = time.first ?? 0
    timeOrigin = start
    self.time = time.map { $0 - start }
    self.scrollOffset = scrollOffset
    let unmeasured =
      headerBottom.map { !$0.contains { ($0 ?? 0) > Self.unmeasuredBottom } } ?? false
    self.headerBottom = unmeasured ? nil : headerBottom
    self.headerUnmeasured = unmeasured
  }

  /// Number of samples.
  public var count: Int { time.count }

  /// The columns a fit compares, `scrollOffset` first.
  public var columns: [FitColumn] {
    headerBottom == nil ? [.scrollOffset] : [.scrollOffset, .headerBottom]
  }

  /// The samples of `column`, one per row, NaN where the row has none (empty when the input
  /// lacks the column).
  public func values(_ column: FitColumn) -> [Double] {
    switch column {
    case .scrollOffset: return scrollOffset
    case .headerBottom: return (headerBottom ?? []).map { $0 ?? .nan }
    }
  }

  /// The rows whose `column` was measured, in order: every row for `scrollOffset`, the rows with
  /// a `headerBottom` for that column.
  public func measuredRows(_ column: FitColumn) -> [Int] {
    switch column {
    case .scrollOffset: return Array(time.indices)
    case .headerBottom: return (headerBottom ?? []).indices.filter { headerBottom?[$0] != nil }
    }
  }

  /// How many rows could not see the header's edge (empty `headerBottom` cells).
  public var unseenHeaderRows: Int { headerBottom.map { $0.count { $0 == nil } } ?? 0 }

  /// The median interval between samples, seconds (1/60 when there are fewer than two).
  public var medianInterval: Double {
    guard count > 1 else { return 1.0 / 60 }
    let gaps = zip(time.dropFirst(), time).map { $0 - $1 }.sorted()
    return gaps[gaps.count / 2]
  }

  /// The frames per second a replay of the series runs at: its typical interval's
  /// (`typicalInterval(_:)`, the mean of the middle half of the intervals),
  /// rounded, within the scripts' 1…240 (60 where the intervals say nothing). `fit` replays at
  /// it and `measure --script` writes it, so a script and a fit of one recording run at one
  /// rate. Not the median: a trace at 25 fps has rows 9 and 10 ticks apart (the ticks its
  /// frames show), whose median said 24 fps, and `fit` of such a trace under its own values
  /// replayed 10.5 pt RMS off (68 pt at worst); a video's equal intervals give either.
  public var frameRate: Int {
    let typical = Self.typicalInterval(time)
    let rate = (1 / (typical > 0 ? typical : medianInterval)).rounded()
    guard rate.isFinite else { return 60 }
    return Int(min(max(rate, 1), 240))
  }

  /// This series at the times its frames show (`shownTimes`); the same series where those are
  /// its own times.
  public var atShownTimes: MeasuredSeries {
    var shown = self
    shown.time = shownTimes
    return shown
  }

  /// The typical interval of `time`: the mean of the middle half of its positive intervals,
  /// seconds (0 without any). A run at 25 fps samples its clock at 9 and 10 ticks in turn (the
  /// median says 10, the frame rate 9.6); a recording's dropped or idle frames, outside the
  /// middle half, do not count.
  public static func typicalInterval(_ time: [Double]) -> Double {
    let intervals = zip(time.dropFirst(), time).map { $0 - $1 }.filter { $0 > 0 }.sorted()
    guard !intervals.isEmpty else { return 0 }
    let quarter = intervals.count / 4
    let middle = intervals[quarter..<(intervals.count - quarter)]
    return middle.reduce(0, +) / Double(middle.count)
  }

  /// How far a sample may stray from its frame of the `frameRate` grid and still be that
  /// frame, seconds: over a CSV's rounding to the microsecond, far under a tick.
  static let gridTolerance = 1e-5

  /// The most frames `shownTimes` plays the clock through (every frame from the recording's
  /// start): 11 hours at 25 fps, a few milliseconds of arithmetic per hour. A series whose
  /// times lie past it (a log stamped from the epoch) is read at its own times.
  static let mostShownFrames = 1_000_000

  /// The simulation time each sample shows when the series is a headless run's frames: every
  /// sample on the grid of a whole `frameRate` that does not divide the simulation's tick rate
  /// (the sandbox's own 25 fps renders), the time its frame's tick stands at
  /// (`FixedStepClock.shownTimes`: up to 0.6 of a 1/240 s tick either side of the stamp);
  /// otherwise the sample times themselves. Read at their stamps, a 25 fps render's coast
  /// strayed ±6 pt from its own fling in the first frames and its lift was read 35 ms late,
  /// 6 % slow (readme-demo under Android's spline replayed at 2.5 pt RMS; at the shown ticks,
  /// 0.6). A recording on an off-grid whole rate that the sandbox did not make is read at
  /// times up to 2.5 ms off its stamps; a device's or browser's stamps (59.94 fps, uneven
  /// intervals) are never on such a grid and are read as they are.
  public var shownTimes: [Double] {
    let fps = frameRate
    guard count > 1, FixedStepClock.tickCycle(fps: fps) > 1 else { return time }
    // Frames are counted from the recording's start, not the series' (a clip cut at frame 3
    // of a 25 fps run shows that frame's tick, not frame 0's).
    var frames: [Int] = []
    frames.reserveCapacity(count)
    for t in time {
      let frame = ((t + timeOrigin) * Double(fps)).rounded()
      guard frame >= 0, abs(frame / Double(fps) - t - timeOrigin) <= Self.gridTolerance,
        frame < Double(Self.mostShownFrames)
      else { return time }
      frames.append(Int(frame))
    }
    let shown = FixedStepClock.shownTimes(fps: fps, frames: (frames.last ?? 0) + 1)
    return frames.map { shown[$0] - timeOrigin }
  }
}

/// A column a fit compares between the measurement and the simulation.
public enum FitColumn: String, Sendable, CaseIterable {
  case scrollOffset
  case headerBottom
}
