import Testing

@testable import MotionMeasure

/// A list whose rows repeat (readme-demo's cards cycle every eight) matches itself at a shift
/// far from the true one over a shorter overlap, and a camera cutout that stays put on screen
/// spoils the true match's long overlap: at 25 fps `measure` read +431 px for a true -97 and
/// lost 528 pt. The shift the motion predicts wins unless a far one is clearly cheaper.
@Suite struct LookAlikeShiftTests {
  static let rows = 400
  static let period = 100
  /// Every block of `period` rows looks alike but for one shade (the card's number).
  static func content(_ y: Int, _ band: Int) -> Float {
    let within = ((y % period) + period) % period
    let block = y >= 0 ? y / period : (y - period + 1) / period
    return Float(40 + ((within / 6) * 37 + band * 53) % 170) + Float(block) * 5.66
  }

  /// The reference frame (a cutout over rows 10..<30 of the middle bands) and the current one,
  /// the content moved `shift` rows (row `y` now shows the reference's row `y + shift`).
  static func frames(shift: Int, cutout: Bool = true) -> (
    current: FrameProfile, reference: FrameProfile
  ) {
    let count = FrameProfile.bandCount
    var reference = [Float](repeating: 0, count: rows * count)
    var current = reference
    for y in 0..<rows {
      for band in 0..<count {
        let covered = cutout && (10..<30).contains(y) && (5...10).contains(band)
        reference[y * count + band] = covered ? 0 : content(y, band)
        current[y * count + band] = content(y + shift, band)
      }
    }
    let side = [Float](repeating: 0, count: rows)
    return (
      FrameProfile(rows: rows, bands: current, side: side),
      FrameProfile(rows: rows, bands: reference, side: side)
    )
  }

  static func register(predicted: Int?, cutout: Bool = true) -> ProfileRegistration.Match? {
    let (current, reference) = frames(shift: -32, cutout: cutout)
    return ProfileRegistration.register(
      current, reference, currentRows: 0..<rows, referenceRows: 0..<rows, maximumShift: 240,
      coarseFactor: 4, middleFactor: 1, predicted: predicted)
  }

  @Test func aLookAlikeOnlyALittleCheaperLosesToThePredictedShift() throws {
    // The setting is what it claims: the look-alike 100 rows on is the cheaper match.
    let (current, reference) = Self.frames(shift: -32)
    let near = ProfileRegistration.cost(
      current, reference, shift: -32, currentRows: 0..<Self.rows, referenceRows: 0..<Self.rows)
    let far = ProfileRegistration.cost(
      current, reference, shift: 68, currentRows: 0..<Self.rows, referenceRows: 0..<Self.rows)
    #expect(far.cost < near.cost && near.cost < ProfileRegistration.ambiguityRatio * far.cost)
    #expect(Self.register(predicted: nil).map { $0.shift.rounded() } == 68)
    let match = try #require(Self.register(predicted: -32))
    #expect(abs(match.shift + 32) < 0.5)
    // Reported as ambiguous, never as featureless (0) or certain.
    #expect(match.confidence > 0 && match.confidence <= 0.5)
  }

  @Test func aClearlyCheaperShiftStillBeatsAWrongPrediction() throws {
    // No cutout: the true shift matches exactly, and a prediction of the look-alike (a finger
    // that stopped a fling, say) does not hold it.
    let match = try #require(Self.register(predicted: 68, cutout: false))
    #expect(abs(match.shift + 32) < 0.5)
    #expect(match.confidence > 0.5)
  }
}
