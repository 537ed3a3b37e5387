/// A fixed-capacity ring of samples, newest last.
struct SampleRing: Sendable, Hashable {
  private var times: [Double]
  private var positions: [Double]
  private var head = 0
  private(set) var count = 0

  init(capacity: Int) {
    times = [Double](repeating: 0, count: capacity)
    positions = [Double](repeating: 0, count: capacity)
  }

  /// Appends a sample, dropping the history first when time runs backwards or after a pause.
  mutating func append(time: Double, position: Double, pauseThreshold: Double) {
    guard time.isFinite, position.isFinite else { return }
    if count > 0, let newest = sample(age: 0),
      time < newest.time || time - newest.time > pauseThreshold
    {
      count = 0
    }
    head = (head + 1) % times.count
    times[head] = time
    positions[head] = position
    count = min(count + 1, times.count)
  }

  /// The sample `age` steps before the newest (0 = newest), or nil.
  func sample(age: Int) -> (time: Double, position: Double)? {
    guard age >= 0, age < count else { return nil }
    let index = (head - age + times.count) % times.count
    return (times[index], positions[index])
  }

  mutating func removeAll() {
    count = 0
  }
}
