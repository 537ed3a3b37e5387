import MotionPhysics

/// Constants of MDC's `MDCFlexibleHeaderView.m` and its private helpers, by their MDC names.
public enum FlexibleHeaderConstants {
  /// Finger travel in one direction, in points, before it decides the header's wish.
  /// Mirrors MDC `kDeltaYSlop` (5).
  public static let deltaYSlop: Double = 5

  /// Quick-return anchor for `.default` importance, in points: scroll back this far deep in the
  /// content before the header starts to return. Mirrors MDC `kMaxAnchorLengthFullSwipe` (175).
  public static let maxAnchorLengthFullSwipe: Double = 175

  /// Quick-return anchor for `.high` importance, in points.
  /// Mirrors MDC `kMaxAnchorLengthQuickSwipe` (25).
  public static let maxAnchorLengthQuickSwipe: Double = 25

  /// Visible fraction below which a settled fling hides the header (hide if ≥ 75 % shifted).
  /// Mirrors MDC `kMinimumVisibleProportion` (0.25).
  public static let minimumVisibleProportion: Double = 0.25

  /// Rate of the shift animation's approach, per second. Mirrors MDC `kAttachmentCoefficient` (12),
  /// declared once in MotionPhysics with the approach it drives.
  public static let attachmentCoefficient: Double = ExponentialApproach.mdcAttachmentRate

  /// Gap, in points, at which the shift animation snaps to its destination and stops.
  /// Mirrors MDC `kShiftEpsilon` (0.1), declared once in MotionPhysics.
  public static let shiftEpsilon: Double = ExponentialApproach.mdcShiftEpsilon

  /// Distance, in points, over which the shadow ramps from 0 to full intensity.
  /// Mirrors MDC `kShadowScaleLength` (8).
  public static let shadowScaleLength: Double = 8

  /// Fraction of accMax at which views that hide when shifted reach alpha 0.
  /// Mirrors MDC `kContentHidingThreshold` (0.5).
  public static let contentHidingThreshold: Double = 0.5

  /// Default shadow opacity when the shadow is fully visible.
  /// Mirrors MDC `kDefaultVisibleShadowOpacity` (0.4).
  public static let defaultVisibleShadowOpacity: Double = 0.4

  /// Default minimum and maximum header height without the status bar, in points.
  /// Mirrors MDC `kFlexibleHeaderDefaultHeight` (56) in `MDCFlexibleHeaderMinMaxHeight.m`.
  public static let flexibleHeaderDefaultHeight: Double = 56

  /// Default status bar height, in points: MDC's device value without hardware insets
  /// (`MDCLayoutMetrics.m`).
  public static let defaultStatusBarHeight: Double = 20

  /// How far, in points, the header's bottom must overlap the content to count as detached from
  /// the content top. Mirrors the 0.5 pt literal in MDC `fhv_isDetachedFromTopOfContent`.
  public static let detachedThreshold: Double = 0.5

  /// Display refresh rate, in Hz, at which the `.mdc` shift animation steps by default. Not an MDC
  /// constant: MDC steps once per `CADisplayLink` frame, and its documented timings (56 pt in 29
  /// frames) are for a 60 Hz display.
  public static let defaultMDCFrameRate: Double = 60

  /// Refresh rates, in Hz, a host may step the `.mdc` animation at: 30 Hz (low-power displays) to
  /// 240 Hz (the sandbox's physics tick, the fastest a step can be placed).
  public static let mdcFrameRateRange: ClosedRange<Double> = 30...240
}
