/// The model `header.model` names, as one value the sandbox stores and drives: every call is
/// forwarded to the model inside. An enum rather than an existential, so a call costs a switch
/// and no allocation (`engine.updateNs` stays under 200 ns for every model).
public enum AnyHeaderModel: HeaderModel {
  case mdc(HeaderEngine)
  case appBarLayout(AppBarLayoutModel)
  case composeM3(ComposeTopAppBarModel)
  case sliverAppBar(SliverAppBarModel)
  case uikitLargeTitle(UIKitLargeTitleModel)

  /// Creates the model `options.model` names, at rest.
  public init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws {
    switch options.model {
    case .mdc: self = .mdc(try HeaderEngine(configuration: configuration))
    case .appBarLayout:
      self = .appBarLayout(try AppBarLayoutModel(configuration: configuration, options: options))
    case .composeM3:
      self = .composeM3(try ComposeTopAppBarModel(configuration: configuration, options: options))
    case .sliverAppBar:
      self = .sliverAppBar(try SliverAppBarModel(configuration: configuration, options: options))
    case .uikitLargeTitle:
      self = .uikitLargeTitle(
        try UIKitLargeTitleModel(configuration: configuration, options: options))
    }
  }

  /// Which model this is.
  public var name: HeaderModelName {
    switch self {
    case .mdc: return .mdc
    case .appBarLayout: return .appBarLayout
    case .composeM3: return .composeM3
    case .sliverAppBar: return .sliverAppBar
    case .uikitLargeTitle: return .uikitLargeTitle
    }
  }

  /// The MDC engine inside, or nil for another model.
  public var mdcEngine: HeaderEngine? {
    if case .mdc(let engine) = self { return engine }
    return nil
  }

  /// Applies a new configuration and options: the same model keeps its state; another model
  /// starts fresh, at rest.
  public mutating func setConfiguration(
    _ configuration: HeaderConfiguration, options: HeaderModelOptions
  ) throws {
    guard options.model == name else {
      self = try AnyHeaderModel(configuration: configuration, options: options)
      return
    }
    switch self {
    case .mdc(var model):
      try model.setConfiguration(configuration)
      self = .mdc(model)
    case .appBarLayout(var model):
      try model.setConfiguration(configuration)
      model.setOptions(options)
      self = .appBarLayout(model)
    case .composeM3(var model):
      try model.setConfiguration(configuration)
      model.setOptions(options)
      self = .composeM3(model)
    case .sliverAppBar(var model):
      try model.setConfiguration(configuration)
      model.setOptions(options)
      self = .sliverAppBar(model)
    case .uikitLargeTitle(var model):
      try model.setConfiguration(configuration)
      model.setOptions(options)
      self = .uikitLargeTitle(model)
    }
  }

  // MARK: Reading

  public var configuration: HeaderConfiguration {
    switch self {
    case .mdc(let model): return model.configuration
    case .appBarLayout(let model): return model.configuration
    case .composeM3(let model): return model.configuration
    case .sliverAppBar(let model): return model.configuration
    case .uikitLargeTitle(let model): return model.configuration
    }
  }

  public var layout: HeaderLayout {
    switch self {
    case .mdc(let model): return model.layout
    case .appBarLayout(let model): return model.layout
    case .composeM3(let model): return model.layout
    case .sliverAppBar(let model): return model.layout
    case .uikitLargeTitle(let model): return model.layout
    }
  }

  public var ignoredInputCount: Int {
    switch self {
    case .mdc(let model): return model.ignoredInputCount
    case .appBarLayout(let model): return model.ignoredInputCount
    case .composeM3(let model): return model.ignoredInputCount
    case .sliverAppBar(let model): return model.ignoredInputCount
    case .uikitLargeTitle(let model): return model.ignoredInputCount
    }
  }

  public var hMin: Double {
    switch self {
    case .mdc(let model): return model.hMin
    case .appBarLayout(let model): return model.hMin
    case .composeM3(let model): return model.hMin
    case .sliverAppBar(let model): return model.hMin
    case .uikitLargeTitle(let model): return model.hMin
    }
  }

  public var hMax: Double {
    switch self {
    case .mdc(let model): return model.hMax
    case .appBarLayout(let model): return model.hMax
    case .composeM3(let model): return model.hMax
    case .sliverAppBar(let model): return model.hMax
    case .uikitLargeTitle(let model): return model.hMax
    }
  }

  public var accMax: Double {
    switch self {
    case .mdc(let model): return model.accMax
    case .appBarLayout(let model): return model.accMax
    case .composeM3(let model): return model.accMax
    case .sliverAppBar(let model): return model.accMax
    case .uikitLargeTitle(let model): return model.accMax
    }
  }

  // MARK: Forwarding

  public mutating func setConfiguration(_ newValue: HeaderConfiguration) throws {
    switch self {
    case .mdc(var model):
      try model.setConfiguration(newValue)
      self = .mdc(model)
    case .appBarLayout(var model):
      try model.setConfiguration(newValue)
      self = .appBarLayout(model)
    case .composeM3(var model):
      try model.setConfiguration(newValue)
      self = .composeM3(model)
    case .sliverAppBar(var model):
      try model.setConfiguration(newValue)
      self = .sliverAppBar(model)
    case .uikitLargeTitle(var model):
      try model.setConfiguration(newValue)
      self = .uikitLargeTitle(model)
    }
  }

