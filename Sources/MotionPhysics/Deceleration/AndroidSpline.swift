import Foundation

/// Constants and the precomputed spline of Android's `OverScroller` fling.
///
/// Mirrors AOSP `android.widget.OverScroller.SplineOverScroller`
/// (frameworks/base `core/java/android/widget/OverScroller.java`).
public enum AndroidSpline {
  /// Mirrors AOSP `SplineOverScroller.DECELERATION_RATE` = ln 0.78 / ln 0.9 ≈ 2.358 (unitless).
  public static let decelerationRate = log(0.78) / log(0.9)
  /// Mirrors AOSP `SplineOverScroller.INFLEXION` = 0.35: the tension lines cross at (0.35, 1).
  public static let inflexion = 0.35
  /// Mirrors AOSP `SplineOverScroller.START_TENSION` = 0.5.
  public static let startTension = 0.5
  /// Mirrors AOSP `SplineOverScroller.END_TENSION` = 1.0.
  public static let endTension = 1.0
  /// Mirrors AOSP `SplineOverScroller.NB_SAMPLES` = 100.
  public static let sampleCount = 100
  /// Mirrors AOSP `ViewConfiguration.SCROLL_FRICTION` = 0.015 (unitless).
  public static let scrollFriction = 0.015
  /// Mirrors AOSP `SensorManager.GRAVITY_EARTH` = 9.80665 m/s².
  public static let gravityEarth = 9.80665
  /// Inches per metre used by AOSP's `mPhysicalCoeff` (39.37).
  public static let inchesPerMeter = 39.37
  /// AOSP's "look and feel tuning" factor in `mPhysicalCoeff` (0.84).
  public static let lookAndFeelTuning = 0.84
  /// Mirrors AOSP's density-independent baseline: 160 points per inch at density 1.
  public static let baselinePPI = 160.0

  /// AOSP `mPhysicalCoeff` = g · 39.37 · ppi · 0.84 (points per second², ≈ 51 890 at 160 ppi).
  public static func physicalCoefficient(ppi: Double) -> Double {
    gravityEarth * inchesPerMeter * ppi * lookAndFeelTuning
  }

  /// Mirrors AOSP `SPLINE_POSITION`: distance fraction at time fraction i/100, i = 0…100.
  ///
  /// Built once, the way AOSP's static initializer builds it: single-precision bisection to 1e-5
  /// on the Bézier with control points P1 = START_TENSION·INFLEXION, P2 = 1 − END_TENSION·(1 −
  /// INFLEXION), so the values match the device tables.
  public static let position: [Double] = buildTables().position

  /// Mirrors AOSP `SPLINE_TIME`: time fraction at distance fraction i/100, i = 0…100.
  public static let time: [Double] = buildTables().time

  private static func buildTables() -> (position: [Double], time: [Double]) {
    let p1 = Float(startTension * inflexion)
    let p2 = Float(1 - endTension * (1 - inflexion))
    let start = Float(startTension)
    var positions = [Double](repeating: 0, count: sampleCount + 1)
    var times = [Double](repeating: 0, count: sampleCount + 1)
    var xMin: Float = 0
    var yMin: Float = 0
    for i in 0..<sampleCount {
      let alpha = Float(i) / Float(sampleCount)
      var xMax: Float = 1
      var x: Float = 0
      var coef: Float = 0
      while true {
        x = xMin + (xMax - xMin) / 2
        coef = 3 * x * (1 - x)
        let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
        if abs(tx - alpha) < 1e-5 { break }
        if tx > alpha { xMax = x } else { xMin = x }
      }
      positions[i] = Double(coef * ((1 - x) * start + x) + x * x * x)
      var yMax: Float = 1
      var y: Float = 0
      while true {
        y = yMin + (yMax - yMin) / 2
        coef = 3 * y * (1 - y)
        let dy = coef * ((1 - y) * start + y) + y * y * y
        if abs(dy - alpha) < 1e-5 { break }
        if dy > alpha { yMax = y } else { yMin = y }
      }
      times[i] = Double(coef * ((1 - y) * p1 + y * p2) + y * y * y)
    }
    positions[sampleCount] = 1
    times[sampleCount] = 1
    return (positions, times)
  }

  /// AOSP `getSplineFlingDuration` in seconds (not truncated to whole milliseconds).
  public static func flingDuration(velocity: Double, friction: Double, ppi: Double) -> Double {
    guard velocity != 0 else { return 0 }
    let l = log(inflexion * abs(velocity) / (friction * physicalCoefficient(ppi: ppi)))
    return exp(l / (decelerationRate - 1))
  }

  /// AOSP `getSplineFlingDistance` in points, unsigned (not truncated to whole pixels).
  public static func flingDistance(velocity: Double, friction: Double, ppi: Double) -> Double {
    guard velocity != 0 else { return 0 }
    let coefficient = friction * physicalCoefficient(ppi: ppi)
    let l = log(inflexion * abs(velocity) / coefficient)
    return coefficient * exp(decelerationRate / (decelerationRate - 1) * l)
  }

  /// AOSP `adjustDuration`'s time coefficient: the time fraction at which the spline has covered
  /// `distanceFraction` of its distance, by linear interpolation in `SPLINE_TIME`.
  public static func timeFraction(atDistanceFraction fraction: Double) -> Double {
    let x = min(max(fraction, 0), 1)
    let index = Int(Double(sampleCount) * x)
    guard index < sampleCount else { return 1 }
    let xInf = Double(index) / Double(sampleCount)
    let xSup = Double(index + 1) / Double(sampleCount)
    let table = time
    return table[index] + (x - xInf) / (xSup - xInf) * (table[index + 1] - table[index])
  }
}
