import MotionMeasure
import MotionPhysics
import PhoneSimulation
import SandboxFormats

/// Derives the finger that reproduces a measured motion, as an event script: for each stretch of
/// motion, a drag that follows the measured travel until the release and a release with the
/// measured velocity, so every model replays "the same flick".
///
/// - Motion: the smoothed velocity (central difference over ±2 samples) above `restSpeed`;
///   stretches closer than `restGap` merge.
/// - Release: the last sample whose speed (over the two frames up to it) is within 3 % of the
///   stretch's peak, scanning from the peak forward: the finger drives the content up to there, a
///   fling only slows it after. Up to it the finger follows the measured samples, and the lift
///   carries the measured release velocity (`touchUp` `velocity`), so no velocity tracker's
///   estimate from 60 fps samples stands between the recording and the replay. The fit still
///   treats each release velocity's correction as one more unknown (`script(…corrections:)`),
///   within ±`correctionRange`, and the fling after the release decides it.
/// - A stretch whose speed falls from the release to under 30 % within three samples stopped
///   under the finger (no fling decays that fast at 60 fps): the drag follows it to rest and lifts
///   there.
/// - The first move just crosses the touch slop (`slopMargin` past it); the scroll view drops
///   that move, or keeps the 0.01 pt beyond the slop under Chromium's rule (`ScrollViewModel`),
///   so the content follows the finger 1:1 from the next sample.
///
/// - A touch while the content still moves (a finger catching a fling and dragging it on or
///   back) shows as the speed rising again against the deceleration (`TouchFinder`): a new
///   stroke goes down on the last sample before that rise, which stops the fling as the device's
///   finger did.
///
/// - A coast that comes to rest without turning and that no fling law explains
///   (`carried`: a wheel's animated scroll), and, with an edge known, motion that
///   reaches it still at its release speed (`runsIntoAnEdge`), were carried: the finger follows
///   the content to rest and lifts with no velocity.
///
/// Limits: a finger that catches a running fling and only holds it is not recovered, nor,
/// without the edges and the drag rule (`measure`, `fit`), a drag past an edge
/// (docs/measure.md); pass `--script` for those.
public enum GestureDerivation {
  /// Speed under which content counts as at rest, points per second.
  public static let restSpeed = 20.0
  /// Rest shorter than this joins two stretches of motion, seconds.
  public static let restGap = 0.15
  /// Largest release-velocity correction a fit tries, as a fraction of the measured velocity.
  public static let correctionRange = 0.3
  /// Largest move of a lift a fit tries, seconds: one 1/240 s tick either way of where the coast
  /// put it (`CoastReading` reads it on the ticks and then between them; the fit moves it with
  /// the physics). A frame's range only slid along the ridge where a later lift and a slower
  /// release replay alike.
  public static let liftShiftRange = 1.0 / 240
  /// How far past the touch slop the first move goes, points: enough to cross it, small enough
  /// that a scroll view keeping the travel beyond the slop (Chromium) moves the content by no
  /// more than the measurement resolves.
  static let slopMargin = 0.01
  /// Window of the release velocity's least-squares slope, seconds.
  public static let releaseWindow = 0.05
  /// How long before a sample's time its finger position is sent, seconds: inside the 1/240 s
  /// simulation tick that ends at the sample, so the simulated frame at that time already shows
  /// it (a measured frame shows the finger's position at its own time).
  public static let inputLead = 0.002

  /// One derived drag.
  public struct Stroke: Sendable, Equatable {
    /// Finger down, seconds.
    public var down: Double
    /// Finger up, seconds.
    public var release: Double
    /// Content velocity at the release, points per second (positive into the content).
    public var velocity: Double
    /// How long after the last sample the finger drives it lifts, seconds (`release` includes
    /// it): the finger carries the content on at `velocity` until then. A stroke's times are on
    /// the clock of the times its frames show (`MeasuredSeries.atShownTimes`: the stamps but on
    /// a run's frames off the tick grid).
    public var lag: Double = 0
  }

