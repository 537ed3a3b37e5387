import Foundation
import TestSupport
import Testing

/// A flick at 0.2 s on the standard viewport at scale 1, so debug renders stay quick.
func renderScript(duration: Double) -> String {
  """
  {"version": 1, "preset": "showcase", "fps": 60, "duration": \(duration),
   "viewport": {"width": 390, "height": 844, "scale": 1},
   "events": [
     {"t": 0.2, "type": "swipe", "x": 195, "fromY": 650, "toY": 250, "duration": 0.15}
   ]}
  """
}

/// A fresh temporary directory holding `renderScript(duration:)` as `name`.
func renderFixture(duration: Double, name: String = "flick.json") throws -> (
  dir: URL, script: URL
) {
  let dir = try TemporaryDirectory()
  return (dir.url, URL(fileURLWithPath: try dir.write(name, renderScript(duration: duration))))
}

/// Frame count, size and pixel format of a video, from ffprobe.
func probe(_ path: String) throws -> (frames: Int, width: Int, height: Int, pixelFormat: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
  process.arguments = [
    "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
    "stream=nb_read_frames,width,height,pix_fmt", "-of", "csv=p=0", path,
  ]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let fields = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    .split(separator: ",").map(String.init)
  guard fields.count == 4 else { return (0, 0, 0, "") }
  return (Int(fields[3]) ?? 0, Int(fields[0]) ?? 0, Int(fields[1]) ?? 0, fields[2])
}

