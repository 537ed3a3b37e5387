import HeaderEngine
import MotionPhysics

extension Param {
  /// `uikitLargeTitle.*`: the UIKit large-title model.
  public static let uikitLargeTitle = UIKitLargeTitle()

  /// `uikitLargeTitle.*`: the UIKit large-title model.
  public struct UIKitLargeTitle: Sendable {
    public let snap = ParameterKey<Bool>("uikitLargeTitle.snap")
    public let snapDuration = ParameterKey<Double>("uikitLargeTitle.snapDuration")
    public let snapCurve = ParameterKey<CubicBezier>("uikitLargeTitle.snapCurve")
  }
}

extension HeaderModelDescriptor {
  /// UIKit `UINavigationBar` with large titles (`UIKitLargeTitleModel`).
  public static let uikitLargeTitle: HeaderModelDescriptor = {
    let key = Param.uikitLargeTitle
    let defaults = UIKitLargeTitleOptions()
    return HeaderModelDescriptor(
      name: .uikitLargeTitle, sectionTitle: "UIKit large title",
      parameters: [
        // iOS 16+ releases the bar into its nearer state (observed; flutter/flutter#126028).
        .bool(
          key.snap, "Snap", defaults.snap,
          "A bar released half way animates to the nearer state (iOS 16+); off rests anywhere (iOS 11–15)."
        ),
        // Flutter's re-creation, PR flutter/flutter#156381: 300 ms,
        // Curves.fastEaseInToSlowEaseOut.
        .number(
          key.snapDuration, "Snap duration", unit: "s", defaults.snapDuration, 0.01...2,
          step: 0.01,
          "How long the large-title snap takes (300 ms, eyeballed on iOS 18 by Flutter)."
        ),
        .bezier(
          key.snapCurve, "Snap curve", defaults.snapCurve,
          "The snap's curve; the default stands for (and plays) `Curves.fastEaseInToSlowEaseOut`."
        ),
      ],
      readOptions: { values, options in
        options.uikitLargeTitle = UIKitLargeTitleOptions(
          snap: values[key.snap], snapDuration: values[key.snapDuration],
          snapCurve: values[key.snapCurve])
      }, skin: .ios, dialect: .swift, presets: ["ios-large-title"],
      handOff: { values in
        HandOffTraits(quickReturn: false, scrollsAway: false, snap: values[key.snap])
      },
      fitChoices: ["false", "true"].map { [(key.snap.name, $0)] })
  }()
}
