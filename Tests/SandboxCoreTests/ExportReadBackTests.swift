import Foundation
import HeaderEngine
import MotionPhysics
import PhoneSimulation
import SandboxFormats
import Testing

@testable import SandboxStage

/// Every hand-over format carries what was tuned: each test reads the emitted values back out of
/// the text and compares them with the values it was exported from.
@Suite struct ExportReadBackTests {
  /// A quick-return MDC tuning with a spring shift animation and its own title.
  static func quickReturn(_ animation: String = "spring") throws -> ConfigValues {
    var values = ConfigValues()
    try values.set(key: "header.maximumHeight", value: .number(150))
    try values.set(key: "header.shiftBehavior", value: .string("enabled"))
    try values.set(key: "header.shiftAnimation", value: .string(animation))
    try values.set(key: "header.shiftSpring.dampingRatio", value: .number(0.3))
    try values.set(key: "header.shiftSpring.stiffness", value: .number(300))
    try values.set(key: "header.shiftSpring.mass", value: .number(2))
    try values.set(key: "header.shiftCurve", value: .numbers([0.3, -0.4, 0.2, 1.5]))
    try values.set(key: "header.shiftDuration", value: .number(0.35))
    try values.set(key: "content.title", value: .string("Top \"stories\""))
    return values
  }

  /// The first capture of `pattern` in `text`.
  static func capture(_ pattern: String, in text: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    let match = try #require(regex.firstMatch(in: text, range: range), "\(pattern)")
    return (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
  }

  static func numbers(_ text: String) -> [Double] {
    text.split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "f", with: ""))!
    }
  }

  @Test func androidXMLQuickReturnsWithTheTitle() throws {
    let values = try Self.quickReturn()
    let text = ConfigExport.kotlinSnippet(values)
    #expect(
      try Self.capture(#"app:layout_scrollFlags="([^"]*)""#, in: text) == ["scroll|enterAlways"])
    #expect(try Self.capture(#"app:title="([^"]*)""#, in: text) == ["Top &quot;stories&quot;"])
    #expect(try Self.capture(#"android:layout_height="(\d+)dp""#, in: text) == ["150"])
  }

  @Test func composeEntersAlwaysWithTheTunedSpring() throws {
    let values = try Self.quickReturn()
    let text = ConfigExport.kotlinSnippet(values)
    #expect(
      try Self.capture(#"TopAppBarDefaults\.(\w+)ScrollBehavior"#, in: text) == ["enterAlways"])
    let spring = try #require(SpringConversion.spring(values, Param.header.shiftSpring))
    let read = try Self.capture(
      #"snapAnimationSpec = spring\(dampingRatio = ([0-9.]+)f, stiffness = ([0-9.]+)f\)"#, in: text)
    #expect(abs(Double(read[0])! - spring.dampingRatio) < 1e-4)
    #expect(abs(Double(read[1])! - spring.stiffness / spring.mass) < 1e-3)
    #expect(try Self.capture(#"Text\("((?:[^"\\]|\\.)*)"\)"#, in: text) == [#"Top \"stories\""#])
  }

  @Test func composeTakesTheTunedCurve() throws {
    let text = ConfigExport.kotlinSnippet(try Self.quickReturn("bezier"))
    let read = try Self.capture(
      #"tween\(durationMillis = (\d+), easing = CubicBezierEasing\(([^)]*)\)\)"#, in: text)
    #expect(read[0] == "350")
    #expect(Self.numbers(read[1]) == [0.3, -0.4, 0.2, 1.5])
  }

  @Test func flutterFloatsWithTheTitleAndTheCurve() throws {
    let text = ConfigExport.dartSnippet(try Self.quickReturn("bezier"))
    #expect(try Self.capture(#"floating: (\w+)"#, in: text) == ["true"])
    #expect(try Self.capture(#"pinned: (\w+)"#, in: text) == ["false"])
    #expect(try Self.capture(#"Text\('([^']*)'\)"#, in: text) == [#"Top "stories""#])
    let curve = try Self.capture(#"curve: Cubic\(([^)]*)\)"#, in: text)
    #expect(Self.numbers(curve[0]) == [0.3, -0.4, 0.2, 1.5])
    #expect(try Self.capture(#"Duration\(milliseconds: (\d+)\)"#, in: text) == ["350"])
  }

  @Test func flutterSaysItCannotTakeASpring() throws {
    let values = try Self.quickReturn()
    let text = ConfigExport.dartSnippet(values)
    #expect(text.contains("takes no spring"))
    let spring = try #require(SpringConversion.spring(values, Param.header.shiftSpring))
    let read = try Self.capture(
      #"SpringDescription\(mass: ([0-9.]+), stiffness: ([0-9.]+), damping: ([0-9.]+)\)"#, in: text)
    #expect(abs(Double(read[0])! - spring.mass) < 1e-4)
    #expect(abs(Double(read[1])! - spring.stiffness) < 1e-4)
    #expect(abs(Double(read[2])! - spring.damping) < 1e-3)
  }

  @Test func swiftCarriesTheSpringAndTheTitle() throws {
    let values = try Self.quickReturn()
    let text = ConfigExport.swiftSnippet(values)
    #expect(try Self.capture(#"shiftBehavior = \.(\w+)"#, in: text) == ["enabled"])
    #expect(try Self.capture(#"title = "((?:[^"\\]|\\.)*)""#, in: text) == [#"Top \"stories\""#])
    let spring = try #require(SpringConversion.spring(values, Param.header.shiftSpring))
    let read = try Self.capture(
      #"UISpringTimingParameters\(mass: ([0-9.]+), stiffness: ([0-9.]+), damping: ([0-9.]+)"#,
      in: text)
    #expect(abs(Double(read[1])! - spring.stiffness) < 1e-4)
    #expect(abs(Double(read[2])! - spring.damping) < 1e-3)
  }

  @Test func theAndroidModelsOwnFlagsAreKept() throws {
    var values = ConfigValues()
    try values.set(key: "header.model", value: .string("appBarLayout"))
    try values.set(key: "header.maximumHeight", value: .number(150))
    try values.set(
      key: "appBarLayout.scrollFlags", value: .string("scroll|exitUntilCollapsed|snap"))
    let text = ConfigExport.kotlinSnippet(values)
    #expect(
      try Self.capture(#"app:layout_scrollFlags="([^"]*)""#, in: text)
        == ["scroll|exitUntilCollapsed|snap"])
    #expect(
      try Self.capture(#"TopAppBarDefaults\.(\w+)ScrollBehavior"#, in: text)
        == ["exitUntilCollapsed"])
    #expect(try Self.capture(#"Text\("([^"]*)"\)"#, in: text) == ["Headlines"])
  }
}
