import HeaderEngine
import MotionPhysics
import PhoneSimulation
import SandboxFormats

/// What a fit varies and enumerates when the command line does not say.
///
/// The default continuous parameters are the ones that act on the chosen models: the
/// registry's scope of each parameter (`ParameterScope`, through `ParameterRelevance`) decides
/// which of the motion's own parameters below act under `values`; the list only leaves out what a
/// scroll-and-header recording cannot tell apart (content, theme, view, input devices).
public enum FitDefaults {
  /// Keys a fit may vary by default, in the order they are reported.
  static let scrollKeys = FitParameter.coastKeys

  /// The header's continuous parameters a recording can show: heights, and each model's own
  /// settle timing (MDC's shift animation, AppBarLayout's snap, Compose's settle spring,
  /// SliverAppBar's and UIKit's snap durations, the web's headroom transition).
  static let headerKeys =
    [
      Param.header.minimumHeight.name, Param.header.maximumHeight.name,
      Param.header.shiftDuration.name,
    ] + Param.header.shiftSpring.names.prefix(2) + [
      Param.appBarLayout.snapDurationUnit.name, Param.composeM3.snapStiffness.name,
      Param.sliverAppBar.snapDuration.name, Param.uikitLargeTitle.snapDuration.name,
      Param.web.transitionDuration.name,
    ]

  /// The continuous parameters that act on the models `values` selects; header keys only when
  /// the input has a header column.
  public static func varied(for values: ConfigValues, hasHeader: Bool) -> [String] {
    let keys = scrollKeys + (hasHeader ? headerKeys : [])
    return keys.filter { !ParameterRelevance.isInactive($0, in: values) }
  }

  /// The discrete options of header model `model` a fit enumerates, as alternatives of
  /// assignments (its descriptor's `fitChoices`).
  public static func headerChoices(for model: HeaderModelName) -> [[(key: String, value: String)]] {
    HeaderModelTable.descriptor(model).fitChoices
  }
}
