import ChromiumHarness
import Foundation
import MotionPhysics
import TestSupport

/// One recording of docs/research/chromium/data: a page flung in Debian's headless Chromium 156
/// by scripted touch drags, its `scrollY` read at every animation frame, and the browser's own
/// trace of the fling velocities it ran. Times are seconds of the page clock; y in CSS px, which
/// are points here.
struct ChromiumRecording {
  /// A touch event the script sent.
  struct Touch {
    enum Kind: String { case touchStart, touchMove, touchEnd }
    let kind: Kind
    let time: Double
    let y: Double
  }

  let name: String
  /// (time, scrollY) at every animation frame.
  let frames: [(time: Double, y: Double)]
  /// The drags, each from its touchStart to its touchEnd.
  let drags: [[Touch]]
  /// The velocities of the curves the browser ran (`FlingController::HandlingGestureFling`, after
  /// boosting), as scroll velocities (positive scrolls down the page).
  let tracedFlingVelocities: [Double]
  /// The viewport height the browser bounded its physics-based curve by: the emulated device's,
  /// 600 for the `e600_` recordings, else 844.
  var viewport: Double { name.hasPrefix("e600_") ? 600 : 844 }

  /// A recording the harness just made of a live browser.
  init(live: ChromiumPage.Recording, name: String) {
    var drags: [[Touch]] = []
    for touch in live.touches {
      guard let kind = Touch.Kind(rawValue: touch.kind) else { continue }
      if kind == .touchStart || drags.isEmpty { drags.append([]) }
      drags[drags.count - 1].append(Touch(kind: kind, time: touch.time, y: touch.y))
    }
    self.init(name: name, frames: live.frames, drags: drags, tracedFlingVelocities: [])
  }

  init(
    name: String, frames: [(time: Double, y: Double)], drags: [[Touch]],
    tracedFlingVelocities: [Double]
  ) {
    self.name = name
    self.frames = frames
    self.drags = drags
    self.tracedFlingVelocities = tracedFlingVelocities
  }

  static let directory = packageRoot().appendingPathComponent("docs/research/chromium/data")

  static func load(_ name: String) throws -> ChromiumRecording {
    let csv = try String(
      contentsOf: directory.appendingPathComponent("\(name).csv"), encoding: .utf8)
    let frames = csv.split(separator: "\n").dropFirst().compactMap { line -> (Double, Double)? in
      let fields = line.split(separator: ",")
      guard fields.count == 2, let t = Double(fields[0]), let y = Double(fields[1]) else {
        return nil
      }
      return (t / 1000, y)
    }
    let data = try Data(contentsOf: directory.appendingPathComponent("\(name).touch.json"))
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    var drags: [[Touch]] = []
    for event in json["sent"] as? [[String: Any]] ?? [] {
      guard let type = event["type"] as? String, let kind = Touch.Kind(rawValue: type),
        let time = event["t_page_ms"] as? Double, let y = (event["y"] as? NSNumber)?.doubleValue
      else { continue }
      if kind == .touchStart { drags.append([]) }
      drags[drags.count - 1].append(Touch(kind: kind, time: time / 1000, y: y))
    }
    let traced = (json["trace_fling_velocities"] as? [[String: Any]] ?? []).compactMap {
      event -> Double? in
      guard event["name"] as? String == "FlingController::HandlingGestureFling",
        let vy = (event["vy"] as? NSNumber)?.doubleValue
      else { return nil }
      return -vy
    }
    return ChromiumRecording(
      name: name, frames: frames, drags: drags, tracedFlingVelocities: traced)
  }

  /// The release velocity of `drag` as Chromium's tracker sees a constant-speed drag: the least
  /// squares slope of its moves over the last 100 ms (the tracker's horizon), as a scroll
  /// velocity (a finger moving up scrolls down).
  static func releaseVelocity(of drag: [Touch]) -> Double {
    let moves = drag.filter { $0.kind == .touchMove }
    guard let last = moves.last?.time else { return 0 }
    let recent = moves.filter { $0.time >= last - 0.1 }
    let n = Double(recent.count)
    let meanT = recent.reduce(0) { $0 + $1.time } / n
    let meanY = recent.reduce(0) { $0 + $1.y } / n
    let numerator = recent.reduce(0) { $0 + ($1.time - meanT) * ($1.y - meanY) }
    let denominator = recent.reduce(0) { $0 + ($1.time - meanT) * ($1.time - meanT) }
    return denominator > 0 ? -numerator / denominator : 0
  }

