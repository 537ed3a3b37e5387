/// Chromium's resampling of a touch drag's scroll updates (`ui/base/prediction/
/// linear_resampling.cc`, which blink's `ScrollPredictor` runs on every gesture scroll update
/// while a finger scrolls), reduced to the part that changes where a drag leaves the page.
///
/// Chromium applies a drag's scroll updates at frames: each frame scrolls to the finger's
/// position sampled at the frame time less 5 ms, along the line through the last two updates,
/// but never more than 8 ms nor more than half their interval past the newer one. The frame
/// that runs before a fling starts samples that far ahead, and nothing takes the prediction
/// back: a page lifts from a drag v · min(8 ms, Δt / 2) further than the finger went (v and Δt
/// of the last two updates).
/// Measured on Debian's Chromium 156 (docs/research/chromium): 9.8 px at 1500 px/s with 12 ms
/// between moves (predicted 9.0), 16 px at 4000 px/s and 8 ms, 32 px at 4000 px/s and 16 ms,
/// 3.8 px at 500 px/s and 16 ms (predicted 4.0).
public struct ChromiumScrollResampling: Sendable {
  /// `kResampleMaxPrediction` = 8 ms (linear_resampling.cc), in seconds.
  public static let maxPrediction = 0.008
  /// `kResampleMinDelta` = 2 ms (linear_resampling.cc): two updates closer than this are not
  /// extrapolated.
  public static let minInterval = 0.002

  /// The two newest scroll updates: time (seconds) and the finger's position (points).
  private var newer: (time: Double, position: Double)?
  private var older: (time: Double, position: Double)?

  /// No updates yet.
  public init() {}

  /// The newest update's time (seconds), nil before the first.
  public var newestTime: Double? { newer?.time }

  /// Records a scroll update: the finger at `position` (points) at `time` (seconds).
  public mutating func update(time: Double, position: Double) {
    older = newer
    newer = (time, position)
  }

  /// `kResampleLatency` = −5 ms (linear_resampling.h): a frame samples the finger this long
  /// before its own time, in seconds.
  public static let latency = 0.005

  /// Where a frame at `frameTime` (seconds) shows the finger, relative to the newest update
  /// (points, the finger's sign): the last two updates' line sampled 5 ms before the frame, at
  /// most min(8 ms, half their interval) past the newest (behind it when the frame comes less
  /// than 5 ms after it). 0 with fewer than two updates or updates under 2 ms apart.
  public func displacement(atFrame frameTime: Double) -> Double {
    guard let newer, let older else { return 0 }
    let interval = newer.time - older.time
    guard interval >= Self.minInterval else { return 0 }
    let sample = min(frameTime - Self.latency, newer.time + min(Self.maxPrediction, interval / 2))
    return (newer.position - older.position) / interval * (sample - newer.time)
  }

  /// How far (points, the finger's sign) the page goes past the newest update when the drag
  /// ends: the frame before the fling samples as far ahead as it may.
  public var overshoot: Double { displacement(atFrame: .infinity) }
}
