import Foundation

/// The result slots of parallel candidate fits.
public final class FitSlots: @unchecked Sendable {
  /// Runs candidate fits on every core (two on the reference machine): each fit owns its own
  /// sandboxes and values, so nothing is shared but the result slots. `fit`, the window's fit
  /// job, the bench and the tests all run their plans through it.
  @Sendable public static func parallel(
    _ count: Int, _ fit: @Sendable (Int) -> CandidateFit
  ) -> [CandidateFit] {
    let slots = FitSlots(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { i in slots.set(i, fit(i)) }
    return slots.values
  }

  private let lock = NSLock()
  private var slots: [CandidateFit?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ fit: CandidateFit) {
    lock.lock()
    slots[index] = fit
    lock.unlock()
  }

  var values: [CandidateFit] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