  /// The last fling replayed: every drag's release goes through the booster (the touch-down
  /// cancels the running fling, the moves past the slop are its scroll updates), and the last
  /// fling comes out with its (boosted) velocity, run by `model` widened by the boost.
  func lastFling(model: DecelerationModel, slop: Double = GestureParameters.chromium.touchSlop)
    throws -> (fling: any Simulation, velocity: Double, boostMultiplier: Double, lastMove: Double)
  {
    var booster = ChromiumFlingBooster()
    var running: (fling: any Simulation, start: Double)?
    var result: (any Simulation, Double, Double, Double)?
    for drag in drags {
      guard let start = drag.first, let end = drag.last, end.kind == .touchEnd else { continue }
      if let running {
        booster.observeFling(velocity: running.fling.dx(start.time - running.start))
        booster.flingCancel(at: start.time)
      }
      var scrolling = false
      var previousY = start.y
      for move in drag where move.kind == .touchMove {
        if !scrolling, abs(move.y - start.y) > slop {
          scrolling = true
          booster.scrollBegin(at: move.time)
        }
        if scrolling { booster.scrollUpdate(delta: previousY - move.y, at: move.time) }
        previousY = move.y
      }
      let boost = booster.flingStart(
        velocity: Self.releaseVelocity(of: drag), at: end.time)
      let fling = try model.boosted(by: boost.boostMultiplier).fling(
        position: 0, velocity: boost.velocity)
      running = (fling, end.time)
      let lastMove = drag.last { $0.kind == .touchMove }?.time ?? end.time
      result = (fling, boost.velocity, boost.boostMultiplier, lastMove)
    }
    guard let result else { throw CocoaError(.fileReadCorruptFile) }
    return (result.0, result.1, result.2, result.3)
  }

  /// The frames a fit compares: from 20 ms after the last touchEnd to 300 ms after the page last
  /// moved (the research's window, `fling_fit.py`).
  var flingWindow: [(time: Double, y: Double)] {
    let release = (drags.last?.last?.time ?? 0) + 0.02
    let after = frames.filter { $0.time >= release }
    var lastChange = after.first?.time ?? release
    for (previous, frame) in zip(after, after.dropFirst()) where frame.y != previous.y {
      lastChange = frame.time
    }
    return after.filter { $0.time <= lastChange + 0.3 }
  }

  /// How far `fling` is from the recording (px RMS) once lined up: its start time searched from
  /// 100 ms before to 150 ms after the last move in 0.25 ms steps (the browser starts the curve
  /// at the drag's last scroll update or up to two frames later), and its start offset the mean
  /// difference. With `frameLag`, each frame may also show the curve one frame late: with touch
  /// listeners on the page, the main thread's `scrollY` sometimes trails the compositor by a
  /// frame and catches up (the research's pitfall 3).
  func rms(of fling: any Simulation, lastMove: Double, frameLag: Bool = false) -> Double {
    let window = flingWindow
    let n = Double(window.count)
    var best = Double.infinity
    for step in 0...1000 {
      let start = lastMove - 0.1 + Double(step) * 0.00025
      let onTime = window.map { fling.x($0.time - start) }
      let late = frameLag ? window.map { fling.x($0.time - start - 1 / 60.0) } : onTime
      var offset = zip(window, onTime).reduce(0) { $0 + $1.0.y - $1.1 } / n
      var chosen = onTime
      if frameLag {
        // Pick on time or late per frame, then re-centre, a few times (fling_fit.py's rule).
        for _ in 0..<3 {
          chosen = (0..<window.count).map { i in
            abs(window[i].y - offset - onTime[i]) <= abs(window[i].y - offset - late[i])
              ? onTime[i] : late[i]
          }
          offset = zip(window, chosen).reduce(0) { $0 + $1.0.y - $1.1 } / n
        }
      }
      let squares = zip(window, chosen).reduce(0) {
        $0 + ($1.0.y - offset - $1.1) * ($1.0.y - offset - $1.1)
      }
      best = min(best, (squares / n).squareRoot())
    }
    return best
  }
}
