import HeaderEngine
import MotionPhysics
import SandboxPrimitives

/// Every tunable of the sandbox, declared once. Adding a parameter is one entry in `all`.
///
/// Defaults are MDC FlexibleHeader's / the platform's own values unless a comment says otherwise,
/// so the registry defaults equal the `mdc-default` preset. Those values are taken from their
/// homes (`HeaderConfiguration.mdcDefault`, `DecelerationParameters.platformDefaults`, …) rather
/// than repeated; the registry is the home only of the sandbox's own choices.
public enum ParameterRegistry {
  /// MDC's defaults, declared in HeaderEngine.
  private static let mdc = HeaderConfiguration.mdcDefault
  /// The platforms' fling constants, declared in MotionPhysics.
  private static let platform = DecelerationParameters.platformDefaults
  /// Which model runs by default and the quirks switch, declared in HeaderEngine.
  private static let models = HeaderModelOptions()
  /// AOSP `ViewConfiguration`'s gesture thresholds, declared in MotionPhysics.
  private static let android = GestureParameters.android

  /// Sections in display order, with their titles: the sandbox's own, then each header model's
  /// (`HeaderModelTable`).
  public static let sections: [(key: String, title: String)] =
    [
      ("header", "Header (MDC FlexibleHeader)"),
      ("scroll", "Scroll physics"),
      ("wheel", "Mouse wheel"),
      ("content", "Content"),
      ("statusBar", "Status bar"),
      ("theme", "Theme"),
      ("view", "View"),
    ] + HeaderModelTable.sections

