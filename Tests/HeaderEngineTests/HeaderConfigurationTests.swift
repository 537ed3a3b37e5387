import Foundation
import Testing

@testable import HeaderEngine

@Suite struct HeaderConfigurationTests {
  @Test func mdcDefaultsMatchTheSpecTable() {
    let c = HeaderConfiguration.mdcDefault
    #expect(c.minimumHeight == 56 && c.maximumHeight == 56)
    #expect(c.statusBarHeight == 20)
    #expect(c.canOverExtend)
    #expect(c.shiftBehavior == .disabled)
    #expect(c.headerContentImportance == .default)
    #expect(c.minimumHeaderViewHeight == 0)
    #expect(c.visibleShadowOpacity == 0.4)
    #expect(!c.inFrontOfInfiniteContent)
    #expect(c.statusBarHintCanOverlapHeader)
    #expect(c.shiftAnimation == .exact)
  }

  @Test func heightsIncludeTheStatusBarWhenMinMaxExcludeSafeArea() throws {
    let engine = try HeaderEngine(configuration: HeaderConfiguration(statusBarHeight: 123))
    #expect(engine.hMin == 179 && engine.hMax == 179)
    var changed = engine
    try changed.setConfiguration(HeaderConfiguration(statusBarHeight: 50))
    #expect(changed.hMin == 106 && changed.hMax == 106)
    #expect(changed.configuration.maximumHeight == 56)
  }

  @Test func settingMinimumAboveMaximumRaisesMaximum() {
    var c = HeaderConfiguration()
    c.setMaximumHeight(100)
    c.setMinimumHeight(200)
    #expect(c.minimumHeight == 200 && c.maximumHeight == 200)
  }

  @Test func settingMaximumBelowMinimumLowersMinimum() {
    var c = HeaderConfiguration()
    c.setMinimumHeight(50)
    c.setMaximumHeight(30)
    #expect(c.minimumHeight == 30 && c.maximumHeight == 30)
  }

  @Test func heightsInOrderAreLeftAlone() {
    var c = HeaderConfiguration()
    c.setMinimumHeight(50)
    c.setMaximumHeight(80)
    #expect(c.minimumHeight == 50 && c.maximumHeight == 80)
    c.setMinimumHeight(70)
    #expect(c.maximumHeight == 80)
    c.setMinimumHeight(90)
    #expect(c.maximumHeight == 90)
    c.setMaximumHeight(80)
    #expect(c.minimumHeight == 80)
  }

  @Test func validatedRaisesMaximumToAMinimumAboveIt() throws {
    let c = try HeaderConfiguration(minimumHeight: 90, maximumHeight: 60).validated()
    #expect(c.minimumHeight == 90 && c.maximumHeight == 90)
  }

  @Test func rawValuesAreTheConfigFileContract() {
    #expect(
      ShiftBehavior.allCases.map(\.rawValue) == [
        "disabled", "enabled", "enabledWithStatusBar", "hideable",
      ])
    #expect(HeaderContentImportance.allCases.map(\.rawValue) == ["default", "high"])
    #expect(ShiftAnimationMode.allCases.map(\.rawValue) == ["exact", "mdc", "spring", "bezier"])
    #expect(ScrollPhase.allCases.map(\.rawValue) == ["shifting", "collapsing", "overExtending"])
  }

  @Test func jsonRoundTripKeepsEveryField() throws {
    let c = HeaderConfiguration(
      minimumHeight: 40, maximumHeight: 120, statusBarHeight: 44, canOverExtend: false,
      shiftBehavior: .enabledWithStatusBar, headerContentImportance: .high,
      minimumHeaderViewHeight: 8, visibleShadowOpacity: 0.7, inFrontOfInfiniteContent: true,
      statusBarHintCanOverlapHeader: false, shiftAnimation: .mdc)
    let data = try JSONEncoder().encode(c)
    #expect(try JSONDecoder().decode(HeaderConfiguration.self, from: data) == c)
  }

  @Test func missingJsonKeysTakeMdcDefaults() throws {
    let json = Data(#"{"shiftBehavior": "hideable", "maximumHeight": 128}"#.utf8)
    let c = try JSONDecoder().decode(HeaderConfiguration.self, from: json)
    var expected = HeaderConfiguration.mdcDefault
    expected.shiftBehavior = .hideable
    expected.maximumHeight = 128
    #expect(c == expected)
  }
}

@Suite struct BadConfigurationTests {
  @Test(arguments: [
    ("minimumHeight", HeaderConfiguration(minimumHeight: -3)),
    ("maximumHeight", HeaderConfiguration(maximumHeight: .infinity)),
    ("statusBarHeight", HeaderConfiguration(statusBarHeight: .nan)),
    ("minimumHeaderViewHeight", HeaderConfiguration(minimumHeaderViewHeight: -1)),
    ("visibleShadowOpacity", HeaderConfiguration(visibleShadowOpacity: 1.5)),
  ])
  func invalidValuesAreRejectedNamingTheKey(key: String, config: HeaderConfiguration) {
    #expect(throws: HeaderConfigurationError.self) { try HeaderEngine(configuration: config) }
    let error = #expect(throws: HeaderConfigurationError.self) { try config.validated() }
    #expect(error?.key == key)
    #expect(error.map { String(describing: $0) }?.contains("'\(key)'") == true)
  }

  @Test func negativeHeightMessageNamesKeyValueAndAllowedRange() {
    let error = #expect(throws: HeaderConfigurationError.self) {
      try HeaderConfiguration(minimumHeight: -3).validated()
    }
    #expect(
      error?.description
        == "header configuration key 'minimumHeight': found -3.0, expected a finite number ≥ 0 (points)"
    )
  }

  @Test func unknownBehaviourNameIsRejectedListingTheAllowedNames() {
    let json = Data(#"{"shiftBehavior": "sideways"}"#.utf8)
    let error = #expect(throws: HeaderConfigurationError.self) {
      try JSONDecoder().decode(HeaderConfiguration.self, from: json)
    }
    #expect(error?.key == "shiftBehavior")
    #expect(error?.value == "\"sideways\"")
    #expect(
      error?.allowed == #"one of "disabled", "enabled", "enabledWithStatusBar", "hideable""#)
  }

  @Test func unknownImportanceAndAnimationNamesAreRejected() {
    for (key, json) in [
      ("headerContentImportance", #"{"headerContentImportance": "urgent"}"#),
      ("shiftAnimation", #"{"shiftAnimation": "elastic"}"#),
    ] {
      let error = #expect(throws: HeaderConfigurationError.self) {
        try JSONDecoder().decode(HeaderConfiguration.self, from: Data(json.utf8))
      }
      #expect(error?.key == key)
    }
  }

  @Test func negativeHeightInJsonIsRejected() {
    let json = Data(#"{"maximumHeight": -10}"#.utf8)
    let error = #expect(throws: HeaderConfigurationError.self) {
      try JSONDecoder().decode(HeaderConfiguration.self, from: json)
    }
    #expect(error?.key == "maximumHeight")
  }

  @Test func rejectedSetConfigurationKeepsTheOldOne() throws {
    var engine = try HeaderEngine(configuration: .mdcDefault)
    #expect(throws: HeaderConfigurationError.self) {
      try engine.setConfiguration(HeaderConfiguration(statusBarHeight: -20))
    }
    #expect(engine.configuration == .mdcDefault)
  }
}
