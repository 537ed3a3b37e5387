import Testing

@testable import SandboxStage

/// A reference recording's frames on the timeline: the offset's sign, frames chosen by their own
/// timestamps, nudges and the badge text.
@Suite struct ReferenceTrackTests {
  /// Frames at 0, 1/60, 2/60 … of a 60 fps recording, `count` of them.
  static func steady(_ count: Int, fps: Double = 60) -> [Double] {
    (0..<count).map { Double($0) / fps }
  }

  @Test func recordingTimeIsTimelineTimePlusTheOffset() {
    let track = ReferenceTrack(path: "r.mp4", offset: 0.5, frameTimes: Self.steady(120))
    #expect(track.recordingTime(atTimelineTime: 1) == 1.5)
    // A positive offset shows the recording further along: frame 30 (0.5 s) at timeline 0.
    #expect(track.frameIndex(atTimelineTime: 0) == 30)
    let late = ReferenceTrack(path: "r.mp4", offset: -0.5, frameTimes: Self.steady(120))
    #expect(late.frameIndex(atTimelineTime: 0) == nil, "the recording starts later")
    #expect(late.frameIndex(atTimelineTime: 0.5) == 0)
    #expect(late.frameIndex(atTimelineTime: 0.5 + 1.0 / 60) == 1)
  }

  @Test func framesAreChosenByTheirOwnTimestamps() {
    // A variable frame rate: a burst, a long gap, a burst.
    let times = [0, 0.01, 0.02, 0.5, 0.51]
    let track = ReferenceTrack(path: "v.mov", offset: 0, frameTimes: times)
    #expect(track.frameIndex(atTimelineTime: 0.013) == 1)
    #expect(track.frameIndex(atTimelineTime: 0.017) == 2, "the nearest frame in a burst")
    #expect(track.frameIndex(atTimelineTime: 0.3) == 2, "the last frame shown holds in a gap")
    #expect(track.frameIndex(atTimelineTime: 0.49) == 2, "even just before the gap's end")
    #expect(track.frameIndex(atTimelineTime: 0.5) == 3, "a frame shows at its own time exactly")
    #expect(track.frameIndex(atTimelineTime: 0.504) == 3)
    #expect(track.frameIndex(atTimelineTime: 0.506) == 4)
    #expect(abs(track.frameInterval - 0.01) < 1e-9, "the median gap")
    #expect(track.frameIndex(atTimelineTime: 0.519) == 4)
    #expect(track.frameIndex(atTimelineTime: 0.521) == nil, "one frame past the last: ended")
  }

  /// Issue 33: between two frames of a steady recording the window shows the nearer one, so the
  /// recording is never more than half a frame behind or ahead of the phones; at a frame's own
  /// time (where `render` and `trace` sample) it shows that frame.
  @Test func betweenFramesTheNearerOneIsShown() {
    let track = ReferenceTrack(path: "r.mp4", offset: 0, frameTimes: Self.steady(120))
    #expect(track.frameIndex(atTimelineTime: 30.4 / 60) == 30)
    #expect(track.frameIndex(atTimelineTime: 30.6 / 60) == 31)
    for k in 0..<120 { #expect(track.frameIndex(atTimelineTime: Double(k) / 60) == k) }
  }

  @Test func aNudgeMovesTheRecordingByItsOwnFrames() {
    var track = ReferenceTrack(path: "r.mp4", offset: 0, frameTimes: Self.steady(60, fps: 30))
    track.nudge(frames: 1)
    #expect(abs(track.offset + 1.0 / 30) < 1e-6, "one frame later: the offset drops")
    #expect(track.offsetFrames == -1)
    track.nudge(frames: -10)
    #expect(track.offsetFrames == 9)
    #expect(track.offsetText == "+0.300 s (+9 f)")
    track.offset = -0.0166
    track.frameTimes = Self.steady(10)
    #expect(track.offsetText == "−0.017 s (−1 f)")
  }

  @Test func anOffsetShowsTheRecordingThatMuchLater() {
    // Recording time = timeline + offset: the recording's frame at 1.75 s shows when phone A
    // is at 1.25 s.
    let offset = 0.5
    let track = ReferenceTrack(path: "r.mp4", offset: offset, frameTimes: Self.steady(300))
    #expect(track.frameIndex(atTimelineTime: 1.25) == 105)
  }
}
