import SandboxStage
import Testing

/// When the window may stop drawing and wait for input.
struct IdlePolicyTests {
  let span = 6.0

  @Test func aWindowAtRestWithNothingPendingWaits() {
    #expect(IdlePolicy.mayWait(after: FrameActivity(), plotSpan: span))
  }

  @Test func anythingThatMovesOrArrivesKeepsDrawing() {
    let busy = [
      FrameActivity(hadEvents: true),
      FrameActivity(phonesAtRest: false),
      FrameActivity(replaying: true),
      FrameActivity(hostBusy: true),
      FrameActivity(plotsShown: true, secondsSinceMotion: 2),
    ]
    for activity in busy {
      #expect(!IdlePolicy.mayWait(after: activity, plotSpan: span), "\(activity)")
    }
  }

  @Test func plotsStopOnceTheLastMotionHasScrolledOut() {
    #expect(
      IdlePolicy.mayWait(
        after: FrameActivity(plotsShown: true, secondsSinceMotion: 6.01), plotSpan: span))
    #expect(
      IdlePolicy.mayWait(
        after: FrameActivity(plotsShown: false, secondsSinceMotion: 0), plotSpan: span))
  }
}
