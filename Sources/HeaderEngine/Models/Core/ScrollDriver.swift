/// Who drives the scroll that moves the content: the user (a finger, a drag's fling, a wheel or
/// trackpad) or the program (a keyboard scroll, an animated `scrollTo`, a programmatic fling).
/// Flutter's `ScrollPosition.userScrollDirection` is set only by the user (`applyUserOffset`,
/// `pointerScroll`) and stays idle through `animateTo`, which is what a keyboard scroll runs
/// (`ScrollAction`): a floating `SliverAppBar` floats back in only on the user's scroll.
public enum ScrollDriver: Sendable, Equatable {
  case user
  case program
}
