/// The reference recording's decoded frames kept in memory, least recently used first out,
/// within a budget of bytes: scrubbing back and forth over a few seconds shows frames without
/// reading them again, and a long recording never holds more than the budget.
struct ReferenceFrameCache {
  /// The most bytes of frames kept (`ReferenceVideo.memoryBudgetMB`).
  let budget: Int
  private var frames: [Int: [UInt8]] = [:]
  /// Frame indices, least recently used first.
  private var order: [Int] = []
  /// Bytes held now.
  private(set) var bytes = 0
  /// Reads that found their frame here, and those that did not.
  private(set) var hits = 0
  private(set) var misses = 0

  init(budget: Int) {
    self.budget = max(0, budget)
  }

  /// Frame `index`'s pixels, loading them with `load` (and keeping them) when not held.
  mutating func pixels(_ index: Int, load: (Int) -> [UInt8]?) -> [UInt8]? {
    if let held = frames[index] {
      hits += 1
      if order.last != index, let position = order.lastIndex(of: index) {
        order.remove(at: position)
        order.append(index)
      }
      return held
    }
    misses += 1
    guard let loaded = load(index) else { return nil }
    frames[index] = loaded
    order.append(index)
    bytes += loaded.count
    while bytes > budget, order.count > 1 {
      let oldest = order.removeFirst()
      bytes -= frames.removeValue(forKey: oldest)?.count ?? 0
    }
    return loaded
  }

  /// How many frames are held.
  var count: Int { frames.count }
}