  /// The strokes of `series`: one per stretch of motion, and one more for each touch
  /// `TouchFinder` sees catching the content while it still moves. With `top`, the offset of
  /// the content's top edge in the series' terms (a trace's 0; a measured video's offsets count
  /// from its first frame, so there it is not known), and `bottom`, the largest offset the
  /// content rests at (known where the content's length is: a trace of a known list, a page's
  /// scroll height), those edges are read too (`Edges`, `joinedAtTheEdges`).
  public static func strokes(
    _ series: MeasuredSeries, top: Double? = nil, bottom: Double? = nil
  ) -> [Stroke] {
    // Read at the times its frames show (a 25 fps run's frames stray up to 0.6 of a tick from
    // their stamps: `MeasuredSeries.shownTimes`); the strokes' times are on that clock too.
    let series = series.atShownTimes
    let v = smoothedVelocity(series)
    let t = series.time
    let edges = Edges(top: top, bottom: bottom)
    // The release scan uses the velocity over the two frames up to each sample: a window
    // reaching past the release would already see the fling slowing.
    let back = backwardVelocity(series)
    var strokes: [Stroke] = []
    var i = 0
    let n = series.count
    let aliasing = aliasing(frameInterval: MeasuredSeries.typicalInterval(t))
    while i < n {
      guard abs(v[i]) > restSpeed else {
        i += 1
        continue
      }
      let start = i
      var end = i
      var j = i
      while j < n {
        if abs(v[j]) > restSpeed {
          end = j
        } else if t[j] - t[end] > restGap {
          break
        }
        j += 1
      }
      i = end + 1
      // The stretch's first drag, then each touch that catches the content while it moves.
      var piece = (start: start, down: firstDown(series, motionAt: start), direction: v[start])
      while true {
        var last = piece.start
        var top = abs(v[piece.start])
        while last + 1 <= end, v[last + 1] * piece.direction > 0,
          !TouchFinder.renewsRise(
            at: last + 1, top: top, time: t, velocity: v, offset: series.scrollOffset)
        {
          top = max(top, abs(v[last + 1]))
          last += 1
        }
        var peak = piece.start
        for k in piece.start...last where abs(back[k]) > abs(back[peak]) { peak = k }
        var release = peak
        // The top-speed stretch: within 3 % of the peak, or within the velocity's measuring
        // noise of it for a slow drag, whose 3 % is less than one quantised step, or within
        // what frames between the finger's moves make it stray.
        let fastest = abs(back[peak])
        let plateau = min(0.97 * fastest, fastest - plateauNoise, (1 - aliasing) * fastest)
        while release + 1 <= last, abs(back[release + 1]) >= plateau {
          release += 1
        }
        let touch = TouchFinder.next(
          after: release, time: t, offset: series.scrollOffset, velocity: v,
          stillSpeed: restSpeed, stillTravel: 0.5)
        // Past an edge the content turns round towards it on the edge's spring, which is no
        // finger; a rise towards the edge that does not turn (a pull landing on the spring's
        // return), or any move away from it, is.
        let next = touch.flatMap { found -> (start: Int, direction: Double, landed: Int)? in
          guard found.start < end else { return nil }
          if let side = edges.side(of: series.scrollOffset[found.landed]),
            found.direction * side < 0, piece.direction * side > 0
          {
            return nil
          }
          return found
        }
        if abs(series.scrollOffset[last] - series.scrollOffset[piece.start]) > 2 {
          strokes.append(
            stroke(
              series, v, down: piece.down, peak: peak, release: release, end: end,
              nextDown: next.map { t[$0.landed] }, edges: edges))
        }
        guard let next else { break }
        piece = (start: next.start, down: t[next.landed], direction: next.direction)
      }
    }
    guard edges.top != nil || edges.bottom != nil else { return strokes }
    return joinedAtTheEdges(strokes, series, edges)
  }

