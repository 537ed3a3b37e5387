import Testing

@testable import SandboxCore

@Suite struct ReviewPageTests {
  private func page() throws -> String {
    let a = try ConfigValues.resolve()
    var b = a
    try b.set(key: "header.minimumHeight", value: .number(60))
    func rows(_ offset: Double) -> [TraceRow] {
      (0..<3).map { frame in
        TraceRow(
          frame: frame, time: Double(frame) / 2, scrollOffset: offset * Double(frame),
          scrollVelocity: 0, headerHeight: 100, headerTop: 0, shiftAccumulator: 0,
          statusBarShift: 0, phase: "collapsing", phasePercentage: 0, shadowOpacity: 0,
          wantsToBeHidden: false, isTracking: false)
      }
    }
    return ReviewPage(
      title: "Review <x>", video: "review.mp4",
      phones: [
        .init(name: "A · showcase", values: a, rows: rows(10)),
        .init(name: "B · mdc-default", values: b, rows: rows(20)),
      ],
      markers: [.init(t: 0.5, phone: 1, text: "snap <sooner>")], duration: 1
    ).html()
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func holdsEveryPartWithOneSeriesPerPhoneInEachPlot() throws {
    let html = try page()
    #expect(count("<svg class=\"plot\"", in: html) == 3)
    #expect(count("<polyline class=\"series\"", in: html) == 6)
    #expect(html.contains("data-phone=\"B · mdc-default\""))
    #expect(html.contains("<title>Review &lt;x&gt;</title>"))
    #expect(html.contains("<video id=\"video\" controls preload=\"auto\" src=\"review.mp4\">"))
    #expect(
      html.contains(
        "<a href=\"#t=0.5\" class=\"marker\" data-t=\"0.5\">0.5 s</a> <span class=\"who\">B</span> "
          + "snap &lt;sooner&gt;"))
    #expect(count("<button class=\"copy\"", in: html) == 8, "four dialects for each phone")
    #expect(html.contains("id=\"code-1-kotlin\""))
    #expect(!html.contains("http://") || !html.contains("src=\"http"), "nothing from the network")
  }

  @Test func valuesThatDifferFromPhoneAAreHighlighted() throws {
    let html = try page()
    #expect(
      html.contains(
        "<tr><th scope=\"row\"><code>header.minimumHeight</code></th><td>56</td>"
          + "<td class=\"differs\">60</td></tr>"))
    #expect(count("class=\"differs\"", in: html) == 1)
  }

  @Test func axisTicksAreRoundAndCoverTheRange() {
    #expect(ReviewPlot.ticks(0, 7) == [0, 2, 4, 6, 8])
    #expect(ReviewPlot.ticks(-130, 40) == [-150, -100, -50, 0, 50])
  }
}
