import Foundation
import MotionFit

/// The result slots of parallel candidate fits.
final class FitSlots: @unchecked Sendable {
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
