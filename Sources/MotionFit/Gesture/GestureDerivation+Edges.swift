import MotionMeasure
import MotionPhysics

/// The content's edges, where the caller knows them, and the phone's rule for a drag past one:
/// what the derivation reads at an edge (rests past it are held, its spring is no finger,
/// motion that reaches it at speed is carried) and how a replayed finger moves there.
extension GestureDerivation {
  /// Where a finger's move of `delta` points (positive into the content) takes content at
  /// `offset`: the scroll view's own rule (`DecelerationModel.draggedOffset`), 1:1 inside the
  /// range and resisted past an end.
  public typealias DragLaw = @Sendable (_ offset: Double, _ delta: Double) -> Double

  /// `model`'s drag rule (`DecelerationModel.draggedOffset`) past `edges` (a series' offsets; an
  /// edge not known is as far as the rule can reach), on a viewport `viewportHeight` points
  /// tall. A step the model refuses (an invalid value) is taken 1:1.
  public static func dragLaw(
    _ model: DecelerationModel, edges: Edges, viewportHeight: Double
  ) -> DragLaw {
    let far = Double(Float.greatestFiniteMagnitude)
    let minOffset = edges.top ?? -far
    let maxOffset = max(edges.bottom ?? far, minOffset)
    return { offset, delta in
      (try? model.draggedOffset(
        from: offset, by: delta, minOffset: minOffset, maxOffset: maxOffset,
        viewportDimension: viewportHeight)) ?? offset + delta
    }
  }

