import HeaderEngine
import PhoneSimulation
import SandboxFormats

/// Checks the sandbox after every tick against the invariants of a healthy header and scroll view.
///
/// Always: every number finite; Hmin ≤ height, and height ≤ Hmax unless the content is pulled past
/// the top; −accMax ≤ top ≤ 0; 0 ≤ statusBarShift ≤ statusBarHeight; the scroll offset no further
/// past an end than the overscroll law can take it; and each platform model's own invariants
/// (`ModelInvariants`). Once input has stopped and everything has
/// settled: the offset within [0, maxOffset], the status bar fully shown or hidden, and for
/// `enabled` / `enabledWithStatusBar` the header fully on screen or fully shifted off.
public struct SoakInvariantChecker: Sendable {
  /// Absolute tolerance for range checks, in points (rounding, not behaviour).
  public static let tolerance = 1e-6

  /// The largest excursion past an end allowed since the content was last inside its range.
  private var allowedExcursion = 0.0
  private var lastViewportHeight = Double.nan
  private var lastMaxOffset = Double.nan

  /// A checker with no history.
  public init() {}

  /// How far past an end the content can go under the current settings, in points.
  ///
  /// A drag stretches the rubber band at most its dimension (the viewport height: both UIKit's
  /// x·c·d/(d + c·x) and Flutter's friction approach it); a release there, or a fling reaching the
  /// edge at up to `maxFlingVelocity`, goes at most v·√(m/k) further (the spring's kinetic energy
  /// ½mv² turned into ½kx²; damping only lowers it). Models without overscroll reach nothing.
  public static func reach(_ sandbox: Sandbox) -> Double {
    guard sandbox.settings.scroll.deceleration.allowsOverscroll else { return 0 }
    let band = sandbox.scroll.viewportHeight
    let bounce = bounceReach(sandbox)
    return (band * band + bounce * bounce).squareRoot()
  }

  /// How far the edge spring carries content arriving at `maxFlingVelocity`, in points.
  static func bounceReach(_ sandbox: Sandbox) -> Double {
    guard sandbox.settings.scroll.deceleration.allowsOverscroll else { return 0 }
    let values = sandbox.settings.values
    let mass = values[Param.scroll.bounce.mass]
    let stiffness = values[Param.scroll.bounce.stiffness]
    return sandbox.settings.scroll.gesture.maxFlingVelocity * (mass / stiffness).squareRoot()
  }

  /// The first broken invariant after the latest tick, or nil.
  public mutating func check(_ sandbox: Sandbox) -> SoakViolation? {
    let engine = sandbox.engine
    let layout = engine.layout
    let scroll = sandbox.scroll
    let offset = scroll.offset
    let time = sandbox.time
    let tol = SoakInvariantChecker.tolerance
    func fail(_ name: String, _ detail: String) -> SoakViolation {
      SoakViolation(invariant: name, time: time, detail: detail)
    }

    let numbers = [
      offset, scroll.velocity, layout.height, layout.top, layout.statusBarShift,
      layout.shiftAccumulator, layout.phasePercentage, layout.shadowOpacity,
      layout.shiftedContentAlpha,
    ]
    if !numbers.allSatisfy(\.isFinite) {
      return fail(
        "finite",
        "offset \(offset) velocity \(scroll.velocity) height \(layout.height) top \(layout.top) "
          + "statusBarShift \(layout.statusBarShift) acc \(layout.shiftAccumulator) "
          + "phase% \(layout.phasePercentage) shadow \(layout.shadowOpacity) "
          + "alpha \(layout.shiftedContentAlpha)")
    }
    let hMin = engine.hMin
    let hMax = engine.hMax
    if layout.height < hMin - tol || (layout.height > hMax + tol && offset >= 0) {
      return fail(
        "heightRange", "height \(layout.height) outside [\(hMin), \(hMax)] at offset \(offset)")
    }
    var accMax = engine.accMax
    if engine.sliverAppBarModel != nil {
      // A Flutter bar that left the screen keeps moving up with the content
      // (`min(0, paintExtent − childExtent)`), never further than the content carried it.
      accMax = max(accMax, max(0, offset) - (hMax - hMin))
    }
    if layout.top > tol || layout.top < -accMax - tol {
      return fail("topRange", "top \(layout.top) outside [\(-accMax), 0]")
    }
    let statusBar = sandbox.settings.header.statusBarHeight
    if layout.statusBarShift < -tol || layout.statusBarShift > statusBar + tol {
      return fail(
        "statusBarRange", "statusBarShift \(layout.statusBarShift) outside [0, \(statusBar)]")
    }

    if let (name, detail) = ModelInvariants.check(sandbox) { return fail(name, detail) }

    let maxOffset = scroll.maxOffset
    let excursion = max(0, -offset, offset - maxOffset)
    let geometryChanged =
      scroll.viewportHeight != lastViewportHeight || maxOffset != lastMaxOffset
    lastViewportHeight = scroll.viewportHeight
    lastMaxOffset = maxOffset
    if excursion == 0 {
      allowedExcursion = 0
    } else {
      let reach = SoakInvariantChecker.reach(sandbox)
      allowedExcursion = max(allowedExcursion, reach)
      if geometryChanged {
        // The range moved under the content (resize, new header or content size): the content
        // may now be that far out, plus what the edge spring adds on the way back.
        let bounce = SoakInvariantChecker.bounceReach(sandbox)
        allowedExcursion = max(
          allowedExcursion, (excursion * excursion + bounce * bounce).squareRoot())
      }
      if excursion > allowedExcursion + tol {
        return fail(
          "rubberBandReach",
          "offset \(offset) is \(excursion) pt past [0, \(maxOffset)]; reach \(allowedExcursion)")
      }
    }

    guard sandbox.isSettled else { return nil }
    if offset < -tol || offset > maxOffset + tol {
      return fail("settledOffset", "settled at offset \(offset) outside [0, \(maxOffset)]")
    }
    let shift = layout.statusBarShift
    if abs(shift) > tol && abs(shift - statusBar) > tol {
      return fail("settledStatusBar", "settled with statusBarShift \(shift) of \(statusBar)")
    }
    let behavior = sandbox.settings.header.shiftBehavior
    // MDC's own rule; the other models rest where their platforms let them.
    if sandbox.engine.name == .mdc && (behavior == .enabled || behavior == .enabledWithStatusBar) {
      if abs(layout.top) > tol && abs(layout.top + accMax) > tol {
        return fail(
          "settledTop", "\(behavior.rawValue) settled with top \(layout.top), accMax \(accMax)")
      }
    }
    return nil
  }
}
