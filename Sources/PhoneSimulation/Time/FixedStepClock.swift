/// Turns frame times into whole simulation ticks ("Fix Your Timestep"): the simulation always
/// advances in ticks of the same length, whatever the frame rate, so motion is identical at 30,
/// 60 or 144 Hz and headless runs are deterministic.
///
/// Slow motion scales simulation time, never the frame rate; pause stops it; `step()` advances
/// exactly one 1/60 s frame while paused. Long frames (a suspended laptop, a debugger stop) are
/// clamped so the simulation never jumps more than `maxFrameTime`.
public struct FixedStepClock: Sendable, Equatable {
  /// Length of one simulation tick in seconds (1/240 s by default).
  public let tickDuration: Double
  /// The longest frame time credited at once, in seconds; longer gaps are dropped.
  public let maxFrameTime: Double
  /// Simulation seconds per real second (1 normal; S cycles `ShortcutTable.timeScales`).
  public var timeScale: Double
  /// Whether simulation time is stopped.
  public var isPaused: Bool
  /// Simulation time in seconds: whole ticks only.
  public private(set) var time: Double
  /// Number of ticks run since the start.
  public private(set) var tickCount: Int
  /// Unspent simulation time, always less than one tick.
  public private(set) var accumulator: Double

  /// One frame of the "step" command: a 60 Hz frame.
  public static let stepDuration = 1.0 / 60.0

  public init(tickDuration: Double = 1.0 / 240.0, maxFrameTime: Double = 0.25) {
    precondition(tickDuration > 0 && tickDuration.isFinite, "tickDuration must be positive")
    self.tickDuration = tickDuration
    self.maxFrameTime = maxFrameTime
    timeScale = 1
    isPaused = false
    time = 0
    tickCount = 0
    accumulator = 0
  }

  /// Credits `realSeconds` of wall time (scaled, clamped, ignored while paused or non-finite)
  /// and returns how many whole ticks to run now.
  public mutating func advance(realSeconds: Double) -> Int {
    let seconds = simulatedSeconds(forRealSeconds: realSeconds)
    guard seconds > 0 else { return 0 }
    return credit(seconds)
  }

  /// The simulation seconds `advance(realSeconds:)` credits for a frame of `realSeconds`: the
  /// one crediting rule (clamped, scaled, nothing while paused), also used to place a frame's
  /// inputs inside it.
  public func simulatedSeconds(forRealSeconds realSeconds: Double) -> Double {
    guard !isPaused, realSeconds.isFinite, realSeconds > 0 else { return 0 }
    let scale = timeScale.isFinite && timeScale > 0 ? timeScale : 1
    return min(realSeconds, maxFrameTime) * scale
  }

  /// Credits exactly one 1/60 s frame of simulation time regardless of pause and time scale.
  public mutating func step() -> Int {
    credit(FixedStepClock.stepDuration)
  }

  /// Credits simulation seconds directly (headless runs at a fixed fps use this).
  public mutating func advance(simulationSeconds: Double) -> Int {
    guard simulationSeconds.isFinite, simulationSeconds > 0 else { return 0 }
    return credit(simulationSeconds)
  }

  /// Headless: credits the simulation seconds from the clock's time to `time` (a frame's stamp)
  /// and returns how many whole ticks to run: the clock then stands at a tick within one of
  /// `time`, before or past it, as what earlier frames left of a tick carries over. What a
  /// headless frame shows (`Sandbox.advance(toTime:)`, `shownTimes(fps:frames:)`).
  public mutating func advance(toFrameTime time: Double) -> Int {
    let remaining = time - self.time
    return remaining > 1e-12 ? advance(simulationSeconds: remaining) : 0
  }

  /// How many frames a headless run at `fps` takes to come back to the same place between
  /// ticks: 1 on the tick grid (a rate that divides the tick rate: 30, 60, 120 fps), where every
  /// frame shows the tick at its stamp; 5 at 25 fps (9.6 ticks a frame). 0 for no rate.
  public static func tickCycle(fps: Int, tickDuration: Double = 1.0 / 240.0) -> Int {
    guard fps > 0 else { return 0 }
    let ticksPerSecond = Int((1 / tickDuration).rounded())
    var (a, b) = (fps, ticksPerSecond)
    while b != 0 { (a, b) = (b, a % b) }
    return fps / a
  }

  /// The simulation time a headless run at `fps` shows at each of its frames `0..<frames`
  /// (frame k stamped k / fps): the clock's time after `advance(toFrameTime:)`. At a rate that
  /// divides the tick rate (30, 60, 120 fps) that is the stamp itself; at 25 fps (9.6 ticks a
  /// frame) it strays up to 0.6 of a tick (2.5 ms) either side, which in a 2,300 pt/s fling is
  /// 6 pt: what a reading of the sandbox's own video must know (`GestureDerivation`).
  public static func shownTimes(fps: Int, frames: Int) -> [Double] {
    guard fps > 0, frames > 0 else { return [] }
    var clock = FixedStepClock()
    return (0..<frames).map { frame in
      _ = clock.advance(toFrameTime: Double(frame) / Double(fps))
      return clock.time
    }
  }

  /// The simulation time after crediting `seconds` as `advance(simulationSeconds:)` would,
  /// without crediting them: the last tick a frame of that length runs, up to which that frame
  /// takes its inputs.
  public func time(afterCrediting seconds: Double) -> Double {
    guard seconds.isFinite, seconds > 0 else { return time }
    let ticks = Int(((accumulator + seconds) / tickDuration + 1e-9).rounded(.down))
    return Double(tickCount + ticks) * tickDuration
  }

  /// The time by which a frame played to `time` (`advance(toFrameTime:)`) takes its inputs:
  /// `time`, or the tick the clock then reaches when that is later (a tick within one of
  /// `time`, before or past it: the clock keeps the part of a tick a frame leaves).
  public func inputsDue(byTime time: Double) -> Double {
    let remaining = time - self.time
    return remaining > 1e-12 ? max(time, self.time(afterCrediting: remaining)) : time
  }

  private mutating func credit(_ seconds: Double) -> Int {
    accumulator += seconds
    // A small epsilon keeps 1/60 s = 4 ticks of 1/240 s exact despite rounding.
    let ticks = Int((accumulator / tickDuration + 1e-9).rounded(.down))
    accumulator = max(0, accumulator - Double(ticks) * tickDuration)
    tickCount += ticks
    time = Double(tickCount) * tickDuration
    return ticks
  }
}
