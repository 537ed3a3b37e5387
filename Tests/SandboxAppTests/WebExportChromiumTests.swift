import ChromiumHarness
import Foundation
import HandOff
import TestSupport
import Testing

/// Issue 34 item 4: the page `export --format html` writes, played by the Chromium installed here
/// (`bootstrap.sh --test`), moves its header's edge as the sandbox's trace says: a sticky header
/// at every scroll offset, a headroom header at rest after each change of direction, within
/// 0.5 px.
@Suite(
  "exported web pages in Chromium", .serialized, .tags(.slow),
  .enabled(if: SlowTests.enabled, SlowTests.reason),
  .enabled(
    if: ChromiumPipe.executable != nil,
    "no chromium on PATH: `Scripts/bootstrap.sh --test` installs Debian's"))
struct WebExportChromiumTests {
  /// The scroll offsets (pt = CSS px) the page and the trace are taken to, one every `step`
  /// seconds: long enough for headroom's 0.2 s transition to come to rest.
  static let step = 0.5

  /// The exported page for `preset` and the trace rows of a script that jumps to `offsets`.
  static func exportAndTrace(_ preset: String, offsets: [Double], in dir: TemporaryDirectory)
    async throws -> (page: URL, rows: [[String: Double]])
  {
    let page = dir.url.appendingPathComponent("\(preset).html")
    let export = try await runSandbox([
      "export", "--preset", preset, "--format", "html", "--out", page.path,
    ])
    try #require(export.status == 0, "\(export.stderr)")
    let events = offsets.enumerated().map { i, y in
      #"{"t": \#(Double(i + 1) * step), "type": "scrollTo", "offset": \#(y), "animated": false}"#
    }
    let script = try dir.write(
      "jumps.json",
      #"{"version": 1, "duration": \#(Double(offsets.count + 1) * step + 0.2), "events": ["#
        + events.joined(separator: ",") + "]}")
    let trace = try await runSandbox(["trace", script, "--preset", preset])
    try #require(trace.status == 0, "\(trace.stderr)")
    let lines = trace.stdout.split(separator: "\n").map {
      $0.split(separator: ",").map(String.init)
    }
    let header = try #require(lines.first)
    let rows = lines.dropFirst().map { cells in
      Dictionary(uniqueKeysWithValues: zip(header, cells.map { Double($0) ?? .nan }))
    }
    return (page, rows)
  }

  /// The trace's header edge (`top` or bottom) just before offset `index + 1`'s jump, at rest.
  static func traced(_ rows: [[String: Double]], index: Int, bottom: Bool) -> Double {
    let time = Double(index + 2) * step - 0.02
    let row = rows.min { abs($0["time"]! - time) < abs($1["time"]! - time) }!
    return row["headerTop"]! + (bottom ? row["headerHeight"]! : 0)
  }

  static func browser() throws -> (ChromiumPipe, ChromiumPage) {
    let executable = try #require(ChromiumPipe.executable)
    let scratch = try ScratchDirectory.make("chromium-export")
    let pipe = try ChromiumPipe(
      executable: executable, scratch: scratch,
      arguments: ChromiumPipe.quietArguments(width: 412, height: 915))
    return (pipe, try ChromiumPage(pipe: pipe, scratch: scratch, width: 412, height: 915))
  }

  /// The header's edge in the page after jumping to `y` and letting `wait` seconds pass.
  static func edge(_ page: ChromiumPage, scrollTo y: Double, wait: Double, bottom: Bool) throws
    -> Double
  {
    _ = try page.evaluate("window.scrollTo(0, \(y)); 0")
    Thread.sleep(forTimeInterval: wait)
    let side = bottom ? "bottom" : "top"
    return try #require(
      try page.evaluate("document.getElementById('header').getBoundingClientRect().\(side)")
        as? Double)
  }

  @Test func aStickyPagesHeaderFollowsTheScrollAsTraced() async throws {
    let offsets: [Double] = [10, 28, 41.5, 56, 57, 120, 900, 30, 0]
    let dir = try TemporaryDirectory()
    let (url, rows) = try await Self.exportAndTrace("web-sticky", offsets: offsets, in: dir)
    let (pipe, page) = try Self.browser()
    defer { pipe.close() }
    try page.load(url)
    let rest = try Self.edge(page, scrollTo: 0, wait: 0.05, bottom: true)
    let tracedRest = Self.traced(rows, index: -1, bottom: true)
    for (i, y) in offsets.enumerated() {
      let shown = try Self.edge(page, scrollTo: y, wait: 0.05, bottom: true) - rest
      let traced = Self.traced(rows, index: i, bottom: true) - tracedRest
      #expect(abs(shown - traced) <= 0.5, "at \(y) px: the page's edge \(shown), traced \(traced)")
    }
  }

  @Test func aHeadroomPagesHeaderRestsWhereTraced() async throws {
    // Down, down, a little up, up again, down: every change of direction and a repeat of each.
    let offsets: [Double] = [200, 400, 380, 300, 700, 900, 600]
    let dir = try TemporaryDirectory()
    let (url, rows) = try await Self.exportAndTrace("web-headroom", offsets: offsets, in: dir)
    let (pipe, page) = try Self.browser()
    defer { pipe.close() }
    try page.load(url)
    let rest = try Self.edge(page, scrollTo: 0, wait: Self.step, bottom: false)
    let tracedRest = Self.traced(rows, index: -1, bottom: false)
    var moved = false
    for (i, y) in offsets.enumerated() {
      let shown = try Self.edge(page, scrollTo: y, wait: Self.step, bottom: false) - rest
      let traced = Self.traced(rows, index: i, bottom: false) - tracedRest
      moved = moved || abs(traced) > 1
      #expect(abs(shown - traced) <= 0.5, "at \(y) px: the page's top \(shown), traced \(traced)")
    }
    #expect(moved, "the traced header unpinned at least once")
  }
}
