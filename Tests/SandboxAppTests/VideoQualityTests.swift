import Foundation
import TestSupport
import Testing

@testable import SandboxApp

/// `render --quality` and `.mov`: the ffmpeg argument lists, and real tiny encodes checked with
/// ffprobe.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason))
struct VideoQualityTests {
  private func args(_ format: FFmpegEncoder.Format, _ quality: FFmpegEncoder.Quality) -> [String] {
    FFmpegEncoder.arguments(
      format: format, width: 393, height: 852, fps: 60, output: "o", quality: quality)
  }

  /// The value after the last `flag` in `list` (the output's, after the input's).
  private func value(_ list: [String], _ flag: String) -> String? {
    list.lastIndex(of: flag).map { list[$0 + 1] }
  }

  @Test func mp4QualitiesPickPresetCRFAndChroma() {
    let expected: [(FFmpegEncoder.Quality, String, String, String)] = [
      (.draft, "veryfast", "28", "yuv420p"), (.standard, "fast", "18", "yuv420p"),
      (.high, "slow", "10", "yuv444p"),
    ]
    for (quality, preset, crf, pixels) in expected {
      let list = args(.mp4, quality)
      #expect(value(list, "-c:v") == "libx264")
      #expect(value(list, "-preset") == preset && value(list, "-crf") == crf, "\(quality)")
      #expect(value(list, "-pix_fmt") == pixels, "\(quality)")
      // 4:2:0 pads odd sizes; 4:4:4 needs no padding.
      #expect((value(list, "-vf") != nil) == (quality != .high), "\(quality)")
      #expect(list.last == "o")
    }
    // The default is what `render` always wrote.
    #expect(
      FFmpegEncoder.arguments(format: .mp4, width: 2, height: 2, fps: 60, output: "o")
        == FFmpegEncoder.arguments(
          format: .mp4, width: 2, height: 2, fps: 60, output: "o", quality: .standard))
  }

  @Test func movIsProResLTThenHQThen4444() {
    let expected: [(FFmpegEncoder.Quality, String, String)] = [
      (.draft, "1", "yuv422p10le"), (.standard, "3", "yuv422p10le"), (.high, "4", "yuv444p10le"),
    ]
    for (quality, profile, pixels) in expected {
      let list = args(.mov, quality)
      #expect(value(list, "-c:v") == "prores_ks")
      #expect(value(list, "-profile:v") == profile && value(list, "-pix_fmt") == pixels)
      #expect(value(list, "-vendor") == "apl0" && value(list, "-f") == "mov")
    }
  }

  @Test func qualityAndScaleFlagsAreChecked() throws {
    let (_, script) = try renderFixture(duration: 0.2)
    let badQuality = try runSandbox(["render", script.path, "--out", "x.mp4", "--quality", "ultra"])
    #expect(badQuality.status == 64)
    #expect(
      badQuality.stderr.contains(
        "--quality: expected one of draft, standard, high, found \"ultra\""))
    let onPNG = try runSandbox(["render", script.path, "--out", "x.png", "--quality", "high"])
    #expect(onPNG.status == 64)
    #expect(onPNG.stderr.contains("--quality applies only to a .mp4 or .mov output"))
    let badScale = try runSandbox(["render", script.path, "--out", "x.png", "--scale", "9"])
    #expect(badScale.status == 64)
    #expect(badScale.stderr.contains("--scale: expected output pixels per point in 1…4"))
  }

  @Test(arguments: [
    ("mp4", "high", "yuv444p"), ("mov", "standard", "yuv422p10le"), ("mov", "high", "yuv444p12le"),
  ])
  func realEncodesHaveTheFormatAndEveryFrame(ext: String, quality: String, pixels: String) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffprobe") else { return }
    let (dir, script) = try renderFixture(duration: 0.25)
    let out = dir.appendingPathComponent("q.\(ext)").path
    let result = try runSandbox(["render", script.path, "--out", out, "--quality", quality])
    #expect(result.status == 0, "\(result.stderr)")
    let info = try probe(out)
    #expect(info.frames == 15)
    #expect(info.pixelFormat == pixels)
    // 4:2:2 pads the 390-pt width to an even one (already even here); 4:4:4 keeps it.
    #expect(info.width == 390 && info.height == 844)
  }

  @Test(arguments: [1.0, 2, 3])
  func scaleSetsTheOutputPixels(scale: Double) throws {
    let (dir, script) = try renderFixture(duration: 0.25)
    let out = dir.appendingPathComponent("s.png").path
    let result = try runSandbox([
      "render", script.path, "--out", out, "--scale", "\(Int(scale))", "--device", "iphone-se",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: out))
    // PNG IHDR: width and height, big-endian, at bytes 16 and 20.
    func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(be32(16) == Int(375 * scale) && be32(20) == Int(667 * scale))
  }
}
