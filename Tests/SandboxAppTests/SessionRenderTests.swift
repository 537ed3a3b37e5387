import Foundation
import TestSupport
import Testing

/// `render SESSION.json`: phones side by side, marker comments in the frames, chapters in MP4.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason))
struct SessionRenderTests {
  /// A two-phone session with a short inline flick at 10 fps (quick in debug builds).
  func session(markers: String) -> String {
    """
    {"version": 1,
     "script": {"version": 1, "fps": 10, "duration": 1,
                "viewport": {"width": 390, "height": 844, "scale": 1},
                "events": [{"t": 0.1, "type": "swipe", "x": 195, "fromY": 650, "toY": 250, "duration": 0.15}]},
     "phones": [{"preset": "showcase"}, {"preset": "mdc-default"}],
     "markers": [\(markers)]}
    """
  }

  @Test func markersAreCaptionsAtTheirTimeAndChaptersInTheVideo() throws {
    let dir = try TemporaryDirectory()
    let notes = #"{"t": 0.5, "phone": "B", "text": "snap sooner"}, {"t": 0.8, "text": "same end"}"#
    let annotated = try dir.write("review.json", session(markers: notes))
    let plain = try dir.write("plain.json", session(markers: ""))
    for (file, out) in [(annotated, "a"), (plain, "p")] {
      let result = try runSandbox(["render", file, "--out", dir.path(out)])
      #expect(result.status == 0, "\(result.stderr)")
    }
    func frame(_ folder: String, _ index: Int) -> Data? {
      FileManager.default.contents(atPath: "\(dir.path(folder))/frame-0000\(index).png")
    }
    #expect(frame("a", 4) != nil && frame("a", 4) == frame("p", 4), "no note before 0.5 s")
    #expect(frame("a", 5) != frame("p", 5), "the note shows from its time")
    let video = dir.path("review.mp4")
    let result = try runSandbox(["render", annotated, "--out", video])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try probe(video).width == 796, "two phones side by side with their captions")
    #expect(
      try chapters(video) == [
        "0.000000-0.500000 Start", "0.500000-0.800000 B: snap sooner",
        "0.800000-1.000000 all: same end",
      ])
  }

  /// A session phone's `device` draws it on that device, and the frame is the one `render`
  /// draws for the same phones from flags: the window's own layout, captions included.
  @Test func aPhoneOnItsOwnDeviceIsDrawnAsRenderDrawsCompare() throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write(
      "flick.json",
      """
      {"version": 1, "fps": 10, "duration": 1,
       "viewport": {"width": 390, "height": 844, "scale": 1},
       "events": [{"t": 0.1, "type": "swipe", "x": 195, "fromY": 650, "toY": 250, "duration": 0.15}]}
      """)
    let file = try dir.write(
      "review.json",
      """
      {"version": 1, "script": "flick.json",
       "phones": [{"preset": "showcase"}, {"preset": "mdc-default", "device": "pixel-8"}]}
      """)
    let fromSession = dir.path("session.png")
    let fromFlags = dir.path("flags.png")
    let session = try runSandbox(["render", file, "--out", fromSession, "--frame", "5"])
    #expect(session.status == 0, "\(session.stderr)")
    #expect(!session.stderr.contains("not yet supported"))
    let flags = try runSandbox([
      "render", script, "--preset", "showcase", "--compare", "mdc-default@pixel-8", "--out",
      fromFlags, "--frame", "5",
    ])
    #expect(flags.status == 0, "\(flags.stderr)")
    let sessionPNG = try #require(FileManager.default.contents(atPath: fromSession))
    #expect(sessionPNG == FileManager.default.contents(atPath: fromFlags))
    let width = sessionPNG[16..<20].reduce(0) { $0 << 8 | Int($1) }
    #expect(width > 796, "the Pixel 8 is wider than the iPhone A is drawn on")
  }

  @Test func aSessionSaysThePhonesSoCompareIsRefused() throws {
    let dir = try TemporaryDirectory()
    let file = try dir.write("review.json", session(markers: ""))
    let result = try runSandbox([
      "render", file, "--out", dir.path("x.mp4"), "--compare", "showcase",
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("is a session: it says the phones; drop --compare"))
  }

  /// `start-end title` for every chapter of a video, from ffprobe.
  func chapters(_ path: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
    process.arguments = [
      "-v", "error", "-show_entries", "chapter=start_time,end_time:chapter_tags=title", "-of",
      "csv=p=0", path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
      let fields = line.split(separator: ",", maxSplits: 2).map(String.init)
      return fields.count == 3 ? "\(fields[0])-\(fields[1]) \(fields[2])" : String(line)
    }
  }
}
