/// A header model built from the shared configuration and the model options (every model but
/// MDC's, whose options live in `HeaderConfiguration`).
public protocol PlatformHeaderModel: HeaderModel {
  /// Creates the model at rest, header fully expanded.
  init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws
  /// Replaces the model options, keeping the state.
  mutating func setOptions(_ newValue: HeaderModelOptions)
}

extension AppBarLayoutModel: PlatformHeaderModel {}
extension ComposeTopAppBarModel: PlatformHeaderModel {}
extension SliverAppBarModel: PlatformHeaderModel {}
extension UIKitLargeTitleModel: PlatformHeaderModel {}
