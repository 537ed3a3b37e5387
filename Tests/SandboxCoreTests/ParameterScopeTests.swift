import Foundation
import HeaderEngine
import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import TestSupport
import Testing

@testable import SandboxStage

/// Every parameter acts exactly where `ParameterScope` and `ParameterRelevance` say: perturbed
/// inside its range, a listed one changes a standard gesture's trace (or picture) under every
/// header model, and an unlisted `header.*`, `scroll.*` or model parameter changes nothing.
@Suite struct ParameterScopeTests {
  /// A short drag held mid-collapse, a longer one held mid-shift, a fling up, a slow reverse
  /// fling, an animated hide and show, a fling down to the top and a pull past it: every header
  /// feature gets its turn.
  static let gesture = """
    {"version": 1, "viewport": {"width": 390, "height": 844, "scale": 1}, "fps": 30,
     "duration": 9, "events": [
      {"t": 0.2, "type": "swipe", "x": 195, "fromY": 600, "toY": 570, "duration": 0.5, "hold": 0.3},
      {"t": 1.3, "type": "swipe", "x": 195, "fromY": 600, "toY": 450, "duration": 0.6, "hold": 0.3},
      {"t": 2.5, "type": "swipe", "x": 195, "fromY": 650, "toY": 250, "duration": 0.15},
      {"t": 4.0, "type": "swipe", "x": 195, "fromY": 300, "toY": 360, "duration": 0.3},
      {"t": 4.8, "type": "shiftOffScreen", "animated": true},
      {"t": 5.4, "type": "shiftOnScreen", "animated": true},
      {"t": 6.0, "type": "swipe", "x": 195, "fromY": 150, "toY": 800, "duration": 0.1},
      {"t": 7.2, "type": "swipe", "x": 195, "fromY": 300, "toY": 560, "duration": 0.5, "hold": 0.2}
    ]}
    """

  /// A starting configuration and the keys to perturb under it (nil: every tested key, or
  /// every tested key of `section`).
  struct Base: CustomTestStringConvertible, Sendable {
    var preset: String
    var set: [String: ParameterValue] = [:]
    var keys: [String]? = nil
    var section: Section? = nil
    var testDescription: String {
      ([preset] + set.keys.sorted().map { "\($0)=\(set[$0]!)" }
        + [section?.rawValue].compactMap(\.self))
        .joined(separator: " ")
    }
  }

  /// The tested keys in three parts of similar cost: a base that perturbs every key is run as
  /// one test case per part, so no single case holds the test pool's last seconds.
  enum Section: String, CaseIterable, Sendable {
    case header, scroll, models

    func contains(_ key: String) -> Bool {
      let prefix = String(key.prefix { $0 != "." })
      switch self {
      case .header: return prefix == "header"
      case .scroll: return prefix == "scroll"
      case .models: return HeaderModelName(rawValue: prefix) != nil
      }
    }
  }

  static let bases: [Base] = [
    Base(preset: "showcase"),
    Base(
      preset: "showcase", set: ["header.shiftAnimation": .string("spring")],
      keys: Param.header.shiftSpring.names),
    Base(
      preset: "showcase", set: ["header.shiftAnimation": .string("bezier")],
      keys: [Param.header.shiftDuration.name, Param.header.shiftCurve.name]),
    Base(
      preset: "showcase", set: ["header.shiftAnimation": .string("mdc")],
      keys: [Param.header.mdcFrameRate.name]),
    Base(
      preset: "showcase", set: ["scroll.deceleration": .string("uikitFast")],
      keys: [Param.scroll.uikitFastDecelerationRate.name]),
    Base(
      preset: "showcase", set: ["scroll.deceleration": .string("chromium")],
      keys: [Param.scroll.chromiumCurve.name]),
    Base(
      preset: "showcase", set: ["scroll.deceleration": .string("flutterBouncing")],
      keys: [Param.scroll.bouncingDrag.name] + Param.scroll.bounce.names),
    Base(preset: "android-views"),
    Base(
      preset: "android-views",
      set: ["appBarLayout.scrollFlags": .string("scroll|enterAlways|snap")],
      keys: [Param.header.platformQuirks.name, Param.appBarLayout.liftOnScroll.name]),
    Base(preset: "compose-m3"),
    Base(preset: "flutter-sliver"),
    Base(
      preset: "flutter-sliver",
      set: [
        "header.platformQuirks": .bool(false), "scroll.deceleration": .string("flutterBouncing"),
        "sliverAppBar.stretch": .bool(true),
      ],
      keys: [
        Param.header.minimumHeight.name, Param.sliverAppBar.stretch.name,
        Param.sliverAppBar.stretchTriggerOffset.name,
      ]),
    Base(preset: "ios-large-title"),
    Base(
      preset: "compose-m3", set: ["header.shiftAnimation": .string("mdc")],
      keys: [Param.header.mdcFrameRate.name, Param.header.shiftAnimation.name]),
    Base(
      preset: "android-views", set: ["header.shiftAnimation": .string("spring")],
      keys: Param.header.shiftSpring.names),
    Base(
      preset: "flutter-sliver", set: ["header.shiftAnimation": .string("bezier")],
      keys: [Param.header.shiftCurve.name, Param.header.shiftDuration.name]),
  ]

  /// `bases`, each base that perturbs every key split by `Section`.
  static let cases: [Base] = bases.flatMap { base in
    guard base.keys == nil else { return [base] }
    return Section.allCases.map { section in
      var part = base
      part.section = section
      return part
    }
  }