  /// The RMS, points, above which a coast is not a fling (`CoastReading.Release.rms`), and the
  /// share of the coast's travel it must exceed as well: a free fling read through the laws
  /// strays 0.05–0.2 pt on the project's demos (the 1/3 pt steps of a 3× recording), a coast that
  /// hits a clamped edge unnoticed 2–20 pt, and a wheel's animated scroll, which stops within a
  /// few frames, 6.4 pt over 62 pt of travel (10 %; an ease-out over 12 frames, 2.8 %). The
  /// demos' flings stray at most 0.3 % of their travel; the share keeps a long fast fling read a
  /// little off (a device's own law, timestamps jittered by a millisecond) a fling.
  static let carriedCoastRMS = 1.5
  static let carriedCoastShare = 0.01

  /// Whether the coast after `release` (to `end`, the stretch's last moving sample) was carried
  /// rather than flung: it ends at rest on its own (no next touch cuts it, `coastEnd`), never
  /// turns (a turn is an edge's spring, which the fling shapes do not hold, and the fling is still
  /// read from what came before it), and strays from the best fling `lift` read by more than
  /// `carriedCoastRMS` and `carriedCoastShare` of its travel.
  static func carried(
    _ series: MeasuredSeries, _ v: [Double], release: Int, end: Int, coastEnd: Int,
    lift: CoastReading.Release
  ) -> Bool {
    let offsets = series.scrollOffset
    let last = min(end, series.count - 1)
    guard coastEnd >= end, release < last else { return false }
    let direction: Double = v[release] < 0 ? -1 : 1
    let turns = (release..<last).contains {
      (offsets[$0 + 1] - offsets[$0]) * direction < -TouchFinder.stillStep
    }
    let travel = abs(offsets[last] - offsets[release])
    return !turns && lift.rms > max(carriedCoastRMS, carriedCoastShare * travel)
  }

  /// When the finger of the stretch whose smoothed speed first shows at sample `start` went
  /// down: the sample before the first that moved (the ±2-sample smoothing shows motion up to two
  /// samples before it starts), so the replayed finger crosses its slop just before the
  /// recording's first moved frame and not several frames early.
  static func firstDown(_ series: MeasuredSeries, motionAt start: Int) -> Double {
    let offsets = series.scrollOffset
    let first = max(1, start - 2)
    let last = min(series.count - 1, start + 2)
    guard first <= last,
      let moved = (first...last).first(where: { abs(offsets[$0] - offsets[$0 - 1]) > moveThreshold }
      )
    else { return series.time[max(0, start - 2)] }
    return series.time[moved - 1]
  }

  /// How far the two-frame velocity of a steady drag strays from its top, points per second:
  /// twice a 3× recording's 1/3-pt step over two 60-fps frames. A slow drag (under about
  /// 650 pt/s) stays in its top-speed stretch within this, where 3 % would end it at the first
  /// quantised dip and read the rest of the drag as a coast.
  static let plateauNoise = 20.0

  /// How often a finger's position is taken, seconds: `EventScript.swipeSampleInterval`, the
  /// 120 Hz of current phones' touch screens. A frame shows the last position before it, so
  /// frames that are not a whole number of moves apart (25 fps: 4.8) see the finger up to one
  /// move late, and a steady drag's two-frame velocity strays by up to one move's travel over
  /// two frames (±10 % at 25 fps; nothing at 60 or 30 fps).
  static let touchInterval = 1.0 / 120

  /// The share of a drag's speed its two-frame velocity strays by when frames `interval`
  /// seconds apart sample moves `touchInterval` apart (see there); 0 when the moves divide
  /// the frames, and for frames closer than one move (90 fps and up), which see at most one
  /// move between two samples.
  static func aliasing(frameInterval interval: Double) -> Double {
    guard interval > touchInterval else { return 0 }
    let moves = interval / touchInterval
    if abs(moves - moves.rounded()) < 0.02 { return 0 }
    return touchInterval / (2 * interval)
  }