  /// All parameters in display order: the sandbox's own, then each header model's section
  /// (declared with its descriptor, `HeaderModelTable`).
  public static let all: [Parameter] =
    [
      // MinMaxHeight.m `kFlexibleHeaderDefaultHeight` = 56; heights exclude the status bar
      // (MDC with `minMaxHeightIncludesSafeArea = NO`).
      .number(
        Param.header.minimumHeight, "Minimum height", unit: "pt", mdc.minimumHeight, 0...400,
        step: 1,
        "Collapsed header height, excluding the status bar (MDC `minimumHeight`)."),
      .number(
        Param.header.maximumHeight, "Maximum height", unit: "pt", mdc.maximumHeight, 0...600,
        step: 1,
        "Expanded header height, excluding the status bar (MDC `maximumHeight`)."),
      // 20 pt: the classic (pre-notch) iPhone status bar, which MDC's tests use as the top safe area.
      .number(
        Param.header.statusBarHeight, "Status bar height", unit: "pt", mdc.statusBarHeight, 0...100,
        step: 1,
        "Height of the status-bar strip above the header (the top safe-area inset)."),
      // MDCFlexibleHeaderView init: canOverExtend = YES.
      .bool(
        Param.header.canOverExtend, "Can over-extend", mdc.canOverExtend,
        "Header grows past its maximum height when content is pulled past the top."
      ).acting(on: [.mdc]),
      // MDCFlexibleHeaderView init: shiftBehavior = MDCFlexibleHeaderShiftBehaviorDisabled.
      .choice(
        Param.header.shiftBehavior, "Shift behavior", mdc.shiftBehavior,
        "Whether scrolling shifts the header off screen (MDC `shiftBehavior`)."
      ).acting(on: [.mdc]),
      // MDCFlexibleHeaderView init: headerContentImportance = Default (anchor 175 pt; High: 25 pt).
      .choice(
        Param.header.headerContentImportance, "Content importance", mdc.headerContentImportance,
        "High shortens the scroll-back anchor from 175 pt to 25 pt (`kMaxAnchorLengthFullSwipe/QuickSwipe`)."
      ).acting(on: [.mdc]),
      // MDCFlexibleHeaderView init: minimumHeaderViewHeight = 0.
      .number(
        Param.header.minimumHeaderViewHeight, "Minimum visible height", unit: "pt",
        mdc.minimumHeaderViewHeight, 0...200,
        step: 1,
        "Points of the header that stay visible when shifted off (MDC `minimumHeaderViewHeight`)."
      ).acting(on: [.mdc]),
      // MDCFlexibleHeaderView `kDefaultVisibleShadowOpacity` = 0.4.
      .number(
        Param.header.visibleShadowOpacity, "Shadow opacity", mdc.visibleShadowOpacity, 0...1,
        step: 0.05,
        "Shadow opacity once content scrolls under the header (`kDefaultVisibleShadowOpacity`)."),
      // MDCFlexibleHeaderView / FlexibleHeaderDefaultsTests: inFrontOfInfiniteContent = NO.
      .bool(
        Param.header.inFrontOfInfiniteContent, "In front of infinite content",
        mdc.inFrontOfInfiniteContent,
        "Always show the shadow, as for content with no top edge."
      ).acting(on: [.mdc]),
      // MDCFlexibleHeaderView init: statusBarHintCanOverlapHeader = YES.
      .bool(
        Param.header.statusBarHintCanOverlapHeader, "Status bar can overlap",
        mdc.statusBarHintCanOverlapHeader,
        "The OS status bar may overlap the header; off shifts the whole header including the strip."
      ).acting(on: [.mdc]),
      // Sandbox choice: `exact` integrates MDC's 12/s approach in closed form, the same at any frame
      // rate; `mdc` takes MDC's own Euler step once per display frame (`header.mdcFrameRate`).
      .choice(
        Param.header.shiftAnimation, "Shift animation", mdc.shiftAnimation,
        "How programmatic and snap shifts animate: `exact` (per-tick attachment), `mdc` (display-link steps), `spring` or `bezier`."
      ).acting(on: [.mdc]),
      // MDC steps once per CADisplayLink frame; its documented timings are for 60 Hz.
      .number(
        Param.header.mdcFrameRate, "MDC frame rate", unit: "Hz", mdc.mdcFrameRate,
        FlexibleHeaderConstants.mdcFrameRateRange, step: 1,
        "Display refresh rate at which the `mdc` shift animation takes one Euler step."
      ).acting(on: [.mdc]),
      // Sandbox addition; the default is Flutter SliverAppBar's snap (`ShiftTiming`).
      .number(
        Param.header.shiftDuration, "Shift duration", unit: "s", mdc.shiftDuration,
        ShiftTiming.durationRange, step: 0.01,
        "How long a `bezier` shift animation takes."
      ).acting(on: [.mdc]),
      // Sandbox addition; the default is Flutter SliverAppBar's snap curve, `Curves.easeOut`.
      .bezier(
        Param.header.shiftCurve, "Shift curve", mdc.shiftCurve,
        "Timing curve of a `bezier` shift animation, as CSS `cubic-bezier(x1, y1, x2, y2)`."
      ).acting(on: [.mdc]),
      // Sandbox addition; the default is Compose M3 TopAppBar's snap spring (`ShiftTiming`).
      .number(
        Param.header.shiftSpring.stiffness, "Shift spring stiffness", unit: "N/m",
        mdc.shiftSpring.stiffness, 1...2000, step: 1,
        "Stiffness of the `spring` shift animation."
      ).acting(on: [.mdc]),
      .number(
        Param.header.shiftSpring.dampingRatio, "Shift spring damping ratio",
        mdc.shiftSpring.dampingRatio, 0.1...3, step: 0.05,
        "1 = critically damped; below 1 the header overshoots its end and swings back, as the platforms' springs do."
      ).acting(on: [.mdc]),
      .number(
        Param.header.shiftSpring.mass, "Shift spring mass", unit: "kg", mdc.shiftSpring.mass,
        0.1...10, step: 0.1,
        "Mass of the `spring` shift animation."
      ).acting(on: [.mdc]),
      // Sandbox choice: MDC FlexibleHeader is the reference the sandbox was built around.
      .choice(
        Param.header.model, "Header model", models.model,
        "Which platform's collapsing header runs (docs/header-models.md); `mdc` is MDC FlexibleHeader."
      ),
      // Sandbox choice: a fidelity tool reproduces the platforms' code quirks unless told not to.
      .bool(
        Param.header.platformQuirks, "Platform quirks", models.platformQuirks,
        "Reproduce the platforms' documented code quirks; off gives the behaviour they intend."
      ).acting(on: [.appBarLayout, .composeM3, .sliverAppBar]),

      // MDC FlexibleHeader draws a layer shadow (spec §5.1); `tint` is Material 3's alternative.
      .choice(
        Param.header.elevationStyle, "Elevation style", .shadow,
        "How content scrolled under the header shows: MDC's `shadow`, or Material 3's surface `tint`."
        // The other platform skins draw their platform's own elevation (docs/skins.md); Material 2
        // (`theme.skin=material2`) keeps MDC's shadow: `ParameterRelevance` says so by skin.
      ).acting(on: [.mdc, .appBarLayout]),

      // UIKit: the fling model the iOS header lives with.
      .choice(
        Param.scroll.deceleration, "Deceleration", .uikit,
        "Fling model after the finger lifts."),
      // UIScrollView.DecelerationRate.normal = 0.998 per millisecond.
      .number(
        Param.scroll.uikitDecelerationRate, "UIKit rate", platform.uikitRate, 0.9...0.9999,
        step: 0.0005,
        "Velocity multiplier per millisecond for `uikit` (`UIScrollView.DecelerationRate.normal`)."
      ).acting(decelerations: [.uikit]),
      // UIScrollView.DecelerationRate.fast = 0.99 per millisecond.
      .number(
        Param.scroll.uikitFastDecelerationRate, "UIKit fast rate", platform.uikitFastRate,
        0.9...0.9999, step: 0.0005,
        "Velocity multiplier per millisecond for `uikitFast` (`UIScrollView.DecelerationRate.fast`)."
      ).acting(decelerations: [.uikitFast]),
      // AOSP ViewConfiguration `SCROLL_FRICTION` = 0.015.
      .number(
        Param.scroll.androidFriction, "Android friction", platform.androidFriction, 0.001...0.1,
        step: 0.001,
        "OverScroller friction for `android` (`ViewConfiguration.getScrollFriction()`)."
      ).acting(decelerations: [.android]),
      // AOSP: density-independent pixels are defined at 160 ppi (`DisplayMetrics.DENSITY_DEFAULT`).
      .number(
        Param.scroll.androidPPI, "Android PPI", platform.androidPPI, 72...640, step: 1,
        "Pixels per inch in OverScroller's physical coefficient; 160 makes 1 pt = 1 dp."
      ).acting(decelerations: [.android]),
      // Flutter ClampingScrollSimulation friction = 0.015 (the Android value).
      .number(
        Param.scroll.flutterFriction, "Flutter friction", platform.flutterFriction, 0.001...0.1,
        step: 0.001,
        "Friction for `flutterClamping` (`ClampingScrollSimulation.friction`)."
      ).acting(decelerations: [.flutterClamping]),
      // Flutter BouncingScrollSimulation: FrictionSimulation drag 0.135 ≈ 0.998^1000.
      .number(
        Param.scroll.bouncingDrag, "Bouncing drag", platform.bouncingDrag, 0.001...0.99,
        step: 0.005,
        "Per-second velocity factor for `flutterBouncing` (Flutter `FrictionSimulation(0.135)`)."
      ).acting(decelerations: [.flutterBouncing]),
      // Debian's headless Chromium 156 runs PhysicsBasedFlingCurve for a Linux touch fling
      // (measured, docs/research/chromium).
      .choice(
        Param.scroll.chromiumCurve, "Chromium curve", platform.chromiumCurve,
        "Chromium's fling curve for `chromium`: `physicsBased` (Linux/Windows), `fling` "
          + "(`ExperimentalFlingAnimation` off) or `mobile` (Android's OverScroller port)."
      ).acting(decelerations: [.chromium]),
      // Flutter's default VelocityTracker is least squares; `ios` is IOSScrollViewFlingVelocityTracker.
      .choice(
        Param.scroll.velocityTracker, "Velocity tracker", .leastSquares,
        "How the release velocity is estimated from touch samples."),
      // UIKit has no public slop; ≈10 pt observed. AOSP ViewConfiguration TOUCH_SLOP = 8 dp.
      .number(
        Param.scroll.touchSlop, "Touch slop", unit: "pt", android.touchSlop, 0...50, step: 1,
        "Finger travel before a touch becomes a drag."),
      // AOSP ViewConfiguration MINIMUM_FLING_VELOCITY = 50 dp/s; Flutter kMinFlingVelocity = 50.
      .number(
        Param.scroll.minFlingVelocity, "Min fling velocity", unit: "pt/s", android.minFlingVelocity,
        0...2000, step: 10,
        "Slower releases stop without a fling."),
      // AOSP ViewConfiguration MAXIMUM_FLING_VELOCITY = 8000 dp/s; Flutter kMaxFlingVelocity = 8000.
      .number(
        Param.scroll.maxFlingVelocity, "Max fling velocity", unit: "pt/s", android.maxFlingVelocity,
        500...100_000,
        step: 100,
        "Release velocities are clamped to this."),
      // UIScrollView rubber band: offset = (1 − 1/(x·c/d + 1))·d with c = 0.55.
      .number(
        Param.scroll.rubberBandCoefficient, "Rubber band coefficient",
        platform.rubberBandCoefficient,
        0...1, step: 0.01,
        "Resistance when dragging past an edge (UIKit's 0.55)."
      ).acting(decelerations: [.uikit, .uikitFast]),
      // Flutter default ScrollSpringSimulation spring: stiffness 100.
      .number(
        Param.scroll.bounce.stiffness, "Bounce stiffness", unit: "N/m", 100, 1...2000, step: 1,
        "Spring that returns over-scrolled content to its edge."
      ).acting(decelerations: [.uikit, .uikitFast, .flutterBouncing]),
      // Critically damped so the return never overshoots (Flutter uses 1.1, slightly overdamped).
      .number(
        Param.scroll.bounce.dampingRatio, "Bounce damping ratio", 1.0, 0.1...3, step: 0.05,
        "1 = critically damped; below 1 overshoots."
      ).acting(decelerations: [.uikit, .uikitFast, .flutterBouncing]),
      // Unit mass keeps stiffness numerically equal to ω² (Flutter uses 0.5).
      .number(
        Param.scroll.bounce.mass, "Bounce mass", unit: "kg", 1.0, 0.1...10, step: 0.1,
        "Mass of the return spring."
      ).acting(decelerations: [.uikit, .uikitFast, .flutterBouncing]),

      // 40 pt per line (SDL reports one line per notch): Chromium moves 100 px per notch and
      // Android 64 dp (`VERTICAL_SCROLL_FACTOR`); on a 390×844 pt phone viewport either crosses a
      // 120 pt collapse range in one or two notches, so the header's in-between states would never
      // show. 40 pt keeps three notches per typical collapse while a fast burst still moves quickly.
      .number(
        Param.wheel.pointsPerLine, "Points per line", unit: "pt", 40, 1...400, step: 1,
        "Scroll distance per wheel line (one notch)."),
      // Chromium, Firefox and Compose Desktop all animate notched wheels by default.
      .bool(
        Param.wheel.smooth, "Smooth wheel", true,
        "Animate each notch toward an accumulated target instead of jumping."),
      // Chromium's wheel animation runs 100–200 ms depending on the delta; 150 ms is its middle.
      .number(
        Param.wheel.smoothDuration, "Smooth duration", unit: "s", 0.15, 0.01...1, step: 0.01,
        "Duration of one smooth wheel animation."),
      // Compose ends a wheel gesture 50 ms after the last event; notched wheels repeat at ~60–100 ms
      // when spun by hand, so 50 ms would end gestures mid-spin and snap the header between notches.
      .number(
        Param.wheel.gestureEndDelay, "Gesture end delay", unit: "s", 0.12, 0.01...1, step: 0.01,
        "Quiet time after the last wheel event that counts as the end of the gesture."),

      // 60 rows × 88 pt ≈ 5300 pt: several screens, enough to reach the quick-return anchor.
      .integer(
        Param.content.rowCount, "Row count", 60, 0...2000,
        "Number of list rows; a few rows make content shorter than the viewport."),
      // 88 pt: a two-line Material list item.
      .number(
        Param.content.rowHeight, "Row height", unit: "pt", 88, 24...400, step: 1,
        "Height of one list row."),
      // The sandbox's sample list is a news feed.
      .text(Param.content.title, "Title", "Headlines", "The header's title."),
      .text(
        Param.content.subtitle, "Subtitle", "",
        "A line under the header's title; empty for none."),
      // The default device is an iPhone, so the default title is UIKit's large title.
      .choice(
        Param.content.titleStyle, "Title style", .largeTitle,
        "How the title follows the collapse: UIKit `largeTitle`, Compose `m3`, Android/Flutter `collapsingToolbar`, or `fade`."
      ),
      .text(
        Param.content.headerImage, "Header image", "", maximumLength: Parameter.maximumPathLength,
        "A PNG or JPEG drawn under the header with parallax and a scrim; empty for none."),

      // Apple's marketing screenshots show 9:41.
      .text(Param.statusBar.time, "Clock", "9:41", "Time shown in the fake status bar."),

      // Material Indigo 600, the sandbox's header colour since its first release.
      .color(
        Param.theme.primary, "Primary", ThemeDefaults.primary,
        "Header background, as \"#RRGGBB\"."),
      .color(
        Param.theme.onPrimary, "On primary", ThemeDefaults.onPrimary,
        "Title, icon and status-bar ink on the header, as \"#RRGGBB\"."),
      .choice(
        Param.theme.mode, "Mode", ThemeMode.light,
        "Light or dark content (cards, text and background)."),
      // `auto`: each header model wears its platform's look; the MDC engine keeps the sandbox's own.
      .choice(
        Param.theme.skin, "Skin", ThemeSkin.auto,
        "The platform look: `auto` (by header model), `mdc`, `ios`, `material2`, `material3Views`, `material3`, `flutter`, `web`."
      ),
      .optionalColor(
        Param.theme.seed, "Seed",
        "Derive the Material 3 colour scheme (tonal spot) from this colour; empty: the skin's baseline colours."
      ),

      .number(
        Param.view.timeScale, "Time scale", 1, 0.1...1, step: 0.05,
        "Slow motion: simulation seconds per real second."),
      .bool(
        Param.view.touchIndicators, "Touch indicators", false,
        "Draw a circle under each finger and the mouse."),
      .bool(
        Param.view.hud, "HUD", false,
        "Show the live numbers overlay (offset, velocity, header state)."),
      // Off: a picture shows only the phone; the shift behaviour's name is a debugging aid.
      .bool(
        Param.view.caption, "Caption", false,
        "Overlay the shift behaviour's name on the phone (never inside the header)."),

      // Off here, so renders show the bare screen; the window turns it on under every preset
      // (`DeviceProfile.baseLayer(deviceFrame:)`).
      .bool(
        Param.view.deviceFrame, "Device frame", false,
        "Round the screen's corners and draw a bezel around the phone (on in the window)."),
      // The sandbox's own: a reference recording (`--reference VIDEO`) shows nowhere else.
      .choice(
        Param.view.referenceMode, "Reference mode", ReferenceMode.beside,
        "How a `--reference` recording shows: `beside` (one more phone), `overlay` (over phone A) or `difference` (lit where they differ)."
      ),
      .number(
        Param.view.referenceOpacity, "Reference opacity", 0.5, 0...1, step: 0.05,
        "The recording's opacity over phone A in `overlay` mode."),
    ] + HeaderModelTable.parameters

