import Foundation
import Testing

/// `fit --script` plays the script on the device its preset names, as `trace` and `render` do:
/// a Compose M3 script (a Pixel 8, 24 pt status bar) fitted on the default iPhone's status bar
/// came out 30 pt short in both header heights.
@Suite struct FitScriptDeviceTests {
  @Test func aPresetsDeviceIsTheFitsDevice() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write(
      "m3.json",
      """
      {"version": 1, "preset": "compose-m3",
       "viewport": {"width": 390, "height": 844, "scale": 1}, "fps": 60, "duration": 2,
       "events": [{"t": 0.3, "type": "swipe", "x": 195, "fromY": 650, "toY": 350,
                   "duration": 0.4, "hold": 0}]}
      """)
    let truth = ["--set", "header.minimumHeight=63", "--set", "header.maximumHeight=150"]
    let trace = try await runSandbox(["trace", script] + truth)
    try #require(trace.status == 0, "\(trace.stderr)")
    let csv = try dir.write("m3.csv", trace.stdout)
    let fit = try await runSandbox([
      "fit", csv, "--script", script, "--physics", "android", "--starts", "1", "--fix",
      "composeM3.behavior=exitUntilCollapsed", "--vary",
      "header.minimumHeight,header.maximumHeight", "--json",
    ])
    try #require(fit.status == 0, "\(fit.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(fit.stdout.utf8)) as? [String: Any])
    let values = try #require(json["values"] as? [[String: Any]])
    func value(_ key: String) -> Double? {
      values.first { $0["key"] as? String == key }?["value"] as? Double
    }
    let minimum = try #require(value("header.minimumHeight"))
    let maximum = try #require(value("header.maximumHeight"))
    #expect(abs(minimum - 63) < 0.5, "minimum \(minimum)")
    #expect(abs(maximum - 150) < 0.5, "maximum \(maximum)")
  }
}
