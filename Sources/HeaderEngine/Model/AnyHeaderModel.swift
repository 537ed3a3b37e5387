/// The model `header.model` names, as one value the sandbox stores and drives: every call is
/// forwarded to the model inside. Exactly one of the stored models is set; a call costs a switch,
/// and mutates that model in place (an enum's payload would be copied out and back on every
/// call, which doubled `engine.updateNs`).
public struct AnyHeaderModel: HeaderModel {
  /// Which model this is.
  public let name: HeaderModelName
  private var mdcStorage: HeaderEngine?
  private var appBarLayoutStorage: AppBarLayoutModel?
  private var composeM3Storage: ComposeTopAppBarModel?
  private var sliverAppBarStorage: SliverAppBarModel?
  private var uikitLargeTitleStorage: UIKitLargeTitleModel?

  /// Creates the model `options.model` names, at rest.
  public init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws {
    name = options.model
    switch options.model {
    case .mdc: mdcStorage = try HeaderEngine(configuration: configuration)
    case .appBarLayout:
      appBarLayoutStorage = try AppBarLayoutModel(configuration: configuration, options: options)
    case .composeM3:
      composeM3Storage = try ComposeTopAppBarModel(configuration: configuration, options: options)
    case .sliverAppBar:
      sliverAppBarStorage = try SliverAppBarModel(configuration: configuration, options: options)
    case .uikitLargeTitle:
      uikitLargeTitleStorage = try UIKitLargeTitleModel(
        configuration: configuration, options: options)
    }
  }

  /// The AppBarLayoutModel inside, or nil for another model.
  public var appBarLayoutModel: AppBarLayoutModel? { appBarLayoutStorage }
  /// The ComposeTopAppBarModel inside, or nil for another model.
  public var composeM3Model: ComposeTopAppBarModel? { composeM3Storage }
  /// The SliverAppBarModel inside, or nil for another model.
  public var sliverAppBarModel: SliverAppBarModel? { sliverAppBarStorage }
  /// The UIKitLargeTitleModel inside, or nil for another model.
  public var uikitLargeTitleModel: UIKitLargeTitleModel? { uikitLargeTitleStorage }

  /// Applies a new configuration and options: the same model keeps its state; another model
  /// starts fresh, at rest.
  public mutating func setConfiguration(
    _ configuration: HeaderConfiguration, options: HeaderModelOptions
  ) throws {
    guard options.model == name else {
      self = try AnyHeaderModel(configuration: configuration, options: options)
      return
    }
    switch name {
    case .mdc: try mdcStorage!.setConfiguration(configuration)
    case .appBarLayout:
      try appBarLayoutStorage!.setConfiguration(configuration)
      appBarLayoutStorage!.setOptions(options)
    case .composeM3:
      try composeM3Storage!.setConfiguration(configuration)
      composeM3Storage!.setOptions(options)
    case .sliverAppBar:
      try sliverAppBarStorage!.setConfiguration(configuration)
      sliverAppBarStorage!.setOptions(options)
    case .uikitLargeTitle:
      try uikitLargeTitleStorage!.setConfiguration(configuration)
      uikitLargeTitleStorage!.setOptions(options)
    }
  }

  // MARK: Reading

  public var configuration: HeaderConfiguration {
    switch name {
    case .mdc: return mdcStorage!.configuration
    case .appBarLayout: return appBarLayoutStorage!.configuration
    case .composeM3: return composeM3Storage!.configuration
    case .sliverAppBar: return sliverAppBarStorage!.configuration
    case .uikitLargeTitle: return uikitLargeTitleStorage!.configuration
    }
  }

  public var layout: HeaderLayout {
    switch name {
    case .mdc: return mdcStorage!.layout
    case .appBarLayout: return appBarLayoutStorage!.layout
    case .composeM3: return composeM3Storage!.layout
    case .sliverAppBar: return sliverAppBarStorage!.layout
    case .uikitLargeTitle: return uikitLargeTitleStorage!.layout
    }
  }

  public var ignoredInputCount: Int {
    switch name {
    case .mdc: return mdcStorage!.ignoredInputCount
    case .appBarLayout: return appBarLayoutStorage!.ignoredInputCount
    case .composeM3: return composeM3Storage!.ignoredInputCount
    case .sliverAppBar: return sliverAppBarStorage!.ignoredInputCount
    case .uikitLargeTitle: return uikitLargeTitleStorage!.ignoredInputCount
    }
  }

  public var hMin: Double {
    switch name {
    case .mdc: return mdcStorage!.hMin
    case .appBarLayout: return appBarLayoutStorage!.hMin
    case .composeM3: return composeM3Storage!.hMin
    case .sliverAppBar: return sliverAppBarStorage!.hMin
    case .uikitLargeTitle: return uikitLargeTitleStorage!.hMin
    }
  }

  public var hMax: Double {
    switch name {
    case .mdc: return mdcStorage!.hMax
    case .appBarLayout: return appBarLayoutStorage!.hMax
    case .composeM3: return composeM3Storage!.hMax
    case .sliverAppBar: return sliverAppBarStorage!.hMax
    case .uikitLargeTitle: return uikitLargeTitleStorage!.hMax
    }
  }

