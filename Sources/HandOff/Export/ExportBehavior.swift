import HeaderEngine
import MotionPhysics
import PhoneSimulation
import SandboxFormats

/// What the tuned header does, read from whichever model ran, so every dialect of the hand-over
/// code says the same: whether any scroll toward the start reveals it (quick return), whether it
/// leaves the screen or stays collapsed, whether it snaps, and the settle animation the
/// designer tuned (`header.shiftAnimation`'s curve or spring; Compose's stiffness).
struct ExportBehavior {
  /// Any scroll toward the start reveals the header (MDC `enabled`, Android `enterAlways`,
  /// Flutter `floating`, Compose `enterAlways`).
  var quickReturn: Bool
  /// The header scrolls off screen rather than staying at its collapsed height.
  var scrollsAway: Bool
  /// A released header finishes showing or hiding.
  var snap: Bool

  init(_ values: ConfigValues) {
    let traits = HeaderModelTable.descriptor(values[Param.header.model]).handOff(values)
    quickReturn = traits.quickReturn
    scrollsAway = traits.scrollsAway
    snap = traits.snap
  }

  /// `layout_scrollFlags` for the AppBarLayout XML: the tuned flags under `appBarLayout`, else
  /// the flags that behave like the model that ran (`scroll|enterAlways` for quick return).
  static func androidFlags(_ values: ConfigValues) -> String {
    if values[Param.header.model] == .appBarLayout { return values[Param.appBarLayout.scrollFlags] }
    let behavior = ExportBehavior(values)
    var flags = ["scroll"]
    if behavior.quickReturn { flags.append("enterAlways") }
    if !behavior.scrollsAway { flags.append("exitUntilCollapsed") }
    if behavior.snap { flags.append("snap") }
    return flags.joined(separator: "|")
  }

  /// Compose's scroll behaviour: the tuned one under `composeM3`, else the one that behaves like
  /// the model that ran.
  static func composeBehavior(_ values: ConfigValues) -> ComposeScrollBehavior {
    if values[Param.header.model] == .composeM3 { return values[Param.composeM3.behavior] }
    let behavior = ExportBehavior(values)
    if behavior.quickReturn { return .enterAlways }
    return values[Param.header.minimumHeight] < values[Param.header.maximumHeight]
      ? .exitUntilCollapsed : .pinned
  }

  /// The settle animation the designer tuned: MDC's `spring` or `bezier` shift animation (nil
  /// for `exact`/`mdc`, MDC's own approach, which no platform spec expresses).
  enum Settle {
    case spring(SpringDescription)
    case curve(CubicBezier, duration: Double)
  }

  static func settle(_ values: ConfigValues) -> Settle? {
    guard values[Param.header.model] == .mdc else { return nil }
    switch values[Param.header.shiftAnimation] {
    case .exact, .mdc: return nil
    case .spring:
      return SpringConversion.spring(values, Param.header.shiftSpring).map { .spring($0) }
    case .bezier:
      return .curve(values[Param.header.shiftCurve], duration: values[Param.header.shiftDuration])
    }
  }

  /// `content.title` as a string literal's body: backslashes and `quote` escaped, and `$` too
  /// for Kotlin and Dart (`dollar`), where it starts a template.
  static func escapedTitle(_ values: ConfigValues, quote: Character, dollar: Bool) -> String {
    var out = ""
    for character in values[Param.content.title] {
      if character == "\\" || character == quote || (dollar && character == "$") {
        out.append("\\")
      }
      out.append(character)
    }
    return out
  }
}
