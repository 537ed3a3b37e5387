/// How a finger's drag moves content past the scroll range's ends.
public enum OverscrollLaw: Sendable, Equatable {
  /// No overscroll: the content stops at its ends (Android's OverScroller in a RecyclerView,
  /// Flutter's ClampingScrollPhysics).
  case none
  /// UIKit's rubber band, b = x·c·d / (d + c·x) (`RubberBand`).
  case uikitRubberBand
  /// Flutter's BouncingScrollPhysics friction, 0.52·(1 − f)² (`OverscrollFriction`).
  case flutterFriction
}
