/// The model `header.model` names, as one value the sandbox stores and drives: every call goes
/// to the model inside through plain protocol dispatch.
///
/// Measured against a switch over one optional stored property per model (the previous design,
/// eleven switches): the switches were 2–4 ns faster per did-scroll (20–43 ns against 23–48 ns,
/// `engine.updateNs.<model>`, release build, 2-core reference machine), both far under the
/// 200 ns floor, so the simpler dispatch stays.
public struct AnyHeaderModel: HeaderModel {
  /// Which model this is.
  public let name: HeaderModelName
  private var model: any HeaderModel

  /// Creates the model `options.model` names, at rest.
  public init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws {
    name = options.model
    switch options.model {
    case .mdc: model = try HeaderEngine(configuration: configuration)
    case .appBarLayout:
      model = try AppBarLayoutModel(configuration: configuration, options: options)
    case .composeM3:
      model = try ComposeTopAppBarModel(configuration: configuration, options: options)
    case .sliverAppBar:
      model = try SliverAppBarModel(configuration: configuration, options: options)
    case .uikitLargeTitle:
      model = try UIKitLargeTitleModel(configuration: configuration, options: options)
    case .web:
      model = try WebHeaderModel(configuration: configuration, options: options)
    }
  }

  /// The AppBarLayoutModel inside, or nil for another model.
  public var appBarLayoutModel: AppBarLayoutModel? { model as? AppBarLayoutModel }
  /// The ComposeTopAppBarModel inside, or nil for another model.
  public var composeM3Model: ComposeTopAppBarModel? { model as? ComposeTopAppBarModel }
  /// The SliverAppBarModel inside, or nil for another model.
  public var sliverAppBarModel: SliverAppBarModel? { model as? SliverAppBarModel }
  /// The UIKitLargeTitleModel inside, or nil for another model.
  public var uikitLargeTitleModel: UIKitLargeTitleModel? { model as? UIKitLargeTitleModel }
  /// The WebHeaderModel inside, or nil for another model.
  public var webModel: WebHeaderModel? { model as? WebHeaderModel }

  /// Applies a new configuration and options: the same model keeps its state; another model
  /// starts fresh, at rest.
  public mutating func setConfiguration(
    _ configuration: HeaderConfiguration, options: HeaderModelOptions
  ) throws {
    guard options.model == name else {
      self = try AnyHeaderModel(configuration: configuration, options: options)
      return
    }
    try model.setConfiguration(configuration)
    if var platform = model as? any PlatformHeaderModel {
      platform.setOptions(options)
      model = platform
    }
  }

  // MARK: Reading

  public var configuration: HeaderConfiguration { model.configuration }
  public var layout: HeaderLayout { model.layout }
  public var ignoredInputCount: Int { model.ignoredInputCount }
  public var hMin: Double { model.hMin }
  public var hMax: Double { model.hMax }
  public var accMax: Double { model.accMax }
  public var readout: HeaderReadout { model.readout }

  // MARK: Forwarding

  public mutating func setConfiguration(_ newValue: HeaderConfiguration) throws {
    try model.setConfiguration(newValue)
  }

  public mutating func didScroll(
    offset: Double, contentHeight: Double, viewportHeight: Double, isTracking: Bool
  ) {
    model.didScroll(
      offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
      isTracking: isTracking)
  }

  public mutating func willEndDragging(velocity: Double, targetOffset: inout Double) -> Bool {
    model.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
  }

  public mutating func didEndDragging(willDecelerate: Bool) {
    model.didEndDragging(willDecelerate: willDecelerate)
  }

  public mutating func didEndDecelerating() { model.didEndDecelerating() }

  public mutating func scrollWillBegin(drivenBy driver: ScrollDriver) {
    model.scrollWillBegin(drivenBy: driver)
  }

  public mutating func tick(dt: Double) { model.tick(dt: dt) }

  public mutating func shiftOffScreen(animated: Bool) { model.shiftOffScreen(animated: animated) }

  public mutating func shiftOnScreen(animated: Bool) { model.shiftOnScreen(animated: animated) }

  public mutating func takeContentShift() -> Double { model.takeContentShift() }
}
