/// Which of the two collapsing headers web apps ship the web model runs (`web.pattern`). The raw
/// values are a config-file contract.
public enum WebPattern: String, CaseIterable, Codable, Sendable {
  /// A `position: sticky` header with a negative `top` (CSS Positioned Layout Level 3, §3.4
  /// "Sticky positioning"): it scrolls away by `max − min` with the page and then sticks, its
  /// title's scale and fade driven by a scroll-driven animation (Scroll-driven Animations Level 1,
  /// `animation-timeline: scroll()`).
  case sticky
  /// The headroom.js pattern: a fixed header pinned or unpinned by the scroll direction, moved by
  /// a CSS transition of `transform`.
  case headroom
}
