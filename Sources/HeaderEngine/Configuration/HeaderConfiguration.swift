import MotionPhysics

/// Everything that shapes the flexible header, mirroring the MDC properties of the same names.
///
/// Heights are in points and exclude the status bar (MDC with `minMaxHeightIncludesSafeArea = NO`),
/// so `Hmin = minimumHeight + statusBarHeight` and `Hmax = maximumHeight + statusBarHeight`.
/// The JSON field names and enum raw values are a config-file contract; missing fields take the
/// MDC defaults.
public struct HeaderConfiguration: Codable, Equatable, Sendable {
  /// Minimum header height without the status bar, in points (MDC `minimumHeight`, default 56).
  public var minimumHeight: Double
  /// Maximum header height without the status bar, in points (MDC `maximumHeight`, default 56).
  public var maximumHeight: Double
  /// Height of the status bar strip the header covers, in points (MDC top safe area, default 20).
  public var statusBarHeight: Double
  /// Whether pulling past the top stretches the header beyond Hmax (MDC `canOverExtend`).
  public var canOverExtend: Bool
  /// How scrolling may shift the header off screen (MDC `shiftBehavior`).
  public var shiftBehavior: ShiftBehavior
  /// Length of the quick-return anchor (MDC `headerContentImportance`).
  public var headerContentImportance: HeaderContentImportance
  /// Points of the header that stay visible when fully shifted (MDC `minimumHeaderViewHeight`).
  public var minimumHeaderViewHeight: Double
  /// Shadow opacity at full intensity, in `[0, 1]` (MDC `visibleShadowOpacity`, default 0.4).
  public var visibleShadowOpacity: Double
  /// Whether the content has no top edge, so the header always casts a shadow
  /// (MDC `inFrontOfInfiniteContent`).
  public var inFrontOfInfiniteContent: Bool
  /// Whether the status bar may overlap the header (MDC `statusBarHintCanOverlapHeader`).
  public var statusBarHintCanOverlapHeader: Bool
  /// How the shift animation is integrated (sandbox addition; MDC behaves like `.mdc`).
  public var shiftAnimation: ShiftAnimationMode
  /// Display refresh rate, in Hz, at which a host steps the `.mdc` shift animation: MDC advances
  /// it once per `CADisplayLink` callback with that frame's duration (sandbox addition, 30…240,
  /// default 60 like the displays MDC's timings were described on).
  public var mdcFrameRate: Double
  /// Seconds a `.bezier` shift takes from start to end (sandbox addition, `ShiftTiming`).
  public var shiftDuration: Double
  /// The timing curve of a `.bezier` shift (sandbox addition).
  public var shiftCurve: CubicBezier
  /// The spring of a `.spring` shift (sandbox addition).
  public var shiftSpring: SpringDescription

  /// MDC's defaults: 56/56 pt, 20 pt status bar, over-extension on, shifting disabled.
  public static let mdcDefault = HeaderConfiguration()

  /// Creates a configuration; every argument defaults to MDC's default.
  public init(
    minimumHeight: Double = FlexibleHeaderConstants.flexibleHeaderDefaultHeight,
    maximumHeight: Double = FlexibleHeaderConstants.flexibleHeaderDefaultHeight,
    statusBarHeight: Double = FlexibleHeaderConstants.defaultStatusBarHeight,
    canOverExtend: Bool = true,
    shiftBehavior: ShiftBehavior = .disabled,
    headerContentImportance: HeaderContentImportance = .default,
    minimumHeaderViewHeight: Double = 0,
    visibleShadowOpacity: Double = FlexibleHeaderConstants.defaultVisibleShadowOpacity,
    inFrontOfInfiniteContent: Bool = false,
    statusBarHintCanOverlapHeader: Bool = true,
    shiftAnimation: ShiftAnimationMode = .exact,
    mdcFrameRate: Double = FlexibleHeaderConstants.defaultMDCFrameRate,
    shiftDuration: Double = ShiftTiming.defaultDuration,
    shiftCurve: CubicBezier = ShiftTiming.defaultCurve,
    shiftSpring: SpringDescription = ShiftTiming.defaultSpring
  ) {
    self.minimumHeight = minimumHeight
    self.maximumHeight = maximumHeight
    self.statusBarHeight = statusBarHeight
    self.canOverExtend = canOverExtend
    self.shiftBehavior = shiftBehavior
    self.headerContentImportance = headerContentImportance
    self.minimumHeaderViewHeight = minimumHeaderViewHeight
    self.visibleShadowOpacity = visibleShadowOpacity
    self.inFrontOfInfiniteContent = inFrontOfInfiniteContent
    self.statusBarHintCanOverlapHeader = statusBarHintCanOverlapHeader
    self.shiftAnimation = shiftAnimation
    self.mdcFrameRate = mdcFrameRate
    self.shiftDuration = shiftDuration
    self.shiftCurve = shiftCurve
    self.shiftSpring = shiftSpring
  }

  /// Sets the minimum height in points; a value above the maximum raises the maximum to it
  /// (MDC min/max coupling).
  public mutating func setMinimumHeight(_ height: Double) {
    minimumHeight = height
    if height > maximumHeight { maximumHeight = height }
  }

