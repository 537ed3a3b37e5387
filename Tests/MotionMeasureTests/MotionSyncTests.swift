import Foundation
import MotionMeasure
import Testing

/// Sync by motion (issue 33, item 1): the lag that matches two velocity curves is found within
/// a fraction of a frame, whatever the speed scale; still or opposite curves find none and say
/// why.
@Suite("Motion sync")
struct MotionSyncTests {
  /// A flick sampled at 60 fps from 0 to `length` s: a finger that speeds up to `speed` pt/s
  /// over 0.15 s from `start` (a smooth ramp, as a measured velocity is), then a UIKit coast
  /// (× 0.998 per ms), and a second, slower flick 1.5 s later.
  static func flicks(start: Double, speed: Double = 2_600, length: Double = 5) -> MotionSync.Motion
  {
    let times = (0...Int(length * 60)).map { Double($0) / 60 }
    let k = -log(0.998) * 1000
    func velocity(_ t: Double, from begin: Double, speed: Double) -> Double {
      guard t >= begin else { return 0 }
      if t < begin + 0.15 { return speed * pow(sin((t - begin) / 0.15 * .pi / 2), 2) }
      return speed * exp(-k * (t - begin - 0.15))
    }
    return MotionSync.Motion(
      times: times,
      velocities: times.map {
        velocity($0, from: start, speed: speed) + velocity($0, from: start + 1.5, speed: speed / 3)
      })
  }

  @Test(arguments: [0.0, 0.4, -0.283, 0.7, 1.234])
  func aShiftedCopyIsFoundWithinAFractionOfAFrame(shift: Double) throws {
    let phone = Self.flicks(start: 1)
    let recording = Self.flicks(start: 1 + shift)
    let match = try MotionSync.match(recording: recording, phone: phone).get()
    #expect(abs(match.offset - shift) <= 1.0 / 240, "\(match)")
    #expect(match.score > 0.99)
  }

  @Test func theScaleOfTheRecordingDoesNotMatter() throws {
    let phone = Self.flicks(start: 1)
    var recording = Self.flicks(start: 1.3)
    recording.velocities = recording.velocities.map { $0 * 3 }
    let match = try MotionSync.match(recording: recording, phone: phone).get()
    #expect(abs(match.offset - 0.3) <= 1.0 / 240)
    #expect(match.score > 0.99)
  }

  @Test func aSecondStrokeDoesNotPullTheMatchOntoItself() throws {
    // The first flick's release alone would line up either flick with either; the whole curve
    // pins the pair.
    let phone = Self.flicks(start: 0.5, length: 6)
    let recording = Self.flicks(start: 2.0, length: 6)
    let match = try MotionSync.match(recording: recording, phone: phone).get()
    #expect(abs(match.offset - 1.5) <= 1.0 / 240, "\(match)")
  }

  @Test func aStillCurveHasNothingToMatchAndSaysWhich() {
    let phone = Self.flicks(start: 1)
    let still = MotionSync.Motion(times: phone.times, velocities: phone.times.map { _ in 3 })
    #expect(
      MotionSync.match(recording: still, phone: phone) == .failure(.recordingStill))
    #expect(MotionSync.match(recording: phone, phone: still) == .failure(.phoneStill))
    #expect(MotionSync.NoMatch.recordingStill.reason == "the recording's content never moves")
  }

  @Test func motionTheOtherWayIsNoMatch() {
    let phone = Self.flicks(start: 1)
    var reversed = phone
    reversed.velocities = phone.velocities.map { -$0 }
    guard
      case .failure(.noCommonMotion(let best)) = MotionSync.match(recording: reversed, phone: phone)
    else {
      Issue.record("a flick the other way matched")
      return
    }
    #expect(best < MotionSync.minimumScore)
    #expect(
      MotionSync.NoMatch.noCommonMotion(best: 0.123).reason
        == "no motion in common (best score 0.12 < 0.50)")
  }

  @Test func aLimitKeepsTheOffsetInsideIt() throws {
    let phone = Self.flicks(start: 0.5, length: 6)
    let recording = Self.flicks(start: 2.0, length: 6)
    // With the true lag (1.5 s) ruled out, the best inside ±1 s is far weaker.
    let limited = MotionSync.match(recording: recording, phone: phone, limit: 1)
    if case .success(let match) = limited {
      #expect(abs(match.offset) <= 1 + 1e-9)
    }
  }

  @Test func scoresPrintWithTwoDecimals() {
    #expect(MotionSync.formatted(0.98) == "0.98")
    #expect(MotionSync.formatted(1) == "1.00")
    #expect(MotionSync.formatted(0.05) == "0.05")
    #expect(MotionSync.formatted(-0.4) == "-0.40")
  }
}