  /// Frame-to-frame travel that counts as a move rather than measuring noise, points.
  static let moveThreshold = 0.25

  /// The stroke going down at `down` and released after its fastest stretch (from sample `peak`
  /// to `release`, where the coast says: `CoastReading.release`), or lifted after the content
  /// stops under it (after sample `end`, where the motion ends, and before `nextDown`).
  private static func stroke(
    _ series: MeasuredSeries, _ v: [Double], down: Double, peak: Int, release: Int, end: Int,
    nextDown: Double?, edges: Edges
  ) -> Stroke {
    let t = series.time
    let later = min(release + 3, series.count - 1)
    if abs(v[later]) >= 0.3 * abs(v[release]),
      !runsIntoAnEdge(series, v, release, through: end, edges)
    {
      var coastEnd = nextDown.flatMap { next in t.lastIndex { $0 < next - inputLead } } ?? end
      // A coast into an edge is free only up to it: past it the edge's spring acts, and under
      // a clamping law it stops there, so the sample at the edge is no longer the fling's.
      if let edge = edges.firstReached(
        series.scrollOffset, from: release, through: series.count - 1,
        moving: v[release] < 0 ? -1 : 1)
      {
        coastEnd = min(coastEnd, max(release, edge - 1))
      }
      let drag = slope(series, endingAt: release)
      let lift =
        CoastReading.release(
          series, candidates: max(0, min(peak, release) - 2)...release, last: min(end, coastEnd),
          estimate: drag)
        ?? CoastReading.Release(sample: release, lag: 0, velocity: drag)
      if !carried(series, v, release: release, end: end, coastEnd: coastEnd, lift: lift),
        !stopsDead(series, end: end, coastEnd: coastEnd, velocity: lift.velocity)
      {
        return Stroke(
          down: down, release: t[lift.sample] + lift.lag, velocity: lift.velocity, lag: lift.lag)
      }
      // No fling explains a coast that comes to rest on its own without turning: something
      // carried the content there (a wheel's or a program's animated scroll, or a clamped edge
      // the derivation was not told of), and the finger does.
    }
    // Stopped under the finger: lift once the content is at rest (before a next touch).
    let lift = min(t[end] + restGap, t[series.count - 1])
    let beforeNext = nextDown.map { $0 - inputLead } ?? lift
    return Stroke(down: down, release: max(t[release], min(lift, beforeNext)), velocity: 0)
  }

  /// Whether the motion read as a coast stops dead: its last step before the rest the
  /// recording goes on to show is still more than half the release speed (and over 100 pt/s).
  /// Every fling law brakes into its rest (its last steps are a small share of its start), so
  /// such a stop is a finger that held still: shift-hideable's slow swipe (375 pt/s) that holds
  /// at its end, read at ×1 with a lift four frames early, replayed a fling at 400 pt/s that
  /// ran on 148 pt. Not where a next touch or the recording's end cuts the coast.
  static func stopsDead(
    _ series: MeasuredSeries, end: Int, coastEnd: Int, velocity: Double
  ) -> Bool {
    guard end > 1, end + 1 < series.count, coastEnd >= end else { return false }
    let t = series.time
    let offsets = series.scrollOffset
    // The motion's end is the first still sample or the last moving one: the faster of the
    // two steps into it.
    func stepSpeed(_ k: Int) -> Double {
      let travel: Double = abs(offsets[k] - offsets[k - 1])
      return travel / max(1e-9, t[k] - t[k - 1])
    }
    let speed = max(stepSpeed(end), stepSpeed(end - 1))
    return speed > 100 && speed > 0.5 * abs(velocity)
  }

