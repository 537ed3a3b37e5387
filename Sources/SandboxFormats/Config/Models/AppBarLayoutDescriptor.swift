import HeaderEngine
import MotionPhysics

extension Param {
  /// `appBarLayout.*`: the Android Views model.
  public static let appBarLayout = AppBarLayout()

  /// `appBarLayout.*`: the Android Views model.
  public struct AppBarLayout: Sendable {
    public let scrollFlags = ParameterKey<String>("appBarLayout.scrollFlags")
    public let liftOnScroll = ParameterKey<Bool>("appBarLayout.liftOnScroll")
    public let snapDurationUnit = ParameterKey<Double>("appBarLayout.snapDurationUnit")
    public let snapMaxDuration = ParameterKey<Double>("appBarLayout.snapMaxDuration")
    public let snapCurve = ParameterKey<CubicBezier>("appBarLayout.snapCurve")
    public let scrimTrigger = ParameterKey<Double>("appBarLayout.scrimTrigger")
  }
}

extension HeaderModelDescriptor {
  /// Android Views: `AppBarLayout` + `CollapsingToolbarLayout` (`AppBarLayoutModel`).
  public static let appBarLayout: HeaderModelDescriptor = {
    let key = Param.appBarLayout
    let defaults = AppBarLayoutOptions()
    return HeaderModelDescriptor(
      name: .appBarLayout, sectionTitle: "Android AppBarLayout",
      parameters: [
        // AppBarLayout.LayoutParams: programmatic default SCROLL_FLAG_SCROLL.
        .flags(
          key.scrollFlags, "Scroll flags", defaults.scrollFlags.description,
          names: AppBarScrollFlags.names.map(\.name) + ["noScroll"],
          "The collapsing child's `layout_scrollFlags`, e.g. `scroll|exitUntilCollapsed|snap`."),
        // Widget.Material3.AppBarLayout: liftOnScroll = true.
        .bool(
          key.liftOnScroll, "Lift on scroll", defaults.liftOnScroll,
          "The bar lifts (elevation) as soon as the content is scrolled (`app:liftOnScroll`)."),
        // AppBarLayout.BaseBehavior.animateOffsetTo: (|Δ| / height + 1) × 150 ms, at most
        // MAX_OFFSET_ANIMATION_DURATION = 600 ms, on AnimationUtils.DECELERATE_INTERPOLATOR.
        .number(
          key.snapDurationUnit, "Snap duration unit", unit: "s", defaults.snapDurationUnit,
          0.01...1, step: 0.01,
          "The snap lasts (|distance| / bar height + 1) × this (`animateOffsetTo`, 150 ms)."),
        .number(
          key.snapMaxDuration, "Snap max duration", unit: "s", defaults.maximumSnapDuration,
          0.01...2, step: 0.01,
          "The snap's longest duration (`MAX_OFFSET_ANIMATION_DURATION`, 600 ms)."),
        .bezier(
          key.snapCurve, "Snap curve", defaults.snapCurve,
          "The snap's interpolator; the default is exactly `DecelerateInterpolator(1)`, 1 − (1 − t)²."
        ),
        // CollapsingToolbarLayout: scrimVisibleHeightTrigger unset (-1) in code; the M3 Large
        // style's 112 dp is set by the android-views preset.
        .number(
          key.scrimTrigger, "Scrim trigger", unit: "pt", defaults.scrimTrigger, 0...1000,
          step: 1,
          "CollapsingToolbarLayout's `scrimVisibleHeightTrigger` below the status bar (0: the code's rule, min(2 × min height, height)); it also starts the M3 title's fade."
        ),
      ],
      readOptions: { values, options in
        options.appBarLayout = AppBarLayoutOptions(
          scrollFlags: try AppBarScrollFlags(parsing: values[key.scrollFlags]),
          liftOnScroll: values[key.liftOnScroll],
          snapDurationUnit: values[key.snapDurationUnit],
          maximumSnapDuration: values[key.snapMaxDuration], snapCurve: values[key.snapCurve],
          scrimTrigger: values[key.scrimTrigger])
      }, skin: .material3Views, dialect: .kotlin, presets: ["android-views"],
      handOff: { values in
        let flags = (try? AppBarScrollFlags(parsing: values[key.scrollFlags])) ?? []
        return HandOffTraits(
          quickReturn: flags.contains(.scroll) && flags.contains(.enterAlways),
          scrollsAway: flags.contains(.scroll) && !flags.contains(.exitUntilCollapsed),
          snap: flags.contains(.snap))
      },
      fitChoices: [
        "scroll", "scroll|exitUntilCollapsed", "scroll|exitUntilCollapsed|snap",
        "scroll|enterAlways", "scroll|enterAlways|snap", "scroll|enterAlways|enterAlwaysCollapsed",
      ].map { [(key.scrollFlags.name, $0)] })
  }()
}
