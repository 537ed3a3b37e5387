import HeaderEngine
import MotionPhysics

/// Which parameters the current values make inert, and why: a parameter whose `ParameterScope`
/// leaves out the running header model or deceleration model, and the few that need another
/// value to act (the timing of a shift animation mode that is not chosen, `snap` without
/// `floating`). The panel dims them with the reason (they stay editable, so a preset can be
/// prepared before switching); `params`, compare captions and exports skip them.
public enum ParameterRelevance {
  /// Whether `key` has no effect under `values`.
  public static func isInactive(_ key: String, in values: ConfigValues) -> Bool {
    inactiveReason(key, in: values) != nil
  }

  /// Why `key` has no effect under `values` ("no effect under composeM3"), or nil when it acts.
  public static func inactiveReason(_ key: String, in values: ConfigValues) -> String? {
    guard let parameter = ParameterRegistry.parameter(key) else { return nil }
    let model = values[Param.header.model]
    let deceleration = values[Param.scroll.deceleration]
    if parameter.scope.headerModels?.isEmpty == true {
      return "nothing in the trace or picture follows it"
    }
    if !parameter.scope.acts(on: model) { return "no effect under \(model.rawValue)" }
    if !parameter.scope.acts(on: deceleration) {
      return "no effect with \(deceleration.rawValue) deceleration"
    }
    return conditionReason(key, in: values, model: model)
  }

  /// The value-dependent rules, for a parameter whose scope includes the running models.
  private static func conditionReason(
    _ key: String, in values: ConfigValues, model: HeaderModelName
  ) -> String? {
    let header = Param.header
    let mode = values[header.shiftAnimation]
    if key == header.mdcFrameRate.name, mode != .mdc { return "only with shiftAnimation mdc" }
    if key == header.shiftDuration.name || key == header.shiftCurve.name, mode != .bezier {
      return "only with shiftAnimation bezier"
    }
    if header.shiftSpring.names.contains(key), mode != .spring {
      return "only with shiftAnimation spring"
    }
    // SliverAppBar passes toolbarHeight: kToolbarHeight explicitly (the quirk in
    // `SliverAppBarModel`), so the collapsed height is 56 whatever minimumHeight says.
    if key == header.minimumHeight.name, model == .sliverAppBar, values[header.platformQuirks],
      values[Param.sliverAppBar.variant] == .plain
    {
      return "a plain SliverAppBar collapses to kToolbarHeight 56 while platformQuirks is on"
    }
    if model == .web, let reason = webReason(key, pattern: values[Param.web.pattern]) {
      return reason
    }
    if key == Param.sliverAppBar.stretchTriggerOffset.name, !values[Param.sliverAppBar.stretch] {
      return "only with stretch"
    }
    if key == Param.sliverAppBar.snap.name, !values[Param.sliverAppBar.floating] {
      return "only with floating (Flutter asserts it)"
    }
    if key == header.elevationStyle.name, !drawsElevationStyle(values, model: model) {
      return "only under the mdc and material2 skins (the others draw their platform's own)"
    }
    let flags = (try? AppBarScrollFlags(parsing: values[Param.appBarLayout.scrollFlags])) ?? []
    if key == header.platformQuirks.name, model == .appBarLayout {
      // The AppBarLayout quirk is in `calculateSnapOffset`'s enterAlways test.
      let acts =
        flags.contains(.snap) && flags.contains(.enterAlways)
        && !flags.contains(.exitUntilCollapsed) && !flags.contains(.enterAlwaysCollapsed)
      if !acts { return "the AppBarLayout quirk needs scroll|enterAlways|snap" }
    }
    return nil
  }

  /// Whether the skin these values draw paints `header.elevationStyle`: MDC's shadow or tint, and
  /// Material 2's AppBarLayout shadow. The other skins draw their platform's own elevation (the
  /// Material 3 Views bar lifts to `colorSurfaceContainer` without a shadow; docs/skins.md).
  private static func drawsElevationStyle(_ values: ConfigValues, model: HeaderModelName) -> Bool {
    var skin = values[Param.theme.skin]
    if skin == .auto { skin = HeaderModelTable.descriptor(model).skin }
    return skin == .auto || skin == .mdc || skin == .material2
  }

  /// The web model's keys that act under one pattern only; a headroom header is fixed at its
  /// full height, so the minimum height is sticky's alone.
  private static func webReason(_ key: String, pattern: WebPattern) -> String? {
    let web = Param.web
    if pattern != .sticky, key == Param.header.minimumHeight.name || web.stickyNames.contains(key) {
      return "only with web.pattern sticky"
    }
    if pattern != .headroom, web.headroomNames.contains(key) {
      return "only with web.pattern headroom"
    }
    return nil
  }
}