  /// The finger move that takes content from `from` to `to` under `drag`: the law inverted by
  /// bisection (it only grows with the move), so a replayed drag past an edge, resisted again
  /// by the same law, puts the content where the recording shows it. A step the law cannot make
  /// with a move of 4 096 times its length (past a clamped edge) is taken 1:1.
  static func fingerMove(_ drag: DragLaw, from: Double, to: Double) -> Double {
    let wanted = to - from
    // Inside the range (the law 1:1) the move is the step itself, exactly.
    guard wanted != 0, abs(drag(from, wanted) - to) > 1e-9 else { return wanted }
    let sign: Double = wanted > 0 ? 1 : -1
    var low = 0.0
    var high = wanted
    var doublings = 0
    while sign * (drag(from, high) - to) < 0 {
      // Out of the law's reach (a measured step past a clamped edge, rounding): 1:1.
      guard doublings < 12 else { return wanted }
      low = high
      high *= 2
      doublings += 1
    }
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if sign * (drag(from, middle) - to) < 0 { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The content's edges in a series' offsets, where known: `top`, the offset at the top of the
  /// content, and `bottom`, the largest offset it rests at. Content counts as past one when it
  /// is more than `edgeMargin` beyond it, and as at it within that margin.
  public struct Edges: Sendable, Equatable {
    public var top: Double?
    public var bottom: Double?

    public init(top: Double? = nil, bottom: Double? = nil) {
      self.top = top
      self.bottom = bottom
    }

    /// Neither edge is known.
    public var isEmpty: Bool { top == nil && bottom == nil }

    /// Which edge `offset` is past: −1 the top, +1 the bottom, nil neither (or not known).
    func side(of offset: Double) -> Double? {
      if let top, offset < top - edgeMargin { return -1 }
      if let bottom, offset > bottom + edgeMargin { return 1 }
      return nil
    }

    /// Whether `offset`, moving in `direction` (+1 into the content), is at or past the edge
    /// it moves towards.
    func reached(_ offset: Double, moving direction: Double) -> Bool {
      if direction < 0, let top { return offset < top + edgeMargin }
      if direction > 0, let bottom { return offset > bottom - edgeMargin }
      return false
    }

    /// The first of `offsets[first...last]` at or past the edge they move towards in
    /// `direction`, or nil.
    func firstReached(
      _ offsets: [Double], from first: Int, through last: Int, moving direction: Double
    )
      -> Int?
    {
      guard first <= last else { return nil }
      return (first...last).first { reached(offsets[$0], moving: direction) }
    }
  }

  /// Whether the motion released at sample `release` reaches the edge it moves towards (a
  /// `edgeMargin` either side of it) still at the speed it had there, so no coast shows
  /// before the edge: a drag pulled into the edge and held there, or a flick let go at the edge
  /// or past it, where the rubber band or the clamp, not a fling, shapes what follows. The
  /// finger is then read as carrying the content through the edge to rest (with the phone's
  /// drag rule, inverted past the edge; what a fling past the edge did is not read).
  static func runsIntoAnEdge(
    _ series: MeasuredSeries, _ v: [Double], _ release: Int, through end: Int, _ edges: Edges
  ) -> Bool {
    let direction: Double = v[release] < 0 ? -1 : 1
    // Within this stroke's own motion: a later stroke that reaches the edge says nothing of it.
    guard
      let edge = edges.firstReached(
        series.scrollOffset, from: release, through: min(end, series.count - 1),
        moving: direction), edge > 0
    else { return false }
    let before = max(release, edge - 1)
    let speed =
      abs(series.scrollOffset[before] - series.scrollOffset[max(0, before - 1)])
      / max(1e-9, series.time[before] - series.time[max(0, before - 1)])
    return speed >= 0.8 * abs(v[release])
  }

  /// How far beyond an edge content counts as past it, points: more than a 3× recording's
  /// 1/3-pt step.
  static let edgeMargin = 0.5

  /// `strokes` read with the edges in mind. Content resting past an edge is still held: every
  /// law that lets it go there springs it back the moment it is let go, and the clamping laws
  /// never take it there. So a stroke that stops there and the next that starts from there are
  /// one finger, and motion from such a rest back to the edge is the spring after the lift, not a
  /// finger: the finger lifts where that motion starts. (over-extension's pull in three moves
  /// was three strokes, each lifted at its rest, and its spring back a fourth, flung.)
  static func joinedAtTheEdges(_ strokes: [Stroke], _ series: MeasuredSeries, _ edges: Edges)
    -> [Stroke]
  {
    let t = series.time
    let offsets = series.scrollOffset
    // The last sample at or before `time`.
    func sample(at time: Double) -> Int? { t.lastIndex { $0 <= time } }
    var joined: [Stroke] = []
    for (index, stroke) in strokes.enumerated() {
      // Past one edge from the last stroke's lift to this one's touch: that finger never let go
      // (a slow pull there reads as a lift and a coast, the rubber band slowing the content).
      guard var held = joined.last, let from = sample(at: held.release),
        let to = sample(at: stroke.down), from <= to, let side = edges.side(of: offsets[from]),
        (from...to).allSatisfy({ edges.side(of: offsets[$0]) == side })
      else {
        joined.append(stroke)
        continue
      }
      held.velocity = 0
      held.lag = 0
      // From the rest: back to the edge and on to rest there before the next stroke is the
      // spring; anything else, the same finger moving again.
      let first = t.firstIndex { $0 >= stroke.down } ?? 0
      let stop = index + 1 < strokes.count ? strokes[index + 1].down : t[t.count - 1]
      let last = sample(at: stop) ?? first
      let returns = (first..<max(first, last)).allSatisfy {
        (offsets[$0 + 1] - offsets[$0]) * side <= TouchFinder.stillStep
      }
      if returns && edges.side(of: offsets[last]) != side {
        held.release = stroke.down
      } else {
        held.release = stroke.release
        held.velocity = stroke.velocity
        held.lag = stroke.lag
      }
      joined[joined.count - 1] = held
    }
    return joined
  }
}

extension GestureDerivation {
  /// The content's edges as `series` shows them by itself, for a recording whose offsets count
  /// from its first frame and whose content's length is unknown (`measure --script`, `fit`). An
  /// offset the content rests at, and comes back to rest at within `edgeMargin` from one side
  /// of it (having stayed on that side since it last passed it), creeping into it as a spring
  /// does (`settles`), is an edge: the top when it came back from below, with the header as tall
  /// there as anywhere further into the content; the bottom when it came back from above. A
  /// spring brings content pulled or flung past an edge back to the same point; a finger brings
  /// it back to a rest by hand within half a point only by chance, a wheel's or a program's
  /// scroll arrives in a step and stops, and a fling never turns back. Without header edges (a
  /// bar the page's colour) no top is read. Where several offsets qualify, the one returned to
  /// most often wins (of equals, the outermost); a bottom above the top is not one.
  ///
  /// With `viewportHeight`, an excursion more than `edgeReach` of it past the rest is not one
  /// past an edge: a finger pulled across the whole screen takes content about a third of a
  /// viewport past an edge (UIKit's `(1 − 1/(x·c/d + 1))·d` with c = 0.55 and x = d gives
  /// 0.35 d; Flutter's friction 0.34 d), and platforms' 6 500 pt/s flick bounces 265 pt (0.31
  /// of 844) past the top; so content that came back from further was flung or dragged through
  /// the list, and its rest there is a coincidence (readme-demo under Android's and
  /// `uikitFast`'s flings: a flick down from 1 500 and 700 pt came to rest within half a point
  /// of the first drag's rest at 112, read as a bottom that stopped the replay: 531 and 17 pt
  /// RMS).
  public static func inferredEdges(_ series: MeasuredSeries, viewportHeight: Double? = nil)
    -> Edges
  {
    let v = smoothedVelocity(series)
    let t = series.time
    let offsets = series.scrollOffset
    let header = series.headerBottom
    // Rests: runs of samples under the rest speed lasting `restGap`, each at its median offset.
    var rests: [(first: Int, last: Int, offset: Double)] = []
    var k = 0
    while k < series.count {
      guard abs(v[k]) <= restSpeed else {
        k += 1
        continue
      }
      var last = k
      while last + 1 < series.count, abs(v[last + 1]) <= restSpeed { last += 1 }
      if t[last] - t[k] >= restGap {
        let still = offsets[k...last].sorted()
        rests.append((k, last, still[still.count / 2]))
      }
      k = last + 1
    }
    // A recording that stops while the content still creeps back to an earlier rest ends
    // in that rest: the spring's last points are all it did not show.
    let tail = unfinishedSettle(
      offsets, t, after: rests.last?.last ?? -1, rests: rests.map(\.offset))
    if let tail { rests.append((tail.first, series.count - 1, tail.rest)) }
    var tops: [Double: Int] = [:]
    var bottoms: [Double: Int] = [:]
    for j in rests.indices.dropFirst() {
      let back = rests[j]
      let isTail = tail != nil && j == rests.count - 1
      // Where a spring's rest ends up: it may still creep the last fraction of a point.
      let settled = isTail ? back.offset : offsets[back.last]
      // The latest earlier rest at the same offset, and what the content did since.
      guard
        let i = rests[..<j].lastIndex(where: { abs($0.offset - settled) <= edgeMargin }),
        rests[i].last + 1 < back.first
      else { continue }
      let edge = rests[i].offset
      let key = (edge * 3).rounded() / 3
      for below in [true, false] {
        // On one side since the content was last on the other (a flick that bounced off the
        // top came down from above).
        let side: Double = below ? -1 : 1
        let passed =
          ((rests[i].last + 1)..<back.first).last { (offsets[$0] - edge) * side < -edgeMargin }
          ?? rests[i].last
        let excursion = offsets[(passed + 1)..<back.first].map { ($0 - edge) * side }
        guard
          excursion.contains(where: { $0 > edgeMargin }),
          excursion.allSatisfy({ $0 < edgeReach * (viewportHeight ?? .infinity) }),
          isTail || settles(offsets, t, from: passed + 1, through: back.last, at: settled)
        else { continue }
        if below {
          guard let header, let height = header[back.first],
            expanded(header, offsets, at: edge, height: height)
          else { continue }
          tops[key, default: 0] += 1
        } else {
          bottoms[key, default: 0] += 1
        }
      }
    }
    let top = tops.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
    // Content shorter than the screen has both at one offset (short-content).
    let bottom = bottoms.filter { top == nil || $0.key >= top! - edgeMargin }.max { a, b in
      a.value != b.value ? a.value < b.value : a.key < b.key
    }?.key
    return Edges(top: top, bottom: bottom)
  }

  /// Whether the content creeps into its rest at `rest` as a spring does: from 4 pt away to
  /// within 1 pt takes it at least 0.1 s (over-extension's and platforms' springs, 0.15 s),
  /// where a wheel's or a program's scroll arrives in a step or two and stops (wheel-scrolling:
  /// from 5 pt away to rest in one frame).
  private static func settles(
    _ offsets: [Double], _ t: [Double], from first: Int, through last: Int, at rest: Double
  ) -> Bool {
    guard first <= last,
      let far = (first...last).last(where: { abs(offsets[$0] - rest) > 4 }),
      let near = (far...last).first(where: { abs(offsets[$0] - rest) <= 1 })
    else { return false }
    return t[near] - t[far] >= 0.1
  }

  /// The recording's last stretch after sample `after` when it is content creeping back to
  /// one of `rests` as a spring does and the recording ends before it gets there: from more
  /// than 4 pt away to within `tailReach` of the rest, never moving away from it (by more than
  /// a 3× recording's step), in 0.1 s or more (the `settles` rule with the last point unseen),
  /// and slowing down.
  /// Its first sample and the rest. readme-demo's last pull past the top is let go 0.5 s before
  /// the recording ends, 1.7 pt short of the top.
  private static func unfinishedSettle(
    _ offsets: [Double], _ t: [Double], after: Int, rests: [Double]
  ) -> (first: Int, rest: Double)? {
    guard let last = offsets.indices.last, after < last else { return nil }
    for rest in rests.reversed() {
      guard abs(offsets[last] - rest) <= tailReach, abs(offsets[last] - rest) > edgeMargin,
        let far = ((after + 1)...last).last(where: { abs(offsets[$0] - rest) > 4 }),
        t[last] - t[far] >= 0.1,
        (far..<last).allSatisfy({
          abs(offsets[$0 + 1] - rest) <= abs(offsets[$0] - rest) + 1.0 / 3
        }),
        let middle = t.lastIndex(where: { $0 <= t[last] - 0.1 }),
        let start = t.lastIndex(where: { $0 <= t[last] - 0.2 }), start < middle
      else { continue }
      // Braking into it, as a spring does: the last tenth of a second covers at most three
      // quarters of the tenth before it (a slow drag back by hand keeps its pace).
      let lately = abs(offsets[last] - offsets[middle]) / (t[last] - t[middle])
      let before = abs(offsets[middle] - offsets[start]) / (t[middle] - t[start])
      guard lately <= 0.75 * before else { continue }
      return (far, rest)
    }
    return nil
  }

  /// The share of the viewport content goes past an edge at most (`inferredEdges`).
  static let edgeReach = 0.6

  /// How near an earlier rest a recording's last sample must be for a creep towards it to be
  /// read as the rest's spring cut short (`unfinishedSettle`), points.
  static let tailReach = 2.0

  /// Whether a header of `height` at offset `edge` is as tall as it is anywhere further into
  /// the content (within 1 pt): the top's header is fully expanded.
  private static func expanded(
    _ header: [Double?], _ offsets: [Double], at edge: Double, height: Double
  ) -> Bool {
    !offsets.indices.contains { index in
      guard offsets[index] > edge + edgeMargin, let other = header[index] else { return false }
      return other > height + 1
    }
  }
}
