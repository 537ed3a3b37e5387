import ChromiumHarness
import Foundation
import TestSupport
import Testing

@testable import MotionPhysics

/// The `chromium` model against the Chromium installed here (`bootstrap.sh --test` installs
/// Debian's), flung live over `--remote-debugging-pipe`: slow, medium, fast and a boosted double
/// fling, each within 2 px RMS of the model on the same touches.
@Suite(
  "Chromium live flings", .serialized, .tags(.slow),
  .enabled(if: SlowTests.enabled, SlowTests.reason),
  .enabled(
    if: ChromiumPipe.executable != nil,
    "no chromium on PATH: `Scripts/bootstrap.sh --test` installs Debian's"))
struct ChromiumLiveTests {
  static let scenarios: [(name: String, drags: [TouchDrag])] = [
    ("slow 500 px/s", [.fling(speed: 500, moves: 14, interval: 0.016)]),
    ("medium 1500 px/s", [.fling(speed: 1500, moves: 14, interval: 0.012)]),
    ("fast 4000 px/s", [.fling(speed: 4000, moves: 8, interval: 0.016)]),
    (
      "boosted 2000 + 2000 px/s",
      [
        .fling(speed: 2000, moves: 14, interval: 0.01),
        .fling(speed: 2000, moves: 14, interval: 0.01, gap: 0.15),
      ]
    ),
  ]

  @Test func theModelFollowsLiveChromium() throws {
    let executable = try #require(ChromiumPipe.executable)
    let scratch = try ScratchDirectory.make("chromium")
    let pipe = try ChromiumPipe(
      executable: executable, scratch: scratch,
      arguments: ChromiumPipe.quietArguments(width: 390, height: 844))
    defer { pipe.close() }
    let page = try ChromiumPage(pipe: pipe, scratch: scratch)
    let model = try DecelerationModel(name: .chromium)
    for scenario in Self.scenarios {
      // A machine busy with a build can leave the page's scrollY a frame behind the compositor
      // for a stretch, or hold a frame back; each frame may therefore show the curve on time or
      // one frame late, and a scenario gets three tries. The model is deterministic, so a try
      // within 2 px shows it follows the browser.
      var attempts: [String] = []
      for _ in 0..<3 {
        let live = try page.record(scenario.drags)
        let recording = ChromiumRecording(live: live, name: scenario.name)
        let replay = try recording.lastFling(model: model)
        let rms = recording.rms(of: replay.fling, lastMove: replay.lastMove, frameLag: true)
        attempts.append(String(format: "%.2f", rms))
        if rms < 2 { break }
      }
      #expect(
        attempts.last.flatMap(Double.init).map { $0 < 2 } == true,
        "\(page.product) \(scenario.name): \(attempts.joined(separator: ", ")) px RMS")
    }
  }
}
