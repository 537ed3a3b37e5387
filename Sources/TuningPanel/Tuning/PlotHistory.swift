import PhoneSimulation

/// A fixed-capacity ring of the most recent plot samples, fed once per frame or tick.
///
/// Storage is allocated once and never grows, so a long session costs the same memory as a short
/// one. A sample older than the newest (time went back: reset) clears the ring; a sample at the
/// newest time (paused) replaces it.
public struct PlotHistory: Sendable {
  /// 6 s at the 240 Hz tick: room for one sample per tick over the plotted span.
  public static let defaultCapacity = 1440
  /// Seconds of simulation time the plots show.
  public static let defaultSpan = 6.0

  /// Most samples kept.
  public let capacity: Int
  /// Seconds shown, ending at the newest sample.
  public var span: Double

  private var storage: [PlotSample]
  private var start = 0
  /// Samples held (≤ capacity).
  public private(set) var count = 0

  /// An empty history holding at most `capacity` samples (at least 2).
  public init(capacity: Int = PlotHistory.defaultCapacity, span: Double = PlotHistory.defaultSpan) {
    self.capacity = max(2, capacity)
    self.span = span.isFinite && span > 0 ? span : PlotHistory.defaultSpan
    storage = []
    storage.reserveCapacity(self.capacity)
  }

  /// The sample `index` places after the oldest (0 = oldest).
  public subscript(index: Int) -> PlotSample {
    storage[(start + index) % capacity]
  }

  /// The newest sample.
  public var latest: PlotSample? { count == 0 ? nil : self[count - 1] }

  /// Adds a sample, dropping the oldest when full. Non-finite samples are ignored.
  public mutating func append(_ sample: PlotSample) {
    let numbers = [
      sample.time, sample.scrollOffset, sample.scrollVelocity, sample.headerHeight,
      sample.headerTop, sample.statusBarShift,
    ]
    guard numbers.allSatisfy(\.isFinite) else { return }
    if let latest {
      if sample.time < latest.time - 1e-9 {
        removeAll()
      } else if abs(sample.time - latest.time) <= 1e-9 {
        storage[(start + count - 1) % capacity] = sample
        return
      }
    }
    if storage.count < capacity {
      storage.append(sample)
      count += 1
    } else {
      storage[(start + count) % capacity] = sample
      if count < capacity {
        count += 1
      } else {
        start = (start + 1) % capacity
      }
    }
  }

  /// Forgets every sample (the storage is kept).
  public mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    start = 0
    count = 0
  }

  /// The history as `trace --format csv` prints a run: the same header line and columns, one
  /// row per sample, oldest first, frames numbered from 0.
  public func csv() -> String {
    var bytes = Array((TraceRow.columns.joined(separator: ",") + "\n").utf8)
    for index in 0..<count {
      TraceEncoder.appendCSV(self[index].traceRow(frame: index), to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// How many samples the storage can hold without reallocating (for the never-grows test).
  public var storageCapacity: Int { storage.capacity }
}
