import Foundation
import TestSupport
import Testing

/// Issue 33, item 5, through pixels: the project's own render of `Assets/Scripts/shift-disabled`
/// under `ios-large-title` (its own ×2, at 30 fps to keep it short), measured and fitted. The
/// bar is transparent at the scroll edge, so `measure` cannot see its edge there: those cells are
/// empty, never 0, and the fit leaves `header.minimumHeight` at 44 (it went to 18 when they read
/// 0) and the maximum height, which no seen row shows, alone.
@Suite(
  "render → measure → fit under a transparent bar", .tags(.slow),
  .enabled(if: SlowTests.enabled, SlowTests.reason))
struct UnseenHeaderRoundTripTests {
  @Test func aTransparentBarIsUnknownAndItsHeightsStay() async throws {
    let dir = try ScratchDirectory.make("unseen-header")
    let script = assetsDirectory.appendingPathComponent("Scripts/shift-disabled.json").path
    let video = dir.appendingPathComponent("ios.mp4").path
    let render = try await runSandbox([
      "render", script, "--preset", "ios-large-title", "--fps", "30", "--out", video,
    ])
    try #require(render.status == 0, "\(render.stderr)")
    let csv = dir.appendingPathComponent("ios.csv").path
    let measure = try await runSandbox(["measure", video, "--scale", "2", "--out", csv])
    try #require(measure.status == 0, "\(measure.stderr)")
    // The fourth column, empty cells kept (`csvRows` would drop them).
    let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == "time,scrollOffset,scrollVelocity,headerBottom,confidence")
    let cells = lines.dropFirst().map {
      String($0.split(separator: ",", omittingEmptySubsequences: false)[3])
    }
    let empty = cells.filter(\.isEmpty).count
    #expect(empty > 0, "the transparent bar's rows are empty")
    #expect(empty < cells.count, "the collapsed bar's edge is seen")
    #expect(!cells.contains { Double($0) == 0 }, "never 0: the header never leaves the screen")
    for cell in cells where !cell.isEmpty {
      // Seen only collapsed: the status bar's 59 pt and the 44-pt bar.
      #expect(abs((Double(cell) ?? 0) - 103) < 1, "\(cell)")
    }

    let fit = try await runSandbox([
      "fit", csv, "--script", script, "--preset", "ios-large-title", "--physics", "uikit",
      "--starts", "1", "--json",
    ])
    #expect(fit.status == 0, "\(fit.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(fit.stdout.utf8)) as? [String: Any])
    let values = json["values"] as? [[String: Any]] ?? []
    func value(_ key: String) -> [String: Any]? { values.first { $0["key"] as? String == key } }
    let minimum = try #require(value("header.minimumHeight")?["value"] as? Double)
    #expect(abs(minimum - 44) < 0.5, "minimumHeight \(minimum)")
    let maximum = value("header.maximumHeight")
    #expect(maximum?["uncertainty"] is NSNull, "not determined: \(String(describing: maximum))")
    #expect(json["quality"] as? String == "good")
    #expect((json["unseenHeaderRows"] as? Double ?? 0) == Double(empty))
  }
}
