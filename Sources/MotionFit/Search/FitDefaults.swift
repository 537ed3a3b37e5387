import HeaderEngine
import MotionPhysics
import SandboxCore

/// What a fit varies and enumerates when the command line does not say.
///
/// The default continuous parameters are the ones that act on the chosen models: this one
/// function decides it today from `ParameterRelevance`; a registry field saying which models a
/// parameter affects can replace the list below without changing its callers.
public enum FitDefaults {
  /// Keys a fit may vary by default, in the order they are reported.
  static let scrollKeys = [
    Param.scroll.uikitDecelerationRate.name, Param.scroll.uikitFastDecelerationRate.name,
    Param.scroll.androidFriction.name, Param.scroll.flutterFriction.name,
    Param.scroll.bouncingDrag.name,
  ]

  /// The continuous parameters that act on the models `values` selects; header keys only when
  /// the input has a header column.
  public static func varied(for values: ConfigValues, hasHeader: Bool) -> [String] {
    var keys = scrollKeys
    if hasHeader {
      keys += [Param.header.minimumHeight.name, Param.header.maximumHeight.name]
      switch values[Param.header.model] {
      case .mdc:
        keys += [Param.header.shiftDuration.name] + Param.header.shiftSpring.names.prefix(2)
      case .composeM3:
        keys.append(Param.composeM3.snapStiffness.name)
      default: break
      }
    }
    return keys.filter { !ParameterRelevance.isInactive($0, in: values) }
  }

  /// The discrete options of header model `model` a fit enumerates, as alternatives of
  /// assignments. MDC's `hideable` moves like `disabled` under scrolling and is left out.
  public static func headerChoices(for model: HeaderModelName) -> [[(key: String, value: String)]] {
    switch model {
    case .mdc:
      let key = Param.header.shiftBehavior.name
      return ["disabled", "enabled", "enabledWithStatusBar"].map { [(key, $0)] }
    case .composeM3:
      return ComposeScrollBehavior.allCases.map { [(Param.composeM3.behavior.name, $0.rawValue)] }
    case .appBarLayout:
      return [
        "scroll", "scroll|exitUntilCollapsed", "scroll|exitUntilCollapsed|snap",
        "scroll|enterAlways",
        "scroll|enterAlways|snap", "scroll|enterAlways|enterAlwaysCollapsed",
      ].map { [(Param.appBarLayout.scrollFlags.name, $0)] }
    case .sliverAppBar:
      let bar = Param.sliverAppBar
      var result: [[(key: String, value: String)]] = []
      for pinned in ["false", "true"] {
        for (floating, snap) in [("false", "false"), ("true", "false"), ("true", "true")] {
          result.append([
            (bar.pinned.name, pinned), (bar.floating.name, floating), (bar.snap.name, snap),
          ])
        }
      }
      return result
    case .uikitLargeTitle:
      return ["false", "true"].map { [(Param.uikitLargeTitle.snap.name, $0)] }
    }
  }
}