  private static let index: [String: Int] = Dictionary(
    uniqueKeysWithValues: all.enumerated().map { ($0.element.key, $0.offset) })

  /// The parameter declared under `key`, or nil.
  public static func parameter(_ key: String) -> Parameter? {
    index[key].map { all[$0] }
  }

  /// The declared default of `key`, as its Swift type: for values that exist before any
  /// configuration is resolved (`ViewOptions`).
  public static func defaultValue<Value>(_ key: ParameterKey<Value>) -> Value {
    guard let parameter = parameter(key.name),
      let value = Value(parameterValue: parameter.defaultValue)
    else { preconditionFailure("\(key.name) is not a registered \(Value.self) parameter") }
    return value
  }

  /// All keys in display order.
  public static var keys: [String] { all.map(\.key) }

  /// Every proper prefix of a key (`scroll`, `scroll.bounce`): the nested objects of a config file.
  /// Made from the text before each dot, found in the key's bytes (keys are ASCII): splitting and
  /// joining every key's parts cost the window's launch a million instructions, and walking the
  /// keys by character 0.8 million; this takes under 0.07 million.
  public static let groupPrefixes: Set<String> = {
    var prefixes: Set<String> = []
    prefixes.reserveCapacity(all.count)
    for parameter in all {
      let key = parameter.key
      for dot in key.utf8.indices where key.utf8[dot] == UInt8(ascii: ".") {
        prefixes.insert(String(key[..<dot]))
      }
    }
    return prefixes
  }()

