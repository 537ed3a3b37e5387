import PhoneDrawing
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

@Suite("Theme and header content parameters")
struct ThemeParameterTests {
  @Test(arguments: [
    (
      ##"{"theme": {"primary": "blue"}}"##,
      ##"c.json: theme.primary: expected a colour string "#RRGGBB" (e.g. "#3F51B5"), found "blue""##
    ),
    (
      ##"{"theme": {"onPrimary": "#FFF"}}"##,
      ##"c.json: theme.onPrimary: expected a colour string "#RRGGBB" (e.g. "#3F51B5"), found "#FFF""##
    ),
    (
      ##"{"theme": {"primary": 3949}}"##,
      ##"c.json: theme.primary: expected a colour string "#RRGGBB" (e.g. "#3F51B5"), found 3949"##
    ),
    (
      ##"{"theme": {"mode": "sepia"}}"##,
      ##"c.json: theme.mode: expected one of light, dark, found "sepia""##
    ),
    (
      ##"{"content": {"titleStyle": "ios"}}"##,
      ##"c.json: content.titleStyle: expected one of largeTitle, m3, collapsingToolbar, fade, found "ios""##
    ),
    (
      ##"{"header": {"elevationStyle": "glow"}}"##,
      ##"c.json: header.elevationStyle: expected one of shadow, tint, found "glow""##
    ),
  ])
  func decodeErrorsNameKeyAndForm(text: String, message: String) {
    #expect(ConfigFile.validate(text, file: "c.json").map(\.description) == [message])
  }

  @Test func coloursRoundTripInEitherCase() throws {
    let values = try ConfigFile.decode(
      ##"{"theme": {"primary": "#3f51b5", "onPrimary": "#FFFFFF", "mode": "dark"}, "content": {"title": "Inbox", "subtitle": "3 new", "titleStyle": "m3"}}"##,
      file: "c.json")
    var config = ConfigValues()
    try config.apply(values, source: "c.json")
    let appearance = SceneAppearance(values: config)
    #expect(appearance.palette.primary == Color(hex: 0x3F51B5))
    #expect(appearance.palette.isDark && appearance.palette.cardTitle == Theme.darkCardTitle)
    #expect(appearance.title == "Inbox" && appearance.subtitle == "3 new")
    #expect(appearance.titleStyle == .m3)
    #expect(Color(hex: 0x3F51B5).parameterValue == .string("#3F51B5"))
  }

  @Test func defaultsShowNoSubtitleAndNoCaption() {
    let appearance = SceneAppearance(values: ConfigValues())
    #expect(appearance.subtitle.isEmpty && !appearance.showCaption)
    #expect(appearance.titleStyle == .largeTitle && appearance.elevationStyle == .shadow)
    #expect(appearance.headerImagePath.isEmpty)
  }

  @Test func headerImagePathsMayBeLong() {
    let parameter = ParameterRegistry.parameter(Param.content.headerImage.name)
    let path = "/" + String(repeating: "a", count: 300) + ".png"
    #expect(parameter?.violation(of: .string(path)) == nil)
  }
}
