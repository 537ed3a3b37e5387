import Foundation
import HandOff
import SandboxFormats
import TestSupport
import Testing

@testable import SandboxStage

@Suite struct ParameterRegistryTests {
  @Test func keysAreUniqueAndDotted() {
    let keys = ParameterRegistry.keys
    #expect(Set(keys).count == keys.count)
    for key in keys {
      #expect(key.contains("."), "\(key) has no section")
      #expect(
        ParameterRegistry.sections.contains { $0.key == ParameterRegistry.parameter(key)!.section })
    }
    // A key must not also be a group of other keys, or the nested file shape is ambiguous.
    #expect(ParameterRegistry.groupPrefixes.isDisjoint(with: keys))
    // The groups are every key's parts but the last, joined at each length.
    var groups: Set<String> = []
    for key in keys {
      let parts = key.split(separator: ".")
      for length in 1..<parts.count { groups.insert(parts.prefix(length).joined(separator: ".")) }
    }
    #expect(ParameterRegistry.groupPrefixes == groups)
    #expect(groups.contains("scroll") && groups.contains("scroll.bounce"))
  }

  @Test(arguments: ParameterRegistry.all)
  func defaultFitsItsKind(parameter: Parameter) {
    #expect(parameter.violation(of: parameter.defaultValue) == nil, "\(parameter.key)")
    #expect(!parameter.label.isEmpty && !parameter.help.isEmpty)
    switch parameter.kind {
    case .number(let range, let step):
      #expect(range.lowerBound < range.upperBound && step > 0)
    case .choice(let choices):
      #expect(Set(choices).count == choices.count)
      #expect(choices.contains(parameter.defaultValue.description))
    default: break
    }
  }

  @Test func requiredKeysExistWithTheirDefaults() {
    let values = ConfigValues()
    #expect(values[Param.header.minimumHeight] == 56)
    #expect(values[Param.header.maximumHeight] == 56)
    #expect(values[Param.header.statusBarHeight] == 20)
    #expect(values[Param.header.shiftBehavior] == .disabled)
    #expect(values[Param.header.visibleShadowOpacity] == 0.4)
    #expect(values[Param.scroll.uikitDecelerationRate] == 0.998)
    #expect(values[Param.scroll.rubberBandCoefficient] == 0.55)
    #expect(values[Param.content.rowCount] == 60)
    #expect(values[Param.statusBar.time] == "9:41")
    #expect(values[Param.view.hud] == false)
    #expect(values[Param.wheel.smoothDuration] == 0.15)
  }

  @Test func setValidatesKeysAndRanges() throws {
    var values = ConfigValues()
    try values.set(key: "header.shiftBehavior", value: .string("hideable"))
    #expect(values[Param.header.shiftBehavior] == .hideable)
    #expect(throws: DataError.self) {
      try values.set(key: "header.shiftBehavior", value: .string("on"))
    }
    #expect(throws: DataError.self) { try values.set(key: "content.rowCount", value: .number(2.5)) }
    #expect(throws: DataError.self) { try values.set(key: "view.hud", value: .number(1)) }
    #expect(throws: DataError.self) {
      try values.set(key: "header.minimumHeight", value: .number(.nan))
    }
  }

  @Test func closeMatchesSuggestTypos() {
    #expect(
      ParameterRegistry.closeMatches(to: "header.minimumHeght").first == "header.minimumHeight")
    #expect(ParameterRegistry.closeMatches(to: "shiftBehavior").first == "header.shiftBehavior")
    #expect(ParameterRegistry.closeMatches(to: "zzzzzzzzzzzzzzzzzzzzzzzz").isEmpty)
  }
}

@Suite struct SetOverrideTests {
  @Test func parsesByKind() throws {
    #expect(try SetOverride.parse("header.minimumHeight=76").value == .number(76))
    #expect(try SetOverride.parse("view.hud=on").value == .bool(true))
    #expect(try SetOverride.parse("view.hud=0").value == .bool(false))
    #expect(try SetOverride.parse("header.shiftBehavior=hideable").value == .string("hideable"))
    #expect(try SetOverride.parse("statusBar.time=10:09").value == .string("10:09"))
    let layer = try SetOverride.parse(["content.rowCount=5", "content.rowCount=7"])
    #expect(layer["content.rowCount"] == .number(7))
  }

