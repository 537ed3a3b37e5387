import SandboxPrimitives
import Testing
import TuningPanel

@testable import SandboxStage

@Suite struct PanelPreferencesTests {
  @Test func preferencesRoundTrip() {
    var preferences = PanelPreferences()
    preferences.openSections = ["scroll", "view"]
    preferences.dialect = .origami
    preferences.showPanel = true
    preferences.windowSize = Size(width: 1140, height: 844)
    preferences.windowCanvas = Size(width: 750, height: 844)
    #expect(PanelPreferences(decoding: preferences.encoded()) == preferences)
  }

  @Test func aDamagedFileFallsBackToDefaults() {
    #expect(PanelPreferences(decoding: "{not json") == PanelPreferences())
    let odd = PanelPreferences(decoding: #"{"dialect": "klingon", "windowWidth": -3}"#)
    #expect(odd.dialect == .registry)
    #expect(odd.windowSize == nil)
  }
}
