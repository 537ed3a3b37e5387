import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import MotionFit

/// `RecordedContent.rows`: the list it gives ends at the asked offset on the sandbox's own
/// phone, under every header height.
@Suite struct RecordedContentTests {
  @Test(arguments: [0.0, 37.5, 264, 1_170, 12_345.6, 200_000])
  func theListEndsAtTheAskedOffset(maxOffset: Double) throws {
    for maximumHeight in [56.0, 176, 300] {
      var values = ConfigValues()
      try values.set(key: "header.maximumHeight", value: .number(maximumHeight))
      let viewport = Size(width: 390, height: 844)
      let probe = try Sandbox(settings: try SandboxSettings(values: values), viewport: viewport)
      let rows = RecordedContent.rows(
        maxOffset: maxOffset, hMax: probe.engine.hMax, viewportHeight: viewport.height)
      try values.set(key: "content.rowCount", value: .number(Double(rows.rowCount)))
      try values.set(key: "content.rowHeight", value: .number(rows.rowHeight))
      let phone = try Sandbox(settings: try SandboxSettings(values: values), viewport: viewport)
      #expect(abs(phone.maxOffset - maxOffset) < 1e-6, "\(maximumHeight) pt header: \(rows)")
      #expect((24...400).contains(rows.rowHeight))
      #expect((0...2000).contains(rows.rowCount))
      if maxOffset > 176_000 {
        // Past the registry's 2 000 rows of 88 pt the rows grow instead.
        #expect(rows.rowCount == 2000 && rows.rowHeight > 88, "\(rows)")
      } else if maxOffset == 0 {
        // Shorter than the screen: rows of the usual height, as many as stay on it.
        #expect(rows.rowHeight == 88 && rows.rowCount >= 4, "\(rows)")
      } else {
        #expect(abs(rows.rowHeight - 88) <= 44, "\(rows)")
      }
    }
  }
}
