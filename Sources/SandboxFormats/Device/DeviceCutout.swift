/// The part of a device's screen given over to cameras and sensors, drawn in black at a fixed
/// place at the top (it never moves with the status bar: it is hardware).
public enum DeviceCutout: Hashable, Sendable {
  /// A rectangle-topped screen with nothing cut out.
  case none
  /// A notch hanging from the top edge, `width` × `height` points, centred, its lower corners
  /// rounded (Face ID iPhones before the Dynamic Island).
  case notch(width: Double, height: Double)
  /// A floating capsule `width` × `height` points whose top is `top` points below the screen's
  /// top edge, centred (iPhone 14 Pro and later).
  case island(width: Double, height: Double, top: Double)
  /// A round camera hole of `diameter` points whose centre is `centerY` points below the top
  /// edge, centred (Pixel phones).
  case punchHole(diameter: Double, centerY: Double)

  /// The word `devices` prints.
  public var kind: String {
    switch self {
    case .none: return "none"
    case .notch: return "notch"
    case .island: return "Dynamic Island"
    case .punchHole: return "punch hole"
    }
  }

  /// Width × height of the cutout in points ("" when there is none).
  public var sizeText: String {
    func f(_ x: Double) -> String { JSONSerializer.format(x) }
    switch self {
    case .none: return ""
    case .notch(let w, let h), .island(let w, let h, _): return "\(f(w))×\(f(h))"
    case .punchHole(let d, _): return "⌀\(f(d))"
    }
  }
}
