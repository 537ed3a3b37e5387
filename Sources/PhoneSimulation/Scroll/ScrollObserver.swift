import HeaderEngine

/// Receives the scroll view's callbacks, in the order UIKit sends them to a
/// `UIScrollViewDelegate` — the four MDC FlexibleHeader needs forwarded (spec §4).
public protocol ScrollObserver {
  /// The offset changed (or a finger went down): `isTracking` is true while a finger is down or a
  /// wheel/keyboard gesture lasts.
  mutating func scrollViewDidScroll(offset: Double, isTracking: Bool)
  /// A drag is ending with `velocity` (points per second, positive into the content); the
  /// observer may rewrite where the scroll will come to rest and returns true when it did.
  mutating func scrollViewWillEndDragging(velocity: Double, targetOffset: inout Double) -> Bool
  /// The drag ended; `willDecelerate` is true when the content keeps moving.
  mutating func scrollViewDidEndDragging(willDecelerate: Bool)
  /// The motion that followed a drag came to rest.
  mutating func scrollViewDidEndDecelerating()
  /// A touch, wheel, keyboard or programmatic scroll is about to move the content.
  mutating func scrollViewWillBeginScroll(drivenBy driver: ScrollDriver)
}

extension ScrollObserver {
  /// Observers that treat every scroll alike ignore who drives it.
  public mutating func scrollViewWillBeginScroll(drivenBy driver: ScrollDriver) {}
}