  private func message(_ argument: String) -> String? {
    do {
      _ = try SetOverride.parse(argument)
      return nil
    } catch {
      #expect(error.kind == .usage)
      #expect(error.exitCode == 64)
      return error.description
    }
  }

  @Test func errorsNameTheKeyRangeAndValue() {
    #expect(
      message("header.minimumHeght=76")
        == "--set: header.minimumHeght: expected a known parameter key (did you mean "
        + "header.minimumHeight, header.maximumHeight?), found an unknown key")
    #expect(
      message("header.minimumHeight=900")
        == "--set: header.minimumHeight: expected a number in 0…400, found 900")
    #expect(
      message("header.minimumHeight=abc")
        == "--set: header.minimumHeight: expected a number in 0…400, found \"abc\"")
    #expect(
      message("header.minimumHeight=nan")
        == "--set: header.minimumHeight: expected a number in 0…400, found \"nan\"")
    #expect(
      message("view.hud=maybe")
        == "--set: view.hud: expected true, false, 1, 0, on or off, found \"maybe\"")
    #expect(
      message("header.shiftBehavior=sometimes")
        == "--set: header.shiftBehavior: expected one of disabled, enabled, enabledWithStatusBar, "
        + "hideable, found sometimes")
    #expect(
      message("content.rowCount=2.5")
        == "--set: content.rowCount: expected a whole number, found 2.5")
    #expect(
      message("novalue")
        == "--set: expected key=value (e.g. header.minimumHeight=76), found \"novalue\"")
  }
}

@Suite struct ConfigFileTests {
  @Test func nestedObjectsMapToDottedKeys() throws {
    let layer = try ConfigFile.decode(
      #"{"header": {"shiftBehavior": "hideable"}, "scroll": {"bounce": {"mass": 2}}}"#,
      file: "c.json")
    #expect(layer["header.shiftBehavior"] == .string("hideable"))
    #expect(layer["scroll.bounce.mass"] == .number(2))
    #expect(layer.entries.count == 2)
  }