  /// The event script whose finger reproduces `series` on `viewport` with `touchSlop`, run at
  /// `fps`. The finger follows the measured travel sample by sample up to each release, and
  /// every `touchUp` carries the release velocity (`velocity`, 0 for a stroke that stopped under
  /// the finger), so the replay flings with what the recording shows whatever velocity tracker
  /// the phone's gesture profile has.
  public static func script(
    for series: MeasuredSeries, viewport: Viewport, touchSlop: Double, fps: Int,
    drag: DragLaw? = nil, top: Double? = nil, bottom: Double? = nil
  ) -> EventScript {
    script(
      for: series, strokes: strokes(series, top: top, bottom: bottom), viewport: viewport,
      touchSlop: touchSlop, fps: fps, drag: drag)
  }

  /// The script of `strokes` (found in `series` by `strokes(_:)`), each flung lift's velocity
  /// scaled by 1 + its correction and its time moved by its `liftShifts` entry (seconds; missing
  /// ones are 0): the finger follows the measured travel up to the moved lift and carries the
  /// content on at the release velocity from the last sample before it, as a lift between two
  /// samples does; every event at the times the frames show (`MeasuredSeries.atShownTimes`,
  /// as `strokes(_:)` reads them). The fit varies both without finding the strokes again. With `drag`, the
  /// scroll view's rule past an edge, each move is what that rule turns into the measured one
  /// (`fingerMove`); without it the finger follows the content 1:1.
  public static func script(
    for series: MeasuredSeries, strokes: [Stroke], viewport: Viewport, touchSlop: Double,
    fps: Int, corrections: [Double] = [], liftShifts: [Double] = [], drag: DragLaw? = nil
  ) -> EventScript {
    var events: [TimedScriptEvent] = []
    let x = viewport.width / 2
    // The strokes' times are the shown ones (`strokes(_:)`), and so are the moves'.
    let series = series.atShownTimes
    let offsets = series.scrollOffset
    let t = series.time
    var flung = 0
    let moveLead = GestureDerivation.moveLead(frameInterval: series.medianInterval)
    for found in strokes {
      var stroke = found
      var velocity = 0.0
      if stroke.velocity != 0 {
        let correction = flung < corrections.count ? corrections[flung] : 0
        velocity = stroke.velocity * (1 + correction)
        let shift = flung < liftShifts.count ? liftShifts[flung] : 0
        if shift != 0, stroke.release + shift > stroke.down {
          stroke.release += shift
          let sample = t.lastIndex { $0 <= stroke.release } ?? 0
          stroke.lag = max(0, stroke.release - t[sample])
        }
        flung += 1
      }
      let downIndex = t.firstIndex { $0 >= stroke.down } ?? 0
      let releaseIndex = t.lastIndex { $0 <= stroke.release } ?? downIndex
      let travel = offsets[releaseIndex] - offsets[downIndex]
      let direction: Double = travel >= 0 ? 1 : -1
      // Start where the whole drag stays on screen when it can.
      let y0 = direction > 0 ? viewport.height * 0.85 : viewport.height * 0.25
      // Just past the slop: the models that drop the crossing move (Flutter's and UIKit's rule)
      // and Chromium, which keeps what lies beyond the slop, then start from the same place.
      let base = y0 - direction * (touchSlop + GestureDerivation.slopMargin)
      let anchor = offsets[downIndex]
      events.append(TimedScriptEvent(t: stroke.down, event: .touchDown(x: x, y: y0)))
      events.append(
        TimedScriptEvent(t: stroke.down + inputLead / 2, event: .touchMove(x: x, y: base)))
      var lastY = base
      var finger = anchor
      for k in (downIndex + 1)...max(downIndex + 1, releaseIndex) where k < series.count {
        guard t[k] <= stroke.release else { break }
        if let drag {
          finger += fingerMove(drag, from: offsets[k - 1], to: offsets[k])
        } else {
          finger = offsets[k]
        }
        let y = base - (finger - anchor)
        // Never before the event it follows (a frame closer to the last than the usual gap).
        let lead = min(moveLead, 0.45 * (t[k] - t[k - 1]))
        let at = max(t[k] - lead, events.last?.t ?? 0)
        events.append(TimedScriptEvent(t: at, event: .touchMove(x: x, y: y)))
        lastY = y
      }
      // Never before the move it follows.
      let lift = max(stroke.release, events.last?.t ?? 0)
      if stroke.lag > 0 {
        // The finger goes on at the release velocity until it lifts between two samples.
        lastY -= velocity * stroke.lag
        events.append(TimedScriptEvent(t: lift, event: .touchMove(x: x, y: lastY)))
      }
      // The lift at its own time: a fling starts at its event's time, not at a tick, so one
      // sent early runs ahead by as much (1.7 pt for a millisecond at 1,666 pt/s).
      events.append(
        TimedScriptEvent(
          t: lift,
          event: .touchUp(x: x, y: lastY, velocity: (velocity * 1000).rounded() / 1000)))
    }
    let duration = (t.last ?? 0) + 1.0 / Double(max(1, fps))
    return EventScript(
      viewport: viewport, fps: fps, duration: min(duration, EventScript.maximumDuration),
      events: events)
  }

