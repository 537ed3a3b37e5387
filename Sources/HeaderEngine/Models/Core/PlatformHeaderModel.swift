/// A header model built from the shared configuration and the model options (every model but
/// MDC's, whose options live in `HeaderConfiguration`), on one `PlatformModelCore`.
///
/// The core owns the machinery every platform model shares: the stored state, `setConfiguration`
/// and `setOptions`, the guards of `didScroll`, `willEndDragging` and `tick`, the snap's tick and
/// `takeContentShift`. A model writes only its rules: what a scroll delta does (`scrolled`), what
/// the end of a gesture does (`settle`), where its snap puts the header (`snapMoved`), its other
/// animations, and the layout it commits.
///
/// A model's own rules read `core.configuration`, `core.options` and `core.platformQuirks`, not
/// the shorthands below. The shorthands are generic over the model, and without optimization
/// (the tests' build) each read copies the whole core through the protocol's getter: reading
/// them in the per-frame rules took a third of a debug simulation's time.
public protocol PlatformHeaderModel: HeaderModel {
  /// The model's own options (`appBarLayout.*`, …).
  associatedtype Options: Equatable & Sendable

  /// Creates the model at rest, header fully expanded.
  init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws
  /// This model's options among every model's.
  static func options(of all: HeaderModelOptions) -> Options
  /// The shared state.
  var core: PlatformModelCore<Options> { get set }

  /// The per-delta rule: the scroll view moved to `offset` by `delta` points (0 for the first
  /// did-scroll after a geometry change).
  mutating func scrolled(by delta: Double, to offset: Double, isTracking: Bool)
  /// The gesture ended with nothing moving the content any more (a release without fling, or the
  /// fling's end): the model's settle rule.
  mutating func settle()
  /// The running snap reached `value`.
  mutating func snapMoved(to value: Double)
  /// Advances the model's animations other than the snap (elevation, colour).
  mutating func advanceOtherAnimations(by dt: Double)
  /// The configuration changed; the core holds the new one.
  mutating func configurationChanged()
  /// The options changed; the core holds the new ones.
  mutating func optionsChanged()
  /// Computes `core.layout` from the state.
  mutating func commit()
}

extension PlatformHeaderModel {
  public var configuration: HeaderConfiguration { core.configuration }
  public var layout: HeaderLayout { core.layout }
  public var ignoredInputCount: Int { core.ignoredInputCount }
  /// The model's own options.
  public var options: Options { core.options }
  /// `header.platformQuirks`.
  public var platformQuirks: Bool { core.platformQuirks }

  public mutating func advanceOtherAnimations(by dt: Double) {}
  public mutating func configurationChanged() {}
  public mutating func optionsChanged() {}

  public mutating func setConfiguration(_ newValue: HeaderConfiguration) throws {
    core.configuration = try newValue.validated()
    configurationChanged()
    commit()
  }

  /// Replaces the model options, keeping the state.
  public mutating func setOptions(_ newValue: HeaderModelOptions) {
    core.options = Self.options(of: newValue)
    core.platformQuirks = newValue.platformQuirks
    optionsChanged()
    commit()
  }

  public mutating func didScroll(
    offset: Double, contentHeight: Double, viewportHeight: Double, isTracking: Bool
  ) {
    guard
      let delta = core.accept(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight)
    else { return }
    scrolled(by: delta, to: offset, isTracking: isTracking)
    commit()
  }

  /// No platform model rewrites the target of a fling.
  public mutating func willEndDragging(velocity: Double, targetOffset: inout Double) -> Bool {
    if !velocity.isFinite || !targetOffset.isFinite { core.ignoredInputCount += 1 }
    return false
  }

  public mutating func didEndDragging(willDecelerate: Bool) {
    if !willDecelerate { settle() }
    commit()
  }

  public mutating func didEndDecelerating() {
    settle()
    commit()
  }

  public mutating func scrollWillBegin(drivenBy driver: ScrollDriver) {
    core.scrollDriver = driver
  }

  public mutating func tick(dt: Double) {
    guard core.accept(dt: dt) else { return }
    if let value = core.advanceSnap(by: dt) { snapMoved(to: value) }
    advanceOtherAnimations(by: dt)
    commit()
  }

  public mutating func takeContentShift() -> Double { core.takeContentShift() }
}

extension AppBarLayoutModel: PlatformHeaderModel {}
extension ComposeTopAppBarModel: PlatformHeaderModel {}
extension SliverAppBarModel: PlatformHeaderModel {}
extension UIKitLargeTitleModel: PlatformHeaderModel {}
extension WebHeaderModel: PlatformHeaderModel {}
