import Foundation
import TestSupport
import Testing

/// `header-sandbox review`: the page and its video, and the page in a real browser.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason))
struct ReviewCommandTests {
  func session() -> String {
    """
    {"version": 1,
     "script": {"version": 1, "fps": 30, "duration": 2,
                "viewport": {"width": 390, "height": 844, "scale": 1},
                "events": [{"t": 0.2, "type": "swipe", "x": 195, "fromY": 650, "toY": 250, "duration": 0.15}]},
     "phones": [{"preset": "showcase"}, {"preset": "mdc-default", "set": {"header.minimumHeight": 60}}],
     "markers": [{"t": 0.6, "phone": "B", "text": "snap sooner"}, {"t": 1.5, "text": "send it on"}]}
    """
  }

  /// Debian's Chromium, which `Scripts/bootstrap.sh --test` installs.
  static var chromium: String? {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  @Test func writesASelfContainedPageAndItsVideoAndRefusesToOverwrite() throws {
    let dir = try TemporaryDirectory()
    let file = try dir.write("review.json", session())
    let out = dir.path("page")
    let result = try runSandbox(["review", file, "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOfFile: "\(out)/index.html", encoding: .utf8)
    #expect(html.contains("src=\"review.mp4\""))
    #expect(!html.contains("https://"), "viewable without a network")
    #expect(try probe("\(out)/review.mp4").frames == 60)
    let again = try runSandbox(["review", file, "--out", out])
    #expect(again.status == 74)
    #expect(try runSandbox(["review", file, "--out", out, "--force"]).status == 0)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.url.path)
    #expect(leftovers.sorted() == ["page", "review.json"], "no temporary folder left")
  }

  /// Five phones on three devices and four models, with a note between two frames and one
  /// long enough to wrap: the widest page a review makes.
  func fivePhoneSession() -> String {
    """
    {"version": 1,
     "script": {"version": 1, "fps": 30, "duration": 1,
                "viewport": {"width": 390, "height": 844, "scale": 1},
                "events": [{"t": 0.1, "type": "swipe", "x": 195, "fromY": 700, "toY": 100, "duration": 0.08}]},
     "phones": [{"preset": "showcase"}, {"preset": "android-views"},
                {"preset": "compose-m3", "set": {"composeM3.snapStiffness": 800}},
                {"preset": "flutter-sliver", "device": "pixel-8"},
                {"preset": "mdc-default", "device": "iphone-se", "set": {"header.minimumHeight": 60}}],
     "markers": [{"t": 0.4041666666666667, "phone": "B", "text": "snap sooner"},
                 {"t": 0.7, "text": "send these values on to the Android and Flutter teams, with a note long enough to wrap"}]}
    """
  }

  /// The page opened headless: no console errors, the video plays, a marker seeks it, and every
  /// plot has one series per phone (the page reports through `#selftest`).
  @Test(.enabled(if: chromium != nil, "needs Debian's chromium: Scripts/bootstrap.sh --test"))
  func thePageWorksInARealBrowser() throws {
    let dir = try TemporaryDirectory()
    let file = try dir.write("review.json", session())
    let out = dir.path("page")
    #expect(try runSandbox(["review", file, "--out", out]).status == 0)
    let (report, json) = try Self.selfTest(out, in: dir)
    #expect((report["errors"] as? [Any])?.isEmpty == true, "console errors: \(json)")
    #expect((report["played"] as? Double ?? 0) > 0.05, "the video's time advances: \(json)")
    #expect(report["seekedTo"] as? Double == 0.6, "clicking the first marker seeks: \(json)")
    #expect(report["series"] as? [Int] == [2, 2, 2], "one series per phone: \(json)")
    #expect(
      report["legends"] as? [Int] == [3, 3, 3], "a legend per plot, the notes in it: \(json)")
  }

  /// Five phones at 1280 px: nothing makes the page scroll sideways; the parameter table and
  /// the code scroll (or wrap) inside their own boxes.
  @Test(.enabled(if: chromium != nil, "needs Debian's chromium: Scripts/bootstrap.sh --test"))
  func fivePhonesFitA1280PixelWindow() throws {
    let dir = try TemporaryDirectory()
    let file = try dir.write("review.json", fivePhoneSession())
    let out = dir.path("page")
    let result = try runSandbox(["review", file, "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    let (report, json) = try Self.selfTest(out, in: dir, width: 1280)
    #expect((report["errors"] as? [Any])?.isEmpty == true, "console errors: \(json)")
    #expect(report["phones"] as? Int == 5, "\(json)")
    #expect(report["series"] as? [Int] == [5, 5, 5], "\(json)")
    let layout = try #require(report["layout"] as? [String: Any], "\(json)")
    #expect(layout["viewport"] as? Int == 1280, "the window is 1280 px wide: \(json)")
    let scrollWidth = try #require(layout["scrollWidth"] as? Int, "\(json)")
    #expect(scrollWidth <= 1280, "the page scrolls sideways: \(json)")
    #expect((layout["outside"] as? [Any])?.isEmpty == true, "wider than the window: \(json)")
    let html = try String(contentsOfFile: "\(out)/index.html", encoding: .utf8)
    #expect(
      html.contains("data-t=\"0.4041666666666667\">0.404 s · frame 25</a>"),
      "a note's time to the millisecond and in 60 fps frames; the link seeks to the exact time")
  }

  /// Opens `page/index.html#selftest` in headless Chromium (its own profile under `dir`, no
  /// network, `width` px wide when given) and returns the page's self-test report and its text.
  static func selfTest(
    _ page: String, in dir: TemporaryDirectory, width: Int? = nil
  ) throws -> (report: [String: Any], json: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
    let profile = dir.path("profile")
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)",
        "--autoplay-policy=no-user-gesture-required", "--virtual-time-budget=8000", "--dump-dom",
      ] + (width.map { ["--window-size=\($0),900"] } ?? []) + ["file://\(page)/index.html#selftest"]
    process.environment = ["HOME": dir.path("home"), "XDG_CONFIG_HOME": dir.path("config")]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let start = try #require(dom.range(of: "<pre id=\"selftest-result\">"), "\(dom.suffix(400))")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(
      of: "&quot;", with: "\"")
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return (try #require(parsed as? [String: Any], "\(json)"), json)
  }
}
