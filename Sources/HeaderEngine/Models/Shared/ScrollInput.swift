/// The scroll view's latest state as a platform model sees it, and the delta since the previous
/// did-scroll (positive: toward the content's end, Android's `dy`, Flutter's growing offset).
struct ScrollInput: Sendable {
  private(set) var offset: Double = 0
  private(set) var contentHeight: Double = 0
  private(set) var viewportHeight: Double = 0
  private var last: Double = 0
  private var hasLast = false

  /// Takes a did-scroll and returns the delta since the last one (0 for the first), or nil when
  /// the input is not finite or a size is negative (the call is then ignored).
  mutating func accept(offset: Double, contentHeight: Double, viewportHeight: Double) -> Double? {
    guard offset.isFinite, contentHeight.isFinite, viewportHeight.isFinite, contentHeight >= 0,
      viewportHeight >= 0
    else { return nil }
    self.offset = offset
    self.contentHeight = contentHeight
    self.viewportHeight = viewportHeight
    let delta = hasLast ? offset - last : 0
    last = offset
    hasLast = true
    return delta
  }

  /// The model moved the content by `shift` itself (a snap that carries the content): the
  /// scroll view's next did-scroll reports it, and it must not read as the user's scroll.
  mutating func expectShift(_ shift: Double) {
    last += shift
    offset += shift
  }

  /// Whether the content can scroll `distance` points further toward its end from here, with a
  /// header of expanded height `hMax` as its top inset. Sandbox rule for snaps that carry the
  /// content: one that would leave it past its end (Android and Compose would leave blank space
  /// under a short list; UIKit cannot scroll there) goes to the expanded edge instead.
  func canScroll(further distance: Double, hMax: Double) -> Bool {
    offset + distance <= max(0, contentHeight + hMax - viewportHeight) + 1e-9
  }

  /// Forgets the previous offset, so the next did-scroll is not a delta (a changed geometry).
  mutating func forgetLast() { hasLast = false }
}
