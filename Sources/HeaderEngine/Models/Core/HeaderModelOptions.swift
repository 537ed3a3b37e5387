/// Which header model runs and the options of every model (`header.model`,
/// `header.platformQuirks`, `appBarLayout.*`, `composeM3.*`, `sliverAppBar.*`,
/// `uikitLargeTitle.*`, `web.*`). MDC's own options stay in `HeaderConfiguration`.
public struct HeaderModelOptions: Equatable, Sendable {
  /// The model; default `mdc`.
  public var model: HeaderModelName = .mdc
  /// Reproduce the platforms' documented code quirks (default, this is a fidelity tool); false
  /// gives the behaviour their comments and docs intend. Each model documents its quirks.
  public var platformQuirks = true
  public var appBarLayout = AppBarLayoutOptions()
  public var composeM3 = ComposeM3Options()
  public var sliverAppBar = SliverAppBarOptions()
  public var uikitLargeTitle = UIKitLargeTitleOptions()
  public var web = WebOptions()

  /// Creates the default options (the MDC model).
  public init(model: HeaderModelName = .mdc, platformQuirks: Bool = true) {
    self.model = model
    self.platformQuirks = platformQuirks
  }
}