  static func preset(_ name: String) throws -> Preset {
    let url = packageRoot().appendingPathComponent("Assets/Presets/\(name).json")
    return try Preset.decode(
      try String(contentsOf: url, encoding: .utf8), name: name, file: "\(name).json")
  }

  /// The trace rows, and the picture's hash every tenth frame (elevation style, shadow), in
  /// order, each handed to `row`; the run stops early when `row` returns false.
  static func run(
    _ script: EventScript, _ values: ConfigValues, _ row: (String) -> Bool
  ) throws {
    var runner = try ScriptRunner(script: script, settings: [try SandboxSettings(values: values)])
    while let frame = runner.nextFrame() {
      guard row(runner.stage.phones[0].traceRow(frame: frame).csvLine) else { return }
      if frame % 10 == 0 {
        let hash = SceneBuilder.build(runner.stage.phones[0].sceneState()).stableHash
        guard row(String(hash)) else { return }
      }
    }
  }

  /// Every row of a run.
  static func rows(_ script: EventScript, _ values: ConfigValues) throws -> [String] {
    var rows: [String] = []
    try run(script, values) {
      rows.append($0)
      return true
    }
    return rows
  }

  /// Whether a run's rows differ from `baseline`'s: the same answer as comparing every row, but
  /// the run stops at the first row that differs (a parameter that acts usually shows it in the
  /// first gestures), so only the runs that must match play the whole script.
  static func differs(
    _ script: EventScript, _ values: ConfigValues, from baseline: [String]
  ) throws -> Bool {
    var count = 0
    var differs = false
    try run(script, values) { row in
      differs = count >= baseline.count || row != baseline[count]
      count += 1
      return !differs
    }
    return differs || count != baseline.count
  }

  /// Values inside `parameter`'s range that differ from `current`.
  static func perturbations(
    _ parameter: Parameter, _ current: ParameterValue?
  ) -> [ParameterValue] {
    switch parameter.kind {
    case .number(let range, _):
      guard case .number(let value)? = current else { return [] }
      let span = range.upperBound - range.lowerBound
      let up = value * 1.5 <= range.upperBound && value > 0 ? value * 1.5 : value + span * 0.3
      let down = value * 0.5 >= range.lowerBound && value > 0 ? value * 0.5 : value - span * 0.3
      let far = value + span * 0.3 <= range.upperBound ? value + span * 0.3 : value - span * 0.3
      // Near the bottom of the range too, so a cap (AppBarLayout's longest snap) or a
      // threshold (Flutter's stretch trigger) that the gesture only reaches there is exercised.
      let low = range.lowerBound + span * 0.02
      return [up, down, far, low].filter { range.contains($0) && $0 != value }.map { .number($0) }
    case .integer(let range):
      return [.number(Double(range.lowerBound + (range.upperBound - range.lowerBound) / 4))]
        .filter { $0 != current }
    case .bool:
      guard case .bool(let flag)? = current else { return [] }
      return [.bool(!flag)]
    case .choice(let names):
      return names.map { ParameterValue.string($0) }.filter { $0 != current }
    case .bezier:
      return [.numbers([0.7, -0.5, 0.3, 1.6]), .numbers([0.9, 0, 0.9, 0.2])]
    case .flags:
      return ["scroll", "scroll|enterAlways", "scroll|exitUntilCollapsed|snap", "scroll|snap"]
        .map { ParameterValue.string($0) }.filter { $0 != current }
    case .text, .color, .optionalColor:
      return []
    }
  }

  /// A minimum above the maximum (or a maximum below the minimum) moves the other height too,
  /// so it is not a perturbation of this one key.
  static func crossesTheOtherHeight(
    _ key: String, _ value: ParameterValue, _ values: ConfigValues
  ) -> Bool {
    guard case .number(let height) = value else { return false }
    if key == Param.header.minimumHeight.name { return height > values[Param.header.maximumHeight] }
    if key == Param.header.maximumHeight.name { return height < values[Param.header.minimumHeight] }
    return false
  }

  /// `header.*`, `scroll.*` and every model section.
  static func isTested(_ key: String) -> Bool {
    Section.allCases.contains { $0.contains(key) }
  }

  @Test(arguments: cases) func everyParameterActsExactlyWhereItSays(_ base: Base) throws {
    let script = try EventScript.decode(Self.gesture, file: "gesture.json")
    var values = try ConfigValues.resolve(preset: try Self.preset(base.preset))
    for (key, value) in base.set { try values.set(key: key, value: value) }
    let baseline = try Self.rows(script, values)
    let keys = (base.keys ?? ParameterRegistry.keys.filter(Self.isTested))
      .filter { base.section?.contains($0) ?? true }
    for key in keys where key != Param.header.model.name {
      let parameter = try #require(ParameterRegistry.parameter(key))
      let reason = ParameterRelevance.inactiveReason(key, in: values)
      var changed = false
      for value in Self.perturbations(parameter, values[key])
      where !Self.crossesTheOtherHeight(key, value, values) {
        var perturbed = values
        do { try perturbed.set(key: key, value: value) } catch { continue }
        if try Self.differs(script, perturbed, from: baseline) {
          changed = true
          break
        }
      }
      if reason == nil {
        #expect(changed, "\(key) is listed as acting, but the trace does not change")
      } else {
        #expect(!changed, "\(key) changes the trace, but is marked: \(reason!)")
      }
    }
  }
}