  public mutating func didScroll(
    offset: Double, contentHeight: Double, viewportHeight: Double, isTracking: Bool
  ) {
    switch self {
    case .mdc(var model):
      model.didScroll(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
        isTracking: isTracking)
      self = .mdc(model)
    case .appBarLayout(var model):
      model.didScroll(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
        isTracking: isTracking)
      self = .appBarLayout(model)
    case .composeM3(var model):
      model.didScroll(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
        isTracking: isTracking)
      self = .composeM3(model)
    case .sliverAppBar(var model):
      model.didScroll(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
        isTracking: isTracking)
      self = .sliverAppBar(model)
    case .uikitLargeTitle(var model):
      model.didScroll(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight,
        isTracking: isTracking)
      self = .uikitLargeTitle(model)
    }
  }

  public mutating func willEndDragging(velocity: Double, targetOffset: inout Double) -> Bool {
    switch self {
    case .mdc(var model):
      let result = model.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
      self = .mdc(model)
      return result
    case .appBarLayout(var model):
      let result = model.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
      self = .appBarLayout(model)
      return result
    case .composeM3(var model):
      let result = model.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
      self = .composeM3(model)
      return result
    case .sliverAppBar(var model):
      let result = model.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
      self = .sliverAppBar(model)
      return result
    case .uikitLargeTitle(var model):
      let result = model.willEndDragging(velocity: velocity, targetOffset: &targetOffset)
      self = .uikitLargeTitle(model)
      return result
    }
  }

  public mutating func didEndDragging(willDecelerate: Bool) {
    switch self {
    case .mdc(var model):
      model.didEndDragging(willDecelerate: willDecelerate)
      self = .mdc(model)
    case .appBarLayout(var model):
      model.didEndDragging(willDecelerate: willDecelerate)
      self = .appBarLayout(model)
    case .composeM3(var model):
      model.didEndDragging(willDecelerate: willDecelerate)
      self = .composeM3(model)
    case .sliverAppBar(var model):
      model.didEndDragging(willDecelerate: willDecelerate)
      self = .sliverAppBar(model)
    case .uikitLargeTitle(var model):
      model.didEndDragging(willDecelerate: willDecelerate)
      self = .uikitLargeTitle(model)
    }
  }

  public mutating func didEndDecelerating() {
    switch self {
    case .mdc(var model):
      model.didEndDecelerating()
      self = .mdc(model)
    case .appBarLayout(var model):
      model.didEndDecelerating()
      self = .appBarLayout(model)
    case .composeM3(var model):
      model.didEndDecelerating()
      self = .composeM3(model)
    case .sliverAppBar(var model):
      model.didEndDecelerating()
      self = .sliverAppBar(model)
    case .uikitLargeTitle(var model):
      model.didEndDecelerating()
      self = .uikitLargeTitle(model)
    }
  }

  public mutating func tick(dt: Double) {
    switch self {
    case .mdc(var model):
      model.tick(dt: dt)
      self = .mdc(model)
    case .appBarLayout(var model):
      model.tick(dt: dt)
      self = .appBarLayout(model)
    case .composeM3(var model):
      model.tick(dt: dt)
      self = .composeM3(model)
    case .sliverAppBar(var model):
      model.tick(dt: dt)
      self = .sliverAppBar(model)
    case .uikitLargeTitle(var model):
      model.tick(dt: dt)
      self = .uikitLargeTitle(model)
    }
  }

  public mutating func shiftOffScreen(animated: Bool) {
    switch self {
    case .mdc(var model):
      model.shiftOffScreen(animated: animated)
      self = .mdc(model)
    case .appBarLayout(var model):
      model.shiftOffScreen(animated: animated)
      self = .appBarLayout(model)
    case .composeM3(var model):
      model.shiftOffScreen(animated: animated)
      self = .composeM3(model)
    case .sliverAppBar(var model):
      model.shiftOffScreen(animated: animated)
      self = .sliverAppBar(model)
    case .uikitLargeTitle(var model):
      model.shiftOffScreen(animated: animated)
      self = .uikitLargeTitle(model)
    }
  }

  public mutating func shiftOnScreen(animated: Bool) {
    switch self {
    case .mdc(var model):
      model.shiftOnScreen(animated: animated)
      self = .mdc(model)
    case .appBarLayout(var model):
      model.shiftOnScreen(animated: animated)
      self = .appBarLayout(model)
    case .composeM3(var model):
      model.shiftOnScreen(animated: animated)
      self = .composeM3(model)
    case .sliverAppBar(var model):
      model.shiftOnScreen(animated: animated)
      self = .sliverAppBar(model)
    case .uikitLargeTitle(var model):
      model.shiftOnScreen(animated: animated)
      self = .uikitLargeTitle(model)
    }
  }

  public mutating func takeContentShift() -> Double {
    switch self {
    case .mdc(var model):
      let result = model.takeContentShift()
      self = .mdc(model)
      return result
    case .appBarLayout(var model):
      let result = model.takeContentShift()
      self = .appBarLayout(model)
      return result
    case .composeM3(var model):
      let result = model.takeContentShift()
      self = .composeM3(model)
      return result
    case .sliverAppBar(var model):
      let result = model.takeContentShift()
      self = .sliverAppBar(model)
      return result
    case .uikitLargeTitle(var model):
      let result = model.takeContentShift()
      self = .uikitLargeTitle(model)
      return result
    }
  }
}
