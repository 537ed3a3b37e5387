import Foundation
import TestSupport
import Testing

@testable import SandboxApp

/// The decoder's frame pipe is widened to 1 MiB where Linux allows it, and frames still arrive
/// whole and in order through it.
@Suite struct VideoDecoderPipeTests {
  @Test func theFramePipeHoldsAMebibyteAndFramesArriveWhole() throws {
    let dir = try ScratchDirectory.make("decoder-pipe")
    let video = dir.appendingPathComponent("ramp.mp4").path
    // Ten 600 × 1200 gray frames (720 kB each: bigger than a default pipe), brightening from
    // black, so each frame's mean says which one it is.
    try MeasureCommandTests.ffmpeg([
      "-f", "lavfi", "-i", "color=c=black:size=600x1200:rate=10:duration=1",
      "-vf", "geq=lum='20+20*N':cb=128:cr=128", "-c:v", "libx264", "-qp", "0", "-pix_fmt",
      "yuv420p", video,
    ])
    let decoder = try VideoDecoder(path: video, pixels: .gray)
    #if os(Linux)
      let limit =
        Int(
          (try? String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
      #expect(decoder.framePipeCapacity == min(1 << 20, max(limit, 65536)))
    #endif
    try decoder.start()
    var frame: [UInt8] = []
    var means: [Double] = []
    while decoder.read(into: &frame) {
      #expect(frame.count == 600 * 1200)
      means.append(Double(frame.reduce(0) { $0 + Int($1) }) / Double(frame.count))
    }
    try decoder.finish()
    #expect(means.count == 10)
    #expect(
      zip(means, means.dropFirst()).allSatisfy { $0.0 < $0.1 }, "frames out of order: \(means)")
  }
}