@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason))
struct RenderCommandTests {
  @Test func mp4HasExactlyDurationTimesFpsFramesInYuv420p() throws {
    let (dir, script) = try renderFixture(duration: 5, name: "flick.json")
    let out = dir.appendingPathComponent("flick.mp4").path
    let result = try runSandbox(["render", script.path, "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "no progress bar when stderr is not a terminal")
    let info = try probe(out)
    #expect(info.frames == 300)
    #expect(info.width == 390 && info.height == 844)
    #expect(info.pixelFormat == "yuv420p")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      .filter { $0.contains("partial") }
    #expect(leftovers.isEmpty)
  }

  @Test func pngSequenceIsDeterministicAndShowsTouchIndicators() throws {
    let (dir, script) = try renderFixture(duration: 0.5, name: "flick.json")
    let a = dir.appendingPathComponent("a").path
    let b = dir.appendingPathComponent("b").path
    let plain = dir.appendingPathComponent("plain").path
    #expect(try runSandbox(["render", script.path, "--out", a, "--touches"]).status == 0)
    #expect(try runSandbox(["render", script.path, "--out", b, "--touches"]).status == 0)
    #expect(try runSandbox(["render", script.path, "--out", plain]).status == 0)
    let frames = try FileManager.default.contentsOfDirectory(atPath: a).sorted()
    #expect(frames.count == 30)
    #expect(frames.first == "frame-00000.png")
    var differsFromPlain = false
    for name in frames {
      let first = FileManager.default.contents(atPath: "\(a)/\(name)")
      let second = FileManager.default.contents(atPath: "\(b)/\(name)")
      #expect(first != nil && first == second, "\(name) differs between two runs")
      if first != FileManager.default.contents(atPath: "\(plain)/\(name)") {
        differsFromPlain = true
      }
    }
    // The finger is down from 0.2 s to 0.35 s: those frames carry the indicator.
    #expect(differsFromPlain, "--touches draws indicators into the frames")
    let early = FileManager.default.contents(atPath: "\(a)/frame-00001.png")
    #expect(early == FileManager.default.contents(atPath: "\(plain)/frame-00001.png"))
  }

  @Test func existingOutputNeedsForce() throws {
    let (dir, script) = try renderFixture(duration: 0.2, name: "flick.json")
    let out = dir.appendingPathComponent("last.png").path
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: out))
    let refused = try runSandbox(["render", script.path, "--out", out])
    #expect(refused.status == 74)
    #expect(refused.stderr.contains("pass --force"))
    #expect(FileManager.default.contents(atPath: out) == Data("keep me".utf8))
    let forced = try runSandbox(["render", script.path, "--out", out, "--force"])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(
      FileManager.default.contents(atPath: out)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
  }

  @Test func unwritableOutputExits74() throws {
    let (_, script) = try renderFixture(duration: 0.2, name: "flick.json")
    let result = try runSandbox(["render", script.path, "--out", "/nonexistent-dir/x.mp4"])
    #expect(result.status == 74)
    #expect(result.stderr.contains("/nonexistent-dir/x.mp4"))
  }

  @Test func missingFfmpegExits69NamingThePackage() throws {
    let (dir, script) = try renderFixture(duration: 0.2, name: "flick.json")
    let result = try runSandbox(
      ["render", script.path, "--out", dir.appendingPathComponent("x.mp4").path],
      environment: ["PATH": dir.path])
    #expect(result.status == 69)
    #expect(result.stderr.contains("apt-get install ffmpeg"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    #expect(leftovers == ["flick.json"])
  }

  @Test func badFlagsAreUsageErrors() throws {
    let (dir, script) = try renderFixture(duration: 0.2, name: "flick.json")
    let noOut = try runSandbox(["render", script.path])
    #expect(noOut.status == 64)
    #expect(noOut.stderr.contains("--out"))
    let badExt = try runSandbox(["render", script.path, "--out", "x.avi"])
    #expect(badExt.status == 64)
    #expect(badExt.stderr.contains(".avi"))
    let badFps = try runSandbox(["render", script.path, "--out", "x.mp4", "--fps", "0"])
    #expect(badFps.status == 64)
    let missing = try runSandbox([
      "render", dir.appendingPathComponent("nope.json").path, "--out", "x.mp4",
    ])
    #expect(missing.status == 66)
  }

  /// The GIF is encoded at 30 fps from the 60 fps script, so its count differs from the frames
  /// rendered; the message must count the file.
  @Test(arguments: ["mp4", "gif"])
  func sigintLeavesAPlayableVideoWithEveryFinishedFrame(format: String) throws {
    let (dir, script) = try renderFixture(duration: 60, name: "long.json")
    let out = dir.appendingPathComponent("long.\(format)").path
    let process = Process()
    process.executableURL = sandboxBinary()
    process.arguments = ["render", script.path, "--out", out]
    var env = ProcessInfo.processInfo.environment
    for (key, value) in try WatchedHome().environment { env[key] = value }
    process.environment = env
    let err = Pipe()
    process.standardError = err
    process.standardOutput = Pipe()
    try process.run()
    // Wait until ffmpeg has received a few frames: its temporary MP4 grows; a GIF is written
    // only at the end (one palette for the whole file), so there the file merely appears.
    let growing = format == "mp4"
    let deadline = Date().addingTimeInterval(30)
    var started = false
    while Date() < deadline {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
      if let partial = names.first(where: { $0.contains("partial") }),
        let size = try? FileManager.default.attributesOfItem(atPath: "\(dir.path)/\(partial)")[
          .size]
          as? Int, size > 0 || !growing
      {
        started = true
        break
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(started)
    Thread.sleep(forTimeInterval: growing ? 0.5 : 1.5)
    process.interrupt()
    process.waitUntilExit()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 130, "\(message)")
    #expect(message.contains("interrupted"))
    let info = try probe(out)
    #expect(info.frames > 0 && info.frames < 3600, "\(info.frames) frames")
    #expect(
      message.contains("holds the \(info.frames) frames"), "the message counts what the file holds")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      .filter { $0.contains("partial") }
    #expect(leftovers.isEmpty)
  }

  @Test func compareRendersTwoPhonesSideBySide() throws {
    let (dir, script) = try renderFixture(duration: 0.5, name: "flick.json")
    let out = dir.appendingPathComponent("ab.mp4").path
    let result = try runSandbox([
      "render", script.path, "--out", out, "--compare", "mdc-default",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let info = try probe(out)
    let band = 52  // PhoneArrangement.captionBandHeight
    #expect(info.width == 796 && info.height == 844 + band, "a 16 pt gutter and the caption band")
    #expect(info.frames == 30)
  }

  @Test func compareRepeatsUpToFivePhonesAndRefusesASixth() throws {
    let (dir, script) = try renderFixture(duration: 0.2, name: "flick.json")
    let out = dir.appendingPathComponent("five.png").path
    let others = ["mdc-default", "uikit-like", "android-like", "flutter-like"]
    let five = try runSandbox(
      ["render", script.path, "--out", out] + others.flatMap { ["--compare", $0] })
    #expect(five.status == 0, "\(five.stderr)")
    let six = try runSandbox(
      ["render", script.path, "--out", out, "--force"]
        + (others + ["mdc-high-importance"]).flatMap { ["--compare", $0] })
    #expect(six.status == 64)
    #expect(
      six.stderr.contains("--compare: at most 4 compared phones (5 in all), found 5"),
      "\(six.stderr)")
  }

  @Test func ghostsAndFromAreCheckedAndDrawn() throws {
    let (dir, script) = try renderFixture(duration: 0.5, name: "flick.json")
    let out = dir.appendingPathComponent("g.png").path
    let bad = try runSandbox(["render", script.path, "--out", out, "--ghosts", "0"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--ghosts: expected a frame count in 1…60, found \"0\""))
    let late = try runSandbox(["render", script.path, "--out", out, "--from", "9"])
    #expect(late.status == 64)
    #expect(
      late.stderr.contains("--from 9.0: the script lasts 0.5 s (30 frames)"), "\(late.stderr)")
    let plain = dir.appendingPathComponent("plain").path
    let ranged = try runSandbox(
      ["render", script.path, "--out", plain + "/", "--from", "0.4", "--ghosts", "6"])
    #expect(ranged.status == 0, "\(ranged.stderr)")
    let written = try FileManager.default.contentsOfDirectory(atPath: plain)
    #expect(written.count == 6, "only the frames from 0.4 s: \(written.sorted())")
    #expect(
      ranged.stdout == "render: wrote \(plain)/: frames 24…29 (6 at 60 fps), 0.400…0.483 s\n",
      "a finished render says what it wrote")
  }
}
