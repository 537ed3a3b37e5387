import Foundation

/// One row of `header-sandbox trace`: the state after a frame, in points, seconds and points per
/// second. The column names and their order are a contract (scripts and reviews parse them).
public struct TraceRow: Sendable, Equatable {
  public var frame: Int
  public var time: Double
  public var scrollOffset: Double
  /// Content velocity, points per second (positive into the content). While a finger is down it
  /// is the velocity tracker's current estimate: what a release at that frame would fling with.
  public var scrollVelocity: Double
  public var headerHeight: Double
  public var headerTop: Double
  public var shiftAccumulator: Double
  public var statusBarShift: Double
  public var phase: String
  public var phasePercentage: Double
  public var shadowOpacity: Double
  public var wantsToBeHidden: Bool
  public var isTracking: Bool
  /// The lifted (elevated, scrolled-under) fraction, 0…1 (`HeaderReadout.liftFraction`).
  public var liftFraction: Double
  /// The collapsing toolbar's scrim alpha, 0…1.
  public var scrimAlpha: Double
  /// The collapsing title's interpolation, 0 expanded … 1 collapsed.
  public var titleProgress: Double
  /// The header image's top relative to its expanded rest, points.
  public var parallaxOffset: Double
  /// How many times Flutter's `onStretchTrigger` fired.
  public var stretchTriggers: Int

  public init(
    frame: Int, time: Double, scrollOffset: Double, scrollVelocity: Double, headerHeight: Double,
    headerTop: Double, shiftAccumulator: Double, statusBarShift: Double, phase: String,
    phasePercentage: Double, shadowOpacity: Double, wantsToBeHidden: Bool, isTracking: Bool,
    liftFraction: Double = 0, scrimAlpha: Double = 0, titleProgress: Double = 0,
    parallaxOffset: Double = 0, stretchTriggers: Int = 0
  ) {
    self.frame = frame
    self.time = time
    self.scrollOffset = scrollOffset
    self.scrollVelocity = scrollVelocity
    self.headerHeight = headerHeight
    self.headerTop = headerTop
    self.shiftAccumulator = shiftAccumulator
    self.statusBarShift = statusBarShift
    self.phase = phase
    self.phasePercentage = phasePercentage
    self.shadowOpacity = shadowOpacity
    self.wantsToBeHidden = wantsToBeHidden
    self.isTracking = isTracking
    self.liftFraction = liftFraction
    self.scrimAlpha = scrimAlpha
    self.titleProgress = titleProgress
    self.parallaxOffset = parallaxOffset
    self.stretchTriggers = stretchTriggers
  }

  /// The CSV header line (without newline), exactly as the trace contract states. Columns are
  /// only ever appended: the model readout's five came last.
  public static let columns = [
    "frame", "time", "scrollOffset", "scrollVelocity", "headerHeight", "headerTop",
    "shiftAccumulator", "statusBarShift", "phase", "phasePercentage", "shadowOpacity",
    "wantsToBeHidden", "isTracking", "liftFraction", "scrimAlpha", "titleProgress",
    "parallaxOffset", "stretchTriggers",
  ]

  /// One CSV line (without newline).
  public var csvLine: String {
    var bytes: [UInt8] = []
    TraceEncoder.appendCSV(self, to: &bytes)
    return String(decoding: bytes.dropLast(), as: UTF8.self)
  }

  /// One JSON object on one line (without newline), keys in column order.
  public var jsonLine: String {
    var bytes: [UInt8] = []
    TraceEncoder.appendJSON(self, to: &bytes)
    return String(decoding: bytes.dropLast(), as: UTF8.self)
  }

  /// Fixed six-decimal formatting through `String(format:)`: the reference the fast encoder is
  /// tested against, and its fallback for values beyond its integer range.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0.000000" }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return String(format: "%.6f", rounded == 0 ? 0 : rounded)
  }
}