  /// How long before its sample's time each followed move is sent, for frames `interval`
  /// seconds apart (the series' median), seconds: `inputLead`, or, where frames fall between
  /// the simulation's ticks, a whole tick and a little, so the move lands before the tick the
  /// frame shows. A frame keeps the part of a tick the frames before
  /// it left, so it may show the tick up to one before its own time: a 25 fps render's frame
  /// at 1.64 s shows the tick at 1.6375 s, and a move sent 2 ms early waited for the next tick,
  /// a frame late (readme-demo's video: 97 pt for a frame in each fast drag). Never more than
  /// 0.45 of a frame, so the move stays after the frame before it.
  static func moveLead(frameInterval interval: Double) -> Double {
    guard interval > 0 else { return inputLead }
    let tick = FixedStepClock().tickDuration
    let ticksPerFrame = interval / tick
    // On the grid (60, 120, 240 fps…): every frame shows the tick at its own time.
    if abs(ticksPerFrame - ticksPerFrame.rounded()) < 1e-3 { return inputLead }
    return min(tick + 0.0002, 0.45 * interval)
  }

  /// Central-difference velocity over ±2 samples (one-sided at the ends), points per second.
  public static func smoothedVelocity(_ series: MeasuredSeries) -> [Double] {
    let n = series.count
    return (0..<n).map { i in
      let a = max(0, i - 2)
      let b = min(n - 1, i + 2)
      guard b > a else { return 0 }
      return (series.scrollOffset[b] - series.scrollOffset[a]) / (series.time[b] - series.time[a])
    }
  }

  /// Velocity over the two intervals up to each sample, points per second.
  static func backwardVelocity(_ series: MeasuredSeries) -> [Double] {
    (0..<series.count).map { i in
      let a = max(0, i - 2)
      guard i > a else { return 0 }
      return (series.scrollOffset[i] - series.scrollOffset[a]) / (series.time[i] - series.time[a])
    }
  }

  /// Least-squares slope of the offset over the `releaseWindow` ending at sample `index`.
  static func slope(_ series: MeasuredSeries, endingAt index: Int) -> Double {
    var first = index
    while first > 0, series.time[index] - series.time[first - 1] <= releaseWindow + 1e-9 {
      first -= 1
    }
    if first == index { first = max(0, index - 1) }
    let ts = series.time[first...index]
    let ys = series.scrollOffset[first...index]
    let mt = ts.reduce(0, +) / Double(ts.count)
    let my = ys.reduce(0, +) / Double(ys.count)
    var num = 0.0
    var den = 0.0
    for (ti, yi) in zip(ts, ys) {
      num += (ti - mt) * (yi - my)
      den += (ti - mt) * (ti - mt)
    }
    return den > 0 ? num / den : 0
  }
}
