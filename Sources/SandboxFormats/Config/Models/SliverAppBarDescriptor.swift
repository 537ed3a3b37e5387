import HeaderEngine
import MotionPhysics

extension Param {
  /// `sliverAppBar.*`: the Flutter model.
  public static let sliverAppBar = SliverAppBar()

  /// `sliverAppBar.*`: the Flutter model.
  public struct SliverAppBar: Sendable {
    public let pinned = ParameterKey<Bool>("sliverAppBar.pinned")
    public let floating = ParameterKey<Bool>("sliverAppBar.floating")
    public let snap = ParameterKey<Bool>("sliverAppBar.snap")
    public let stretch = ParameterKey<Bool>("sliverAppBar.stretch")
    public let stretchTriggerOffset = ParameterKey<Double>("sliverAppBar.stretchTriggerOffset")
    public let variant = ParameterKey<SliverAppBarVariant>("sliverAppBar.variant")
    public let snapDuration = ParameterKey<Double>("sliverAppBar.snapDuration")
    public let snapCurve = ParameterKey<CubicBezier>("sliverAppBar.snapCurve")
  }
}

extension HeaderModelDescriptor {
  /// Flutter `SliverAppBar` (`SliverAppBarModel`).
  public static let sliverAppBar: HeaderModelDescriptor = {
    let key = Param.sliverAppBar
    // SliverAppBar's constructor defaults (flutter/lib/src/material/app_bar.dart).
    let defaults = SliverAppBarOptions()
    return HeaderModelDescriptor(
      name: .sliverAppBar, sectionTitle: "Flutter SliverAppBar",
      parameters: [
        .bool(
          key.pinned, "Pinned", defaults.pinned,
          "The bar stays at its collapsed height instead of scrolling away."),
        .bool(
          key.floating, "Floating", defaults.floating,
          "Any scroll toward the start reveals the bar (quick return)."),
        .bool(
          key.snap, "Snap", defaults.snap,
          "With floating: finish showing or hiding when scrolling stops, by the last direction."),
        .bool(
          key.stretch, "Stretch", defaults.stretch,
          "The bar grows when pulled past the top (needs over-scrolling physics)."
        ).acting(on: [.sliverAppBar], decelerations: [.uikit, .uikitFast, .flutterBouncing]),
        .number(
          key.stretchTriggerOffset, "Stretch trigger", unit: "pt", defaults.stretchTriggerOffset,
          0...400, step: 5, "Over-scroll at which `onStretchTrigger` fires."),
        // SliverAppBar() passes toolbarHeight: kToolbarHeight; .medium/.large and
        // collapsedHeight set their own minExtent (app_bar.dart).
        .choice(
          key.variant, "Variant", defaults.variant,
          "`plain` SliverAppBar (collapses to 56 with quirks), `collapsedHeight`, `medium` or `large`."
        ),
        // _SliverAppBarState._updateSnapConfiguration: 200 ms, Curves.easeOut (app_bar.dart).
        .number(
          key.snapDuration, "Snap duration", unit: "s", defaults.snapDuration, 0.01...2,
          step: 0.01,
          "`FloatingHeaderSnapConfiguration.duration` of the floating snap (200 ms)."),
        .bezier(
          key.snapCurve, "Snap curve", defaults.snapCurve,
          "`FloatingHeaderSnapConfiguration.curve` of the floating snap (`Curves.easeOut`)."),
      ],
      readOptions: { values, options in
        options.sliverAppBar = SliverAppBarOptions(
          pinned: values[key.pinned], floating: values[key.floating], snap: values[key.snap],
          stretch: values[key.stretch], stretchTriggerOffset: values[key.stretchTriggerOffset],
          variant: values[key.variant], snapDuration: values[key.snapDuration],
          snapCurve: values[key.snapCurve])
      }, skin: .flutter, dialect: .dart, presets: ["flutter-sliver"],
      handOff: { values in
        HandOffTraits(
          quickReturn: values[key.floating], scrollsAway: !values[key.pinned],
          snap: values[key.floating] && values[key.snap])
      },
      fitChoices: ["false", "true"].flatMap { pinned in
        [("false", "false"), ("true", "false"), ("true", "true")].map { floating, snap in
          [(key.pinned.name, pinned), (key.floating.name, floating), (key.snap.name, snap)]
        }
      })
  }()
}
