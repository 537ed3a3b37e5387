import PhoneSimulation
import Testing

@testable import SandboxStage

/// The frame grid every runner and render numbers frames by, and its one `--from` rule.
@Suite struct FrameGridTests {
  @Test func framesAreRoundedDurationTimesFPSAndAtLeastOne() {
    #expect(FrameGrid(duration: 2, fps: 30).frameCount == 60)
    #expect(FrameGrid(duration: 1.01, fps: 60).frameCount == 61)
    #expect(FrameGrid(duration: 0.001, fps: 60).frameCount == 1)
    #expect(FrameGrid(duration: .nan, fps: 60).frameCount == 1)
    #expect(FrameGrid(duration: 1, fps: 0).fps == 1)
    #expect(FrameGrid(duration: 0.5, fps: 60).duration == 0.5)
  }

  @Test func fromKeepsTheFirstFrameNotBeforeIt() {
    let grid = FrameGrid(duration: 2, fps: 60)
    #expect(grid.firstFrame(from: 0) == 0)
    #expect(grid.firstFrame(from: -1) == 0)
    // Frame 1 is at 0.016666…: before 0.0167, so frame 2 is the first kept.
    #expect(grid.firstFrame(from: 0.0167) == 2)
    // A frame's own time, rounded down to the millisecond as a saved loop range writes it.
    #expect(grid.firstFrame(from: 0.016) == 1)
    #expect(grid.firstFrame(from: 1.0 / 60.0) == 1)
    #expect(grid.firstFrame(from: 0.5) == 30)
    #expect(grid.firstFrame(from: 0.499) == 30)
    #expect(grid.firstFrame(from: 0.4999999999) == 30)
  }

  @Test func aLoopRangesRenderStartKeepsItsFrame() {
    let grid = FrameGrid(duration: 10, fps: 60)
    for frame in [1, 7, 59, 61, 333, 599] {
      let start = Double(StageSession.renderStart(grid.time(ofFrame: frame)))!
      #expect(grid.firstFrame(from: start) == frame, "frame \(frame) from \(start)")
    }
  }
}
