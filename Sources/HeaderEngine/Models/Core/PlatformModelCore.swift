/// What every platform model stores and guards alike, the way Flutter's pinned, floating and
/// scrolling persistent-header render objects share `RenderSliverPersistentHeader`: the
/// configuration and the model's own options, the latest layout, the scroll input and its
/// non-finite guard, the running snap and the content it carries. A model composes one and
/// writes only its per-delta rule and its settle (`PlatformHeaderModel`).
public struct PlatformModelCore<Options: Equatable & Sendable>: Sendable {
  /// The shared header configuration, validated.
  public internal(set) var configuration: HeaderConfiguration
  /// The model's own options.
  public internal(set) var options: Options
  /// `header.platformQuirks`.
  public internal(set) var platformQuirks: Bool
  /// The layout after the latest update.
  public internal(set) var layout: HeaderLayout
  /// How many calls carried non-finite input and were ignored.
  public internal(set) var ignoredInputCount = 0
  /// Whether the scroll moving the content now is driven by the program (a keyboard scroll, an
  /// animated `scrollTo`) rather than by the user's finger or wheel.
  public internal(set) var scrollDriver = ScrollDriver.user

  /// The scroll view's latest state and the delta since the previous did-scroll.
  var input = ScrollInput()
  /// The model's settle (snap) animation, if one runs.
  var snap: HeaderAnimation?
  /// Content the model's animation moved since the last `takeContentShift`, points.
  var pendingShift: Double = 0
  /// `wantsToBeHidden`: the last snap or programmatic show/hide went to collapsed.
  var wantsHidden = false

  /// A core at rest with a placeholder layout; the model commits its first layout itself.
  init(configuration: HeaderConfiguration, options: Options, platformQuirks: Bool) throws {
    self.configuration = try configuration.validated()
    self.options = options
    self.platformQuirks = platformQuirks
    layout = HeaderLayout.platform(
      height: 0, top: 0, hMin: 0, hMax: 0, collapse: 0, shadowOpacity: 0,
      wantsToBeHidden: false, accMax: 0, isAnimating: false)
  }

  /// Takes a did-scroll: the delta since the last one, or nil (counted as ignored) when the input
  /// is not finite.
  mutating func accept(offset: Double, contentHeight: Double, viewportHeight: Double) -> Double? {
    guard
      let delta = input.accept(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight)
    else {
      ignoredInputCount += 1
      return nil
    }
    return delta
  }

  /// Whether a tick of `dt` seconds can run; a non-finite or negative one is counted as ignored.
  mutating func accept(dt: Double) -> Bool {
    guard dt.isFinite, dt >= 0 else {
      ignoredInputCount += 1
      return false
    }
    return true
  }

  /// Advances the running snap by `dt` and returns its value, or nil when none runs; a finished
  /// snap is dropped after this value.
  mutating func advanceSnap(by dt: Double) -> Double? {
    guard var animation = snap else { return nil }
    animation.advance(by: dt)
    snap = animation.isFinished ? nil : animation
    return animation.value
  }

  /// The model's own animation moved the content by `shift` points: it is reported by
  /// `takeContentShift`, and the scroll view's next did-scroll must not read it as the user's.
  mutating func carry(_ shift: Double) {
    pendingShift += shift
    input.expectShift(shift)
  }

  /// The content shift since the last call; resets it.
  mutating func takeContentShift() -> Double {
    defer { pendingShift = 0 }
    return pendingShift
  }
}
