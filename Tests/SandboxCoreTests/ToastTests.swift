import Testing

@testable import SandboxCore

/// Issue 22, item 12 (part): what was saved or copied shows in the window, with where it went.
@Suite struct ToastTests {
  @Test func aSavedFileShowsItsPathInTheWindowThenFades() throws {
    var stage = StageTests.stage()
    let path =
      "/home/someone/HeaderSandbox/recordings/header-sandbox-recording-20261201-154506.json"
    stage.showToast("Recording saved", detail: path)
    let shown = StageTests.texts(StageTests.frame(&stage).list)
    #expect(shown.contains("Recording saved"))
    let detail = try #require(shown.first { $0.hasSuffix("154506.json") })
    #expect(detail.hasPrefix("…"), "a long path keeps its end, the file name: \(detail)")
    let rect = try #require(stage.toast).frame(in: stage.layout.arrangement.frame(0))
    let phone = stage.layout.arrangement.frame(0)
    #expect(rect.x >= phone.x && rect.maxX <= phone.maxX, "inside phone A")
    let screenshot = TimelineTests.screenshot(stage)
    #expect(!StageTests.texts(screenshot).contains("Recording saved"), "never in a screenshot")
    for _ in 0..<300 { StageTests.frame(&stage) }
    #expect(stage.toast == nil)
    #expect(!StageTests.texts(StageTests.frame(&stage).list).contains("Recording saved"))
  }

  @Test func theWindowKeepsDrawingWhileAToastShows() {
    var stage = StageTests.stage()
    for _ in 0..<200 { StageTests.frame(&stage) }
    #expect(StageTests.frame(&stage).mayWait, "at rest the window waits")
    stage.showToast("Screenshot saved", detail: "/tmp/x.png")
    #expect(!StageTests.frame(&stage).mayWait, "the toast must age and fade")
  }
}