  @Test(arguments: [
    (
      #"{"header": {"minimumHeight": 900}}"#,
      "c.json: header.minimumHeight: expected a number in 0…400, found 900"
    ),
    (
      #"{"header": {"minimumHeight": "56"}}"#,
      "c.json: header.minimumHeight: expected a number in 0…400, found \"56\""
    ),
    (
      #"{"header": {"canOverExtend": 1}}"#,
      "c.json: header.canOverExtend: expected true or false, found 1"
    ),
    (
      #"{"header": {"shiftBehavior": "up"}}"#,
      "c.json: header.shiftBehavior: expected one of disabled, enabled, enabledWithStatusBar, hideable, found \"up\""
    ),
    (#"{"header": 5}"#, "c.json: header: expected an object of header.* settings, found 5"),
    (
      #"{"header": {"zzzzzzzz": 1}}"#,
      "c.json: header.zzzzzzzz: expected a known parameter key (see docs/config.md), found an unknown key"
    ),
    (
      #"{"content": {"rowCount": 1.5}}"#,
      "c.json: content.rowCount: expected a whole number, found 1.5"
    ),
    (#"[]"#, "c.json: expected a config object, found an array"),
  ])
  func rejectsWithPath(text: String, message: String) {
    #expect(throws: DataError.self) { try ConfigFile.decode(text, file: "c.json") }
    let errors = ConfigFile.validate(text, file: "c.json")
    #expect(errors.map(\.description) == [message])
  }

  @Test func validateCollectsEveryProblem() {
    let errors = ConfigFile.validate(
      #"{"header": {"minimumHeight": -1, "maximumHeight": "x"}, "view": {"hud": 3}, "nope": 1}"#,
      file: "c.json")
    #expect(
      errors.map(\.path) == ["header.minimumHeight", "header.maximumHeight", "view.hud", "nope"])
  }

  @Test func composesInLoadingOrder() throws {
    let preset = Preset(
      name: "p", description: "",
      values: ConfigLayer(entries: [
        .init(key: "header.maximumHeight", value: .number(176)),
        .init(key: "header.minimumHeight", value: .number(60)),
      ]))
    let config = try ConfigFile.decode(#"{"header": {"maximumHeight": 120}}"#, file: "c.json")
    let overrides = try SetOverride.parse(["header.minimumHeight=70"])
    let values = try ConfigValues.resolve(preset: preset, config: config, overrides: overrides)
    #expect(values[Param.header.maximumHeight] == 120)
    #expect(values[Param.header.minimumHeight] == 70)
    #expect(values[Param.header.statusBarHeight] == 20)
  }

  @Test func everyShippedPresetValidates() throws {
    let files = try jsonFiles(in: "Assets/Presets")
    let names = files.map { $0.deletingPathExtension().lastPathComponent }
    #expect(Set(names) == Set(Preset.shippedNames))
    #expect(Preset.shippedNames.contains(Preset.startupName))
    for required in [
      "mdc-default", "showcase", "mdc-high-importance", "android-views", "compose-m3",
      "flutter-sliver", "ios-large-title",
    ] {
      #expect(names.contains(required))
    }
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let name = file.deletingPathExtension().lastPathComponent
      #expect(Preset.validate(text, name: name, file: file.lastPathComponent) == [])
      let preset = try Preset.decode(text, name: name, file: file.lastPathComponent)
      #expect(!preset.description.isEmpty)
      _ = try ConfigValues.resolve(preset: preset)
    }
  }

  @Test func mdcDefaultPresetEqualsRegistryDefaults() throws {
    let url = packageRoot().appendingPathComponent("Assets/Presets/mdc-default.json")
    let preset = try Preset.decode(
      try String(contentsOf: url, encoding: .utf8), name: "mdc-default", file: "mdc-default.json")
    #expect(try ConfigValues.resolve(preset: preset) == ConfigValues())
  }

  @Test func showcasePresetMatchesTheStartupContract() throws {
    let url = packageRoot().appendingPathComponent("Assets/Presets/showcase.json")
    let preset = try Preset.decode(
      try String(contentsOf: url, encoding: .utf8), name: "showcase", file: "showcase.json")
    let values = try ConfigValues.resolve(preset: preset)
    #expect(values[Param.header.minimumHeight] == 56)
    #expect(values[Param.header.maximumHeight] == 176)
    #expect(values[Param.header.shiftBehavior] == .enabledWithStatusBar)
    #expect(values[Param.scroll.deceleration] == .uikit)
  }

  @Test func presetRejectsMultilineDescription() {
    let errors = Preset.validate(#"{"description": "a\nb"}"#, name: "x", file: "x.json")
    #expect(
      errors.map(\.description) == [
        "x.json: description: expected a single line, found a line break"
      ])
  }

  @Test func presetEncodingRoundTrips() throws {
    let preset = Preset(
      name: "mine", description: "One line.",
      values: ConfigLayer(entries: [.init(key: "scroll.bounce.mass", value: .number(2))]))
    #expect(try Preset.decode(preset.encoded(), name: "mine", file: "mine.json") == preset)
  }
}

@Suite struct ConfigExportTests {
  @Test func jsonExportRoundTripsEveryActingKey() throws {
    var values = ConfigValues()
    try values.set(key: "header.maximumHeight", value: .number(176))
    try values.set(key: "scroll.bounce.dampingRatio", value: .number(0.7))
    try values.set(key: "statusBar.time", value: .string("10:09"))
    let text = ConfigExport.json(values)
    let layer = try ConfigFile.decode(text, file: "export.json")
    let acting = ParameterRegistry.keys.filter { !ParameterRelevance.isInactive($0, in: values) }
    #expect(layer.entries.map(\.key) == acting)
    #expect(!acting.contains(Param.composeM3.snapStiffness.name), "another model's knob")
    #expect(!acting.contains(Param.header.shiftSpring.stiffness.name), "not the chosen animation")
    let resolved = try ConfigValues.resolve(config: layer)
    for key in acting { #expect(resolved[key] == values[key], "\(key)") }
    #expect(ConfigExport.json(values) == text)
    #expect(
      text.hasPrefix("{\n  \"header\": {\n    \"minimumHeight\": 56,\n    \"maximumHeight\": 176,"))
  }

