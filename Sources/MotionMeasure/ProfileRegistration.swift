/// Vertical registration of two frame profiles: how many pixels the content moved between them.
///
/// The cost of a shift `s` is the mean squared band difference over the rows both frames show
/// as content: row `y` of the current frame against row `y + s` of the reference (positive `s`:
/// the content moved up, into the content). Rows entering or leaving the region simply fall out
/// of the overlap. The search runs coarse to fine (rows averaged about four points, then about
/// one, then single pixels) and ends with a parabola through the three best costs, which gives
/// the shift to a fraction of a pixel.
public enum ProfileRegistration {
  /// A registration's answer.
  public struct Match: Sendable, Equatable {
    /// The shift in pixels, sub-pixel.
    public var shift: Double
    /// The mean squared band difference at the best whole-pixel shift.
    public var cost: Double
    /// 0…1: how much better the best shift is than the best clearly different one.
    public var confidence: Double
  }

  /// The smallest share of the region both frames must show for a shift to be considered.
  public static let minimumOverlap = 0.35
  /// Squared luma difference treated as noise when judging confidence (compression noise).
  static let noiseFloor = 2.0
  /// A band difference beyond this (luma) counts as an outlier: something that does not scroll
  /// (a camera cutout, the status bar's text, a home indicator) or a row that entered. The
  /// whole-pixel search caps each square here, and the sub-pixel fit leaves such bands out.
  public static let outlierLuma: Float = 48

  /// Mean squared difference and the rows compared, for shift `shift`.
  /// `current` and `reference` are row ranges of content in each profile.
  static func cost(
    _ current: FrameProfile, _ reference: FrameProfile, shift: Int, currentRows: Range<Int>,
    referenceRows: Range<Int>
  ) -> (cost: Double, rows: Int) {
    let from = max(currentRows.lowerBound, referenceRows.lowerBound - shift)
    let to = min(currentRows.upperBound, referenceRows.upperBound - shift)
    guard to > from else { return (.infinity, 0) }
    let count = FrameProfile.bandCount
    var sum: Float = 0
    current.bands.withUnsafeBufferPointer { a in
      reference.bands.withUnsafeBufferPointer { b in
        var i = from * count
        var j = (from + shift) * count
        let end = to * count
        let cap = outlierLuma * outlierLuma
        while i < end {
          let d = a[i] - b[j]
          sum += min(d * d, cap)
          i += 1
          j += 1
        }
      }
    }
    return (Double(sum) / Double((to - from) * count), to - from)
  }

  /// The best whole shift in `shifts` with enough overlap, its cost, and the cost curve.
  static func search(
    _ current: FrameProfile, _ reference: FrameProfile, shifts: ClosedRange<Int>,
    currentRows: Range<Int>, referenceRows: Range<Int>, minimumRows: Int
  ) -> (best: Int, costs: [Int: Double])? {
    var costs: [Int: Double] = [:]
    var best: Int?
    var bestCost = Double.infinity
    for shift in shifts {
      let (value, rows) = cost(
        current, reference, shift: shift, currentRows: currentRows,
        referenceRows: referenceRows)
      guard rows >= minimumRows else { continue }
      costs[shift] = value
      if value < bestCost {
        bestCost = value
        best = shift
      }
    }
    return best.map { ($0, costs) }
  }

  /// How much cheaper than the predicted shift a far one must be to be taken instead: a
  /// camera cutout over a few dozen rows of an 800-row overlap raised the true shift's cost
  /// by a third (43 against a look-alike's 32 on readme-demo).
  public static let ambiguityRatio = 1.5

  /// Coarse candidates refined at full resolution: the best few local minima, since a coarse
  /// level that falls between two pixels can rank a look-alike shift first.
  public static let candidateCount = 4

