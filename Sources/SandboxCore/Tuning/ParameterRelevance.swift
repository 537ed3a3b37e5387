import HeaderEngine
import MotionPhysics

/// Which parameters the current values make irrelevant: a rate of a deceleration model that is
/// not selected, the timing of a shift animation mode that is not chosen. The panel dims them
/// (they stay editable, so a preset can be prepared before switching).
public enum ParameterRelevance {
  /// Whether `key` has no effect under `values`.
  public static func isInactive(_ key: String, in values: ConfigValues) -> Bool {
    let header = Param.header
    let scroll = Param.scroll
    let mode = values[header.shiftAnimation]
    if key == header.mdcFrameRate.name { return mode != .mdc }
    if key == header.shiftDuration.name || key == header.shiftCurve.name { return mode != .bezier }
    if header.shiftSpring.names.contains(key) { return mode != .spring }
    let model = values[scroll.deceleration]
    let owners: [(String, [DecelerationModelName])] = [
      (scroll.uikitDecelerationRate.name, [.uikit]),
      (scroll.uikitFastDecelerationRate.name, [.uikitFast]),
      (scroll.androidFriction.name, [.android]),
      (scroll.androidPPI.name, [.android]),
      (scroll.flutterFriction.name, [.flutterClamping]),
      (scroll.bouncingDrag.name, [.flutterBouncing]),
      (scroll.rubberBandCoefficient.name, [.uikit, .uikitFast]),
    ]
    if let owner = owners.first(where: { $0.0 == key }) { return !owner.1.contains(model) }
    return false
  }
}
