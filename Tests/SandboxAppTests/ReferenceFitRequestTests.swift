import MotionFit
import MotionMeasure
import SandboxStage
import SandboxFormats
import Testing

@testable import SandboxApp

/// How a reference video's rows and phone A's script are put on one clock.
@Suite struct ReferenceFitRequestTests {
  /// 60 rows at 30 fps, the offset rising 1 pt a frame.
  static let rows = (0..<60).map { i in
    MeasureRow(
      time: Double(i) / 30, scrollOffset: Double(i), scrollVelocity: 30, headerBottom: 100,
      confidence: 1)
  }

  static func request(offset: Double, eventAt t: Double) -> ReferenceFitRequest {
    let script = EventScript(
      viewport: .standard, fps: 60, duration: 3,
      events: [
        TimedScriptEvent(
          t: t, event: .swipe(x: 195, fromY: 600, toY: 400, duration: 0.1, hold: 0))
      ])
    return ReferenceFitRequest(
      videoPath: "ref.mp4", timeOffset: offset, values: ConfigValues(), script: script)
  }

  @Test func aVideoStartingBeforeTheSessionLosesItsEarlyFrames() throws {
    let (series, gesture) = try Self.request(offset: -0.5, eventAt: 0.3).aligned(Self.rows)
    #expect(series.count == 45, "frames from video time 0.5 s on")
    #expect(series.time.first == 0)
    #expect(series.scrollOffset.first == 15)
    guard case .script(let script) = gesture else {
      Issue.record("expected phone A's script")
      return
    }
    #expect(script.events.map(\.t) == [0.3], "the script keeps its clock")
  }

  @Test func aVideoStartingAfterTheSessionMovesTheScriptEarlier() throws {
    let (series, gesture) = try Self.request(offset: 0.25, eventAt: 0.3).aligned(Self.rows)
    #expect(series.count == 60)
    guard case .script(let script) = gesture else {
      Issue.record("expected phone A's script")
      return
    }
    #expect(abs(script.events[0].t - 0.05) < 1e-12)
    #expect(script.duration == 2.75)
  }

  @Test func anEventBeforeTheVideoIsAnError() {
    #expect {
      _ = try Self.request(offset: 0.5, eventAt: 0.3).aligned(Self.rows)
    } throws: { error in
      let message = (error as? CommandFailure)?.message ?? ""
      return message.contains("ref.mp4: the video starts at 0.5 s of the session")
        && message.contains("phone A's event at 0.3 s")
    }
  }
}
