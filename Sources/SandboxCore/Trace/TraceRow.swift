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

  public init(
    frame: Int, time: Double, scrollOffset: Double, scrollVelocity: Double, headerHeight: Double,
    headerTop: Double, shiftAccumulator: Double, statusBarShift: Double, phase: String,
    phasePercentage: Double, shadowOpacity: Double, wantsToBeHidden: Bool, isTracking: Bool
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
  }

  /// The CSV header line (without newline), exactly as the trace contract states.
  public static let columns = [
    "frame", "time", "scrollOffset", "scrollVelocity", "headerHeight", "headerTop",
    "shiftAccumulator", "statusBarShift", "phase", "phasePercentage", "shadowOpacity",
    "wantsToBeHidden", "isTracking",
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