  /// Sets the maximum height in points; a value below the minimum lowers the minimum to it
  /// (MDC min/max coupling).
  public mutating func setMaximumHeight(_ height: Double) {
    maximumHeight = height
    if height < minimumHeight { minimumHeight = height }
  }

  /// Returns this configuration checked: every length finite and ≥ 0, opacity in `[0, 1]`.
  ///
  /// A minimum above the maximum is not an error: the maximum is raised to it, as if
  /// `setMinimumHeight` had been called last.
  public func validated() throws -> HeaderConfiguration {
    let lengths: [(String, Double)] = [
      ("minimumHeight", minimumHeight), ("maximumHeight", maximumHeight),
      ("statusBarHeight", statusBarHeight), ("minimumHeaderViewHeight", minimumHeaderViewHeight),
    ]
    for (key, value) in lengths where !(value.isFinite && value >= 0) {
      throw HeaderConfigurationError(
        key: key, value: "\(value)", allowed: "a finite number ≥ 0 (points)")
    }
    guard visibleShadowOpacity.isFinite, (0...1).contains(visibleShadowOpacity) else {
      throw HeaderConfigurationError(
        key: "visibleShadowOpacity", value: "\(visibleShadowOpacity)",
        allowed: "a number in 0...1")
    }
    let rates = FlexibleHeaderConstants.mdcFrameRateRange
    guard mdcFrameRate.isFinite, rates.contains(mdcFrameRate) else {
      throw HeaderConfigurationError(
        key: "mdcFrameRate", value: "\(mdcFrameRate)",
        allowed: "a number in \(Int(rates.lowerBound))...\(Int(rates.upperBound)) (Hz)")
    }
    let durations = ShiftTiming.durationRange
    guard shiftDuration.isFinite, durations.contains(shiftDuration) else {
      throw HeaderConfigurationError(
        key: "shiftDuration", value: "\(shiftDuration)",
        allowed: "a number in \(durations.lowerBound)...\(durations.upperBound) (seconds)")
    }
    var result = self
    if result.minimumHeight > result.maximumHeight { result.maximumHeight = result.minimumHeight }
    return result
  }

  private enum CodingKeys: String, CodingKey {
    case minimumHeight, maximumHeight, statusBarHeight, canOverExtend, shiftBehavior
    case headerContentImportance, minimumHeaderViewHeight, visibleShadowOpacity
    case inFrontOfInfiniteContent, statusBarHintCanOverlapHeader, shiftAnimation, mdcFrameRate
    case shiftDuration, shiftCurve, shiftSpring
  }

  /// Decodes and validates; missing keys take MDC defaults, unknown enum names throw
  /// `HeaderConfigurationError` listing the allowed names.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let d = HeaderConfiguration()
    func number(_ key: CodingKeys, _ fallback: Double) throws -> Double {
      try c.decodeIfPresent(Double.self, forKey: key) ?? fallback
    }
    func flag(_ key: CodingKeys, _ fallback: Bool) throws -> Bool {
      try c.decodeIfPresent(Bool.self, forKey: key) ?? fallback
    }
    func choice<E: RawRepresentable & CaseIterable>(_ key: CodingKeys, _ fallback: E) throws -> E
    where E.RawValue == String {
      guard let raw = try c.decodeIfPresent(String.self, forKey: key) else { return fallback }
      guard let value = E(rawValue: raw) else {
        let names = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        throw HeaderConfigurationError(
          key: key.stringValue, value: "\"\(raw)\"", allowed: "one of \(names)")
      }
      return value
    }
    self.init(
      minimumHeight: try number(.minimumHeight, d.minimumHeight),
      maximumHeight: try number(.maximumHeight, d.maximumHeight),
      statusBarHeight: try number(.statusBarHeight, d.statusBarHeight),
      canOverExtend: try flag(.canOverExtend, d.canOverExtend),
      shiftBehavior: try choice(.shiftBehavior, d.shiftBehavior),
      headerContentImportance: try choice(.headerContentImportance, d.headerContentImportance),
      minimumHeaderViewHeight: try number(.minimumHeaderViewHeight, d.minimumHeaderViewHeight),
      visibleShadowOpacity: try number(.visibleShadowOpacity, d.visibleShadowOpacity),
      inFrontOfInfiniteContent: try flag(.inFrontOfInfiniteContent, d.inFrontOfInfiniteContent),
      statusBarHintCanOverlapHeader: try flag(
        .statusBarHintCanOverlapHeader, d.statusBarHintCanOverlapHeader),
      shiftAnimation: try choice(.shiftAnimation, d.shiftAnimation),
      mdcFrameRate: try number(.mdcFrameRate, d.mdcFrameRate),
      shiftDuration: try number(.shiftDuration, d.shiftDuration),
      shiftCurve: try c.decodeIfPresent(CubicBezier.self, forKey: .shiftCurve) ?? d.shiftCurve,
      shiftSpring: try c.decodeIfPresent(SpringDescription.self, forKey: .shiftSpring)
        ?? d.shiftSpring)
    self = try validated()
  }
}