  /// Spelled as Swift imports MDC's headers (`MDCFlexibleHeaderView.h`,
  /// `MDCFlexibleHeaderView+ShiftBehavior.h`) and complete enough to paste: tracking scroll view,
  /// the four delegate forwards shifting requires, and a real `decelerationRate` line.
  @Test func swiftSnippetHasTheMDCAssignments() throws {
    var values = ConfigValues()
    try values.apply(
      try SetOverride.parse([
        "header.minimumHeight=76", "header.shiftBehavior=enabledWithStatusBar",
        "header.headerContentImportance=high", "scroll.deceleration=uikitFast",
      ]), source: "--set")
    let snippet = ConfigExport.swiftSnippet(values)
    let lines = snippet.split(separator: "\n").map(String.init)
    for expected in [
      "headerViewController.headerView.minMaxHeightIncludesSafeArea = false",
      "headerViewController.headerView.minimumHeight = 76",
      "headerViewController.headerView.maximumHeight = 76",
      "headerViewController.headerView.canOverExtend = true",
      "headerViewController.headerView.shiftBehavior = .enabledWithStatusBar",
      "headerViewController.headerView.headerContentImportance = .high",
      "headerViewController.headerView.minimumHeaderViewHeight = 0",
      "headerViewController.headerView.visibleShadowOpacity = 0.4",
      "headerViewController.headerView.isInFrontOfInfiniteContent = false",
      "headerViewController.headerView.statusBarHintCanOverlapHeader = true",
      "scrollView.decelerationRate = .fast",
      "headerViewController.headerView.trackingScrollView = scrollView",
      "scrollView.delegate = self",
      "      headerViewController.headerView.trackingScrollViewDidScroll()",
      "      headerViewController.headerView.trackingScrollViewWillEndDragging(",
      "        withVelocity: velocity, targetContentOffset: targetContentOffset)",
      "      headerViewController.headerView.trackingScrollViewDidEndDraggingWillDecelerate(decelerate)",
      "      headerViewController.headerView.trackingScrollViewDidEndDecelerating()",
    ] {
      #expect(lines.contains(expected), "missing: \(expected)")
    }
    #expect(
      ConfigExport.swiftSnippet(ConfigValues()).contains(
        "// scrollView.decelerationRate is .normal, UIScrollView's default.")
    )
    try values.set(key: "scroll.deceleration", value: .string("uikit"))
    try values.set(key: "scroll.uikitDecelerationRate", value: .number(0.995))
    #expect(
      ConfigExport.swiftSnippet(values).contains(
        "scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)"))
    // MDC declares `inFrontOfInfiniteContent` with `getter=isInFrontOfInfiniteContent`, so Swift
    // has no setter named `inFrontOfInfiniteContent`.
    #expect(!snippet.contains(".inFrontOfInfiniteContent"))
    #expect(snippet.contains("extension MyViewController: UIScrollViewDelegate {"))
  }
}

@Suite struct ConfigDocsTests {
  @Test func configDocsAreUpToDate() throws {
    let url = packageRoot().appendingPathComponent("docs/config.md")
    let generated = ParameterRegistry.markdownDocumentation()
    if ProcessInfo.processInfo.environment["RECORD_CONFIG_DOCS"] != nil {
      try generated.write(to: url, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    #expect(committed == generated, "docs/config.md is stale: RECORD_CONFIG_DOCS=1 swift test")
  }

  @Test func docsListEveryKey() {
    let docs = ParameterRegistry.markdownDocumentation()
    for key in ParameterRegistry.keys { #expect(docs.contains("`\(key)`")) }
  }
}
