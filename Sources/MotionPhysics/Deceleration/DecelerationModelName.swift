/// The selectable fling models. The raw values are a configuration contract.
public enum DecelerationModelName: String, CaseIterable, Codable, Sendable {
  /// UIScrollView `.normal`: velocity × 0.998 per millisecond, rubber band and bounce.
  case uikit
  /// UIScrollView `.fast`: velocity × 0.99 per millisecond, rubber band and bounce.
  case uikitFast
  /// AOSP `OverScroller` spline fling; stops at the edges.
  case android
  /// Flutter `ClampingScrollSimulation`; stops at the edges.
  case flutterClamping
  /// Flutter `BouncingScrollSimulation`: friction drag 0.135 per second, spring at the edges.
  case flutterBouncing
  /// Chromium's touchscreen fling (`scroll.chromiumCurve` picks the curve; the default is the
  /// physics-based one Debian's Chromium runs on Linux); stops at the edges.
  case chromium
}
