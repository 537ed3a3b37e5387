/// A finger gesture a measurement shows: where the content starts to move, the release (the end
/// of the peak speed of the drag), and the travel the finger made until then.
///
/// Before the release the content follows the finger one to one, so the finger's travel is the
/// content's; after it the content decelerates on its own. The release is taken where the
/// movement's speed peaks: a finger that lets go of a flick leaves the content at its fastest.
/// `first(in:)` is the recording's first gesture (reference sync lines up its release);
/// `all(in:)` every one, each later touch found by `TouchFinder`.
public struct MeasuredGesture: Sendable, Equatable {
  /// Index of the last still row before the content moves (where the finger goes down).
  public var startIndex: Int
  /// Index of the release row.
  public var releaseIndex: Int
  /// Finger travel at each row from `startIndex` through `releaseIndex`: time and points,
  /// positive into the content (the finger moving up the screen).
  public var travel: [(time: Double, points: Double)]
  /// The measured velocity at the release, points per second.
  public var releaseVelocity: Double

  /// Travel below which the content counts as still, points.
  public static let stillTravel = 0.5
  /// Speed below which a movement counts as ended, points per second.
  public static let stillSpeed = 5.0
  /// Share of the peak speed still counted as the finger's plateau before the release.
  public static let plateauShare = 0.98

  public static func == (lhs: MeasuredGesture, rhs: MeasuredGesture) -> Bool {
    lhs.startIndex == rhs.startIndex && lhs.releaseIndex == rhs.releaseIndex
      && lhs.releaseVelocity == rhs.releaseVelocity
      && lhs.travel.map(\.time) == rhs.travel.map(\.time)
      && lhs.travel.map(\.points) == rhs.travel.map(\.points)
  }

  /// The first gesture in `rows`; nil when the content never moves.
  public static func first(in rows: [MeasureRow]) -> MeasuredGesture? {
    guard let origin = rows.first?.scrollOffset else { return nil }
    guard
      let moved = rows.firstIndex(where: { abs($0.scrollOffset - origin) > stillTravel })
    else { return nil }
    let direction: Double = rows[moved].scrollOffset > origin ? 1 : -1
    return gesture(
      in: rows, start: max(0, moved - 1), moved: moved, direction: direction, bounded: false)
  }

  /// Every gesture in `rows`, in order (the first is `first(in:)`, unless a second flick the
  /// same way lands on its fling: `first` then runs on through it); empty when the content
  /// never moves. A gesture whose finger catches the previous one's fling starts where the
  /// content turns or speeds up under it.
  public static func all(in rows: [MeasureRow]) -> [MeasuredGesture] {
    guard let origin = rows.first?.scrollOffset,
      let moved = rows.firstIndex(where: { abs($0.scrollOffset - origin) > stillTravel })
    else { return [] }
    // As `first`, but a second flick on the first one's fling ends the first movement.
    var gesture = self.gesture(
      in: rows, start: max(0, moved - 1), moved: moved,
      direction: rows[moved].scrollOffset > origin ? 1 : -1, bounded: true)
    var result = [gesture]
    let time = rows.map(\.time)
    let offset = rows.map(\.scrollOffset)
    let velocity = rows.map(\.scrollVelocity)
    while let touch = TouchFinder.next(
      after: gesture.releaseIndex, time: time, offset: offset, velocity: velocity,
      stillSpeed: stillSpeed, stillTravel: stillTravel),
      touch.start + 1 < rows.count
    {
      gesture = self.gesture(
        in: rows, start: touch.start, moved: touch.start + 1, direction: touch.direction,
        bounded: true)
      result.append(gesture)
    }
    return result
  }

  /// The gesture whose finger goes down at row `start` and moves the content towards
  /// `direction` from row `moved`; `bounded`, it also ends where a new touch speeds the content
  /// up again (`TouchFinder.renewsRise`).
  static func gesture(
    in rows: [MeasureRow], start: Int, moved: Int, direction: Double, bounded: Bool
  ) -> MeasuredGesture {
    // The movement lasts while the content keeps going the same way.
    let time = bounded ? rows.map(\.time) : []
    let velocity = bounded ? rows.map(\.scrollVelocity) : []
    var top = abs(rows[moved].scrollVelocity)
    var end = moved
    while end + 1 < rows.count && rows[end + 1].scrollVelocity * direction > stillSpeed {
      if bounded {
        if TouchFinder.renewsRise(at: end + 1, top: top, time: time, velocity: velocity) { break }
        top = max(top, abs(velocity[end + 1]))
      }
      end += 1
    }
    var peak = moved
    for index in moved...end
    where abs(rows[index].scrollVelocity) > abs(rows[peak].scrollVelocity) {
      peak = index
    }
    // A flick's finger often holds its speed for a few frames: it lets go at the end of that
    // plateau, the last frame still within `plateauShare` of the peak.
    var release = peak
    while release < end
      && abs(rows[release + 1].scrollVelocity) >= abs(rows[peak].scrollVelocity) * plateauShare
    {
      release += 1
    }
    let base = rows[start].scrollOffset
    let travel = rows[start...release].map { ($0.time, $0.scrollOffset - base) }
    return MeasuredGesture(
      startIndex: start, releaseIndex: release, travel: travel,
      releaseVelocity: rows[release].scrollVelocity)
  }
}
