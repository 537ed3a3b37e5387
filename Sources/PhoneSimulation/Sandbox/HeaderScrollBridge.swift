import HeaderEngine

/// Forwards the scroll view's callbacks to the header model `header.model` names, adding the content and viewport
/// sizes the engine needs with each did-scroll.
struct HeaderScrollBridge: ScrollObserver {
  var engine: AnyHeaderModel
  var contentHeight: Double
  var viewportHeight: Double

  mutating func scrollViewDidScroll(offset: Double, isTracking: Bool) {
    engine.didScroll(
      offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
      isTracking: isTracking)
  }

  mutating func scrollViewWillEndDragging(velocity: Double, targetOffset: inout Double) -> Bool {
    engine.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
  }

  mutating func scrollViewDidEndDragging(willDecelerate: Bool) {
    engine.didEndDragging(willDecelerate: willDecelerate)
  }

  mutating func scrollViewDidEndDecelerating() {
    engine.didEndDecelerating()
  }

  mutating func scrollViewWillBeginScroll(drivenBy driver: ScrollDriver) {
    engine.scrollWillBegin(drivenBy: driver)
  }
}
