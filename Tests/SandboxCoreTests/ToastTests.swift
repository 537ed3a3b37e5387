import SandboxPrimitives
import Testing

@testable import SandboxStage

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
    let first = try #require(shown.first { path.hasPrefix($0) && $0.count > 1 })
    #expect(first + detail == path, "the whole path, over two lines: \(shown)")
    let rect = try #require(stage.toast).frame(in: stage.layout.arrangement.frame(0))
    let phone = stage.layout.arrangement.frame(0)
    #expect(rect.x >= phone.x && rect.maxX <= phone.maxX, "inside phone A")
    let screenshot = TimelineTests.screenshot(stage)
    #expect(!StageTests.texts(screenshot).contains("Recording saved"), "never in a screenshot")
    for _ in 0..<300 { StageTests.frame(&stage) }
    #expect(stage.toast == nil)
    #expect(!StageTests.texts(StageTests.frame(&stage).list).contains("Recording saved"))
  }

  /// Issue 33: a long detail (a poor fit's numbers) wraps inside the toast; nothing is cut from
  /// its front, and the box and every line stay inside phone A, also at the canvas's left edge.
  @Test func aLongDetailWrapsInsideThePhoneAndKeepsItsStart() throws {
    let detail =
      "scroll RMS 174.25 pt over the limit 12.34 pt · Apply anyway in the panel · RMS 286.00 → "
      + "174.31 pt (no header edge in the video; header left as it was)"
    let toast = Toast(title: "Poor fit: not applied", detail: detail)
    for phone in [
      Rect(x: 0, y: 0, width: 393, height: 852), Rect(x: 0, y: 40, width: 200, height: 400),
      Rect(x: 120, y: 0, width: 320, height: 700),
    ] {
      let rect = toast.frame(in: phone)
      #expect(rect.x >= phone.x && rect.maxX <= phone.maxX, "inside the phone: \(rect) \(phone)")
      #expect(rect.x >= 0, "never past the canvas's left edge: \(rect)")
      let lines = toast.textLines(characters: Toast.characters(in: rect.width))
      #expect(lines.detail.first.map { detail.hasPrefix($0) } == true, "\(lines.detail)")
      for line in [lines.title] + lines.detail {
        let width = Double(line.count) * Toast.characterWidth
        #expect(width <= rect.width - 2 * Toast.padding + 1e-9, "\(line) in \(rect.width)")
      }
      #expect(rect.maxY <= phone.maxY)
      var commands: [DrawCommand] = []
      toast.paint(in: phone, into: &commands)
      let runs = commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
      #expect(runs.count == 1 + lines.detail.count)
      #expect(runs.allSatisfy { $0.origin.y + 11 <= rect.maxY }, "every line inside the box")
    }
    // Two lines' worth shows whole, where it was cut to "…" + its end before.
    let short = "scroll RMS 174.25 pt over the limit 12.34 pt · Apply anyway in the panel"
    let wide = Toast(title: "Poor fit: not applied", detail: short)
      .textLines(characters: Toast.characters(in: Toast.maximumWidth))
    #expect(wide.detail.count == 2)
    #expect(wide.detail.joined(separator: " ") == short)
  }

  @Test func theWindowKeepsDrawingWhileAToastShows() {
    var stage = StageTests.stage()
    for _ in 0..<200 { StageTests.frame(&stage) }
    #expect(StageTests.frame(&stage).mayWait, "at rest the window waits")
    stage.showToast("Screenshot saved", detail: "/tmp/x.png")
    #expect(!StageTests.frame(&stage).mayWait, "the toast must age and fade")
  }
}
