import Foundation

/// The HUD's lines: frame rate and time, renderer, and the engine's numbers.
public enum HUDText {
  /// Lines for `sandbox` with the host's frame statistics. Numbers have fixed decimals so the
  /// columns stay put while they change.
  public static func lines(
    sandbox: Sandbox, framesPerSecond: Double, frameMilliseconds: Double, renderer: String,
    recording: Bool = false
  ) -> [String] {
    let layout = sandbox.engine.layout
    let view = sandbox.view
    var timeLine = "time \(fixed(sandbox.time, 2)) s  \(fixed(view.timeScale, 2))x"
    if view.isPaused { timeLine += "  PAUSED" }
    var lines = [
      "\(fixed(framesPerSecond, 0)) fps  \(fixed(frameMilliseconds, 2)) ms  \(renderer)",
      "offset \(fixed(sandbox.scroll.offset, 1)) pt  v \(fixed(sandbox.scroll.velocity, 0)) pt/s",
      "\(layout.phase.rawValue) \(fixed(layout.phasePercentage * 100, 0))%  "
        + "h \(fixed(layout.height, 1))  top \(fixed(layout.top, 1))",
      "acc \(fixed(layout.shiftAccumulator, 1))  sb \(fixed(layout.statusBarShift, 1))  "
        + "hidden \(layout.wantsToBeHidden ? "yes" : "no")",
      "\(sandbox.settings.header.shiftBehavior.rawValue)  "
        + "\(sandbox.settings.scroll.deceleration.name.rawValue)",
      timeLine,
    ]
    if recording { lines.append("recording input (Ctrl+R to stop)") }
    return lines
  }

  /// `value` with `decimals` digits (0…6), rounded half to even, never "-0".
  ///
  /// Built from integer digits rather than `String(format:)`: the HUD formats a dozen numbers
  /// every frame, and Foundation's formatter was a third of building a frame's scene.
  public static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "–" }
    let places = min(max(decimals, 0), 6)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value.magnitude * scale).rounded(.toNearestOrEven)
    // Past 2^53 doubles are integers anyway; past Int64 the formatter is the only option.
    guard scaled < 9e15 else { return String(format: "%.\(places)f", value) }
    let units = Int64(scaled)
    let divisor = Int64(scale)
    var text = value < 0 && units != 0 ? "-" : ""
    text += String(units / divisor)
    if places > 0 {
      let fraction = String(units % divisor)
      text += "."
      text += String(repeating: "0", count: places - fraction.count)
      text += fraction
    }
    return text
  }
}