  /// Registers `current` against `reference` over every shift up to `maximumShift` pixels
  /// either way. `currentRows` and `referenceRows` are the content rows of each frame;
  /// `coarseFactor` and `middleFactor` the rows averaged at the two coarse levels; `predicted`
  /// (pixels), when known, is always among the candidates refined.
  public static func register(
    _ current: FrameProfile, _ reference: FrameProfile, currentRows: Range<Int>,
    referenceRows: Range<Int>, maximumShift: Int, coarseFactor: Int, middleFactor: Int,
    predicted: Int? = nil
  ) -> Match? {
    let regionRows = max(currentRows.count, referenceRows.count)
    let minimumRows = Int(Double(regionRows) * minimumOverlap)
    // Coarse: every shift.
    let coarseA = current.downsampled(by: coarseFactor)
    let coarseB = reference.downsampled(by: coarseFactor)
    let coarseLimit = maximumShift / coarseFactor + 1
    guard
      let coarse = search(
        coarseA, coarseB, shifts: -coarseLimit...coarseLimit,
        currentRows: scaled(currentRows, coarseFactor),
        referenceRows: scaled(referenceRows, coarseFactor),
        minimumRows: max(1, minimumRows / coarseFactor))
    else { return nil }
    // The deepest local minima of the coarse curve.
    let minima = coarse.costs.filter { shift, value in
      value <= (coarse.costs[shift - 1] ?? .infinity)
        && value <= (coarse.costs[shift + 1] ?? .infinity)
    }.sorted { $0.value < $1.value }.prefix(candidateCount).map { $0.key * coarseFactor }
    var guesses = Array(minima)
    if let predicted { guesses.append(predicted) }
    let middleA = middleFactor > 1 ? current.downsampled(by: middleFactor) : current
    let middleB = middleFactor > 1 ? reference.downsampled(by: middleFactor) : reference
    var results: [Match] = []
    var predictedMatch: Match?
    for (index, var guess) in guesses.enumerated() {
      if middleFactor > 1 && middleFactor < coarseFactor {
        let ratio = coarseFactor / middleFactor
        let center = guess / middleFactor
        if let middle = search(
          middleA, middleB, shifts: (center - ratio - 1)...(center + ratio + 1),
          currentRows: scaled(currentRows, middleFactor),
          referenceRows: scaled(referenceRows, middleFactor),
          minimumRows: max(1, minimumRows / middleFactor))
        {
          guess = middle.best * middleFactor
        }
      }
      let window = max(middleFactor, middleFactor < coarseFactor ? 1 : coarseFactor) + 1
      if let fine = refine(
        current, reference, around: guess, window: window, currentRows: currentRows,
        referenceRows: referenceRows, minimumRows: minimumRows)
      {
        results.append(fine)
        if predicted != nil && index == guesses.count - 1 { predictedMatch = fine }
      }
    }
    guard var best = results.min(by: { $0.cost < $1.cost }) else { return nil }
    // Confidence: the best against the best clearly different shift.
    let rival =
      results.filter { abs($0.shift - best.shift) > Double(2 * coarseFactor) }.map(\.cost).min()
      ?? coarse.costs.filter {
        abs($0.key * coarseFactor - Int(best.shift.rounded())) > 2 * coarseFactor
      }
      .map(\.value).min() ?? best.cost
    // Featureless content (a flat colour) matches every shift alike: report no motion rather
    // than whichever shift the noise favoured.
    if rival < noiseFloor { return Match(shift: 0, cost: best.cost, confidence: 0) }
    // Content does not jump: a shift far from the predicted one that is only a little cheaper
    // is a look-alike (a list whose rows repeat, matched over a short overlap while a fixed
    // camera cutout spoils the long one: readme-demo's fling at 25 fps read +431 px for -97).
    // The prediction wins unless the far shift is clearly better; the match is then reported
    // as ambiguous (the far shift's cost against the prediction's), never as featureless.
    if let near = predictedMatch, abs(near.shift - best.shift) > Double(2 * coarseFactor),
      near.cost <= ambiguityRatio * best.cost + noiseFloor
    {
      let ambiguity = (best.cost + noiseFloor) / (near.cost + noiseFloor)
      // Under 0.5, which the reference track trusts (`ReferenceTrack.trustedConfidence`).
      return Match(shift: near.shift, cost: near.cost, confidence: max(0.01, 0.49 * ambiguity))
    }
    best.confidence = max(0, min(1, (rival - best.cost) / (rival + noiseFloor)))
    return best
  }

  /// The whole-pixel best within `window` of `guess`, refined by a parabola through its
  /// neighbours' costs.
  public static func refine(
    _ current: FrameProfile, _ reference: FrameProfile, around guess: Int, window: Int,
    currentRows: Range<Int>, referenceRows: Range<Int>, minimumRows: Int
  ) -> Match? {
    guard
      let fine = search(
        current, reference, shifts: (guess - window)...(guess + window),
        currentRows: currentRows, referenceRows: referenceRows, minimumRows: minimumRows)
    else { return nil }
    let center = fine.costs[fine.best] ?? 0
    var shift = Double(fine.best)
    // A parabola through the capped costs either side. (A least-squares fit of the linearly
    // interpolated reference was tried: exact on synthetic area-sampled frames, but it drifted
    // more on real renders, whose text is not a rigid translation at every sub-pixel offset.)
    let below = fine.costs[fine.best - 1] ?? .infinity
    let above = fine.costs[fine.best + 1] ?? .infinity
    let curvature = below + above - 2 * center
    if below.isFinite && above.isFinite && curvature > 1e-9 {
      shift += max(-0.5, min(0.5, 0.5 * (below - above) / curvature))
    }
    return Match(shift: shift, cost: center, confidence: 1)
  }

  /// `rows` at a level where every `factor` rows became one (rounded inwards).
  static func scaled(_ rows: Range<Int>, _ factor: Int) -> Range<Int> {
    let lower = (rows.lowerBound + factor - 1) / factor
    let upper = max(lower, rows.upperBound / factor)
    return lower..<upper
  }
}