  public var accMax: Double {
    switch name {
    case .mdc: return mdcStorage!.accMax
    case .appBarLayout: return appBarLayoutStorage!.accMax
    case .composeM3: return composeM3Storage!.accMax
    case .sliverAppBar: return sliverAppBarStorage!.accMax
    case .uikitLargeTitle: return uikitLargeTitleStorage!.accMax
    }
  }

  // MARK: Forwarding

  public mutating func setConfiguration(_ newValue: HeaderConfiguration) throws {
    switch name {
    case .mdc: try mdcStorage!.setConfiguration(newValue)
    case .appBarLayout: try appBarLayoutStorage!.setConfiguration(newValue)
    case .composeM3: try composeM3Storage!.setConfiguration(newValue)
    case .sliverAppBar: try sliverAppBarStorage!.setConfiguration(newValue)
    case .uikitLargeTitle: try uikitLargeTitleStorage!.setConfiguration(newValue)
    }
  }

  public mutating func didScroll(
    offset: Double, contentHeight: Double, viewportHeight: Double, isTracking: Bool
  ) {
    switch name {
    case .mdc:
      mdcStorage!.didScroll(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
        isTracking: isTracking)
    case .appBarLayout:
      appBarLayoutStorage!.didScroll(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
        isTracking: isTracking)
    case .composeM3:
      composeM3Storage!.didScroll(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
        isTracking: isTracking)
    case .sliverAppBar:
      sliverAppBarStorage!.didScroll(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
        isTracking: isTracking)
    case .uikitLargeTitle:
      uikitLargeTitleStorage!.didScroll(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
        isTracking: isTracking)
    }
  }

  public mutating func willEndDragging(velocity: Double, targetOffset: inout Double) -> Bool {
    switch name {
    case .mdc: return mdcStorage!.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
    case .appBarLayout:
      return appBarLayoutStorage!.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
    case .composeM3:
      return composeM3Storage!.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
    case .sliverAppBar:
      return sliverAppBarStorage!.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
    case .uikitLargeTitle:
      return uikitLargeTitleStorage!.willEndDragging(
        velocity: velocity, targetOffset: &targetOffset)
    }
  }

  public mutating func didEndDragging(willDecelerate: Bool) {
    switch name {
    case .mdc: mdcStorage!.didEndDragging(willDecelerate: willDecelerate)
    case .appBarLayout: appBarLayoutStorage!.didEndDragging(willDecelerate: willDecelerate)
    case .composeM3: composeM3Storage!.didEndDragging(willDecelerate: willDecelerate)
    case .sliverAppBar: sliverAppBarStorage!.didEndDragging(willDecelerate: willDecelerate)
    case .uikitLargeTitle: uikitLargeTitleStorage!.didEndDragging(willDecelerate: willDecelerate)
    }
  }

  public mutating func didEndDecelerating() {
    switch name {
    case .mdc: mdcStorage!.didEndDecelerating()
    case .appBarLayout: appBarLayoutStorage!.didEndDecelerating()
    case .composeM3: composeM3Storage!.didEndDecelerating()
    case .sliverAppBar: sliverAppBarStorage!.didEndDecelerating()
    case .uikitLargeTitle: uikitLargeTitleStorage!.didEndDecelerating()
    }
  }

  public mutating func tick(dt: Double) {
    switch name {
    case .mdc: mdcStorage!.tick(dt: dt)
    case .appBarLayout: appBarLayoutStorage!.tick(dt: dt)
    case .composeM3: composeM3Storage!.tick(dt: dt)
    case .sliverAppBar: sliverAppBarStorage!.tick(dt: dt)
    case .uikitLargeTitle: uikitLargeTitleStorage!.tick(dt: dt)
    }
  }

  public mutating func shiftOffScreen(animated: Bool) {
    switch name {
    case .mdc: mdcStorage!.shiftOffScreen(animated: animated)
    case .appBarLayout: appBarLayoutStorage!.shiftOffScreen(animated: animated)
    case .composeM3: composeM3Storage!.shiftOffScreen(animated: animated)
    case .sliverAppBar: sliverAppBarStorage!.shiftOffScreen(animated: animated)
    case .uikitLargeTitle: uikitLargeTitleStorage!.shiftOffScreen(animated: animated)
    }
  }

  public mutating func shiftOnScreen(animated: Bool) {
    switch name {
    case .mdc: mdcStorage!.shiftOnScreen(animated: animated)
    case .appBarLayout: appBarLayoutStorage!.shiftOnScreen(animated: animated)
    case .composeM3: composeM3Storage!.shiftOnScreen(animated: animated)
    case .sliverAppBar: sliverAppBarStorage!.shiftOnScreen(animated: animated)
    case .uikitLargeTitle: uikitLargeTitleStorage!.shiftOnScreen(animated: animated)
    }
  }

  public mutating func takeContentShift() -> Double {
    switch name {
    case .mdc: return mdcStorage!.takeContentShift()
    case .appBarLayout: return appBarLayoutStorage!.takeContentShift()
    case .composeM3: return composeM3Storage!.takeContentShift()
    case .sliverAppBar: return sliverAppBarStorage!.takeContentShift()
    case .uikitLargeTitle: return uikitLargeTitleStorage!.takeContentShift()
    }
  }
}