  /// Up to three known keys closest to `key` (edit distance, sharing its last component, or
  /// starting with it).
  public static func closeMatches(to key: String) -> [String] {
    let lowered = key.lowercased()
    let target = Array(lowered)
    let lastComponent = key.split(separator: ".").last.map { String($0).lowercased() } ?? ""
    let limit = max(2, target.count / 3)
    var scored: [(order: Int, key: String, distance: Int)] = []
    for (order, candidate) in matchable.enumerated() {
      // Only distances within the limit are kept, so the count can stop past it.
      var distance = editDistance(target, candidate.characters, atMost: limit)
      if candidate.lastComponent == lastComponent || candidate.lowered.hasPrefix(lowered) {
        distance = min(distance, 1)
      }
      if distance <= limit { scored.append((order, candidate.key, distance)) }
    }
    // Ties keep registry order so messages are stable.
    let ranked = scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
    return ranked.prefix(3).map(\.key)
  }

  /// Every key as `closeMatches` compares it, made once: an unknown key used to lowercase and
  /// split the whole registry again, and the fuzzer spent most of its time there.
  private static let matchable:
    [(key: String, lowered: String, characters: [Character], lastComponent: String?)] =
      keys.map { key in
        let lowered = key.lowercased()
        let last = key.split(separator: ".").last.map { String($0).lowercased() }
        return (key, lowered, Array(lowered), last)
      }

  /// "a known key (did you mean …?)": the expected phrase for an unknown key.
  static func unknownKeyExpectation(_ key: String) -> String {
    let matches = closeMatches(to: key)
    if matches.isEmpty { return "a known parameter key (see docs/config.md)" }
    return "a known parameter key (did you mean \(matches.joined(separator: ", "))?)"
  }

  /// Levenshtein distance between two character arrays; past `bound`, only some count above
  /// it (the distance is at least the difference in length, and never below a row's least).
  static func editDistance(_ a: [Character], _ b: [Character], atMost bound: Int = .max) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    if abs(a.count - b.count) > bound { return bound + 1 }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var least = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        least = min(least, current[j])
      }
      if least > bound { return bound + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
