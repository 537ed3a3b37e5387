/// A frame reduced to what the analysis compares: for every pixel row, the mean luma of a few
/// vertical bands across the content region, and the mean luma of the left side strip.
///
/// Why bands and not single pixels: averaging a band's columns removes compression noise and
/// costs one pass over the pixels, while several bands keep enough of the picture (thumbnails,
/// text lengths) to tell apart rows that a single row mean would confuse.
public struct FrameProfile: Sendable {
  /// Number of bands across the content region.
  public static let bandCount = 16

  /// Pixel rows (the frame's height).
  public let rows: Int
  /// Row-major `rows × bandCount` band means, luma 0…255.
  public let bands: [Float]
  /// Mean luma of the side strip, one per row.
  public let side: [Float]

  init(rows: Int, bands: [Float], side: [Float]) {
    self.rows = rows
    self.bands = bands
    self.side = side
  }

  /// Reduces `frame`; `columns` is the content region's pixel columns, `sideColumns` the strip
  /// the header edge is looked for in. `columnStep` > 1 reads every so many columns of the
  /// bands (every row is always read: the rows carry the vertical detail); a ×3 recording
  /// loses nothing a band mean needs at a step of 2 and halves the pass over its pixels.
  public init(
    frame: MeasureFrame, columns: Range<Int>, sideColumns: Range<Int>, columnStep: Int = 1
  ) {
    let count = FrameProfile.bandCount
    let width = frame.width
    let lower = max(0, min(columns.lowerBound, width - 1))
    let upper = max(lower + 1, min(columns.upperBound, width))
    let span = upper - lower
    // Band edges in pixels; every band gets at least one column.
    var edges = [Int](repeating: 0, count: count + 1)
    for band in 0...count { edges[band] = lower + span * band / count }
    for band in 1...count where edges[band] <= edges[band - 1] {
      edges[band] = min(upper, edges[band - 1] + 1)
    }
    let sideLower = max(0, min(sideColumns.lowerBound, width - 1))
    let sideUpper = max(sideLower + 1, min(sideColumns.upperBound, width))
    var bands = [Float](repeating: 0, count: frame.height * count)
    var side = [Float](repeating: 0, count: frame.height)
    let bytesPerPixel = frame.format.bytesPerPixel
    frame.pixels.withUnsafeBufferPointer { pixels in
      bands.withUnsafeMutableBufferPointer { out in
        for row in 0..<frame.height {
          let base = row * width * bytesPerPixel
          for band in 0..<count {
            let from = edges[band]
            let to = max(from + 1, edges[band + 1])
            out[row * count + band] = FrameProfile.mean(
              pixels, base: base, columns: from..<min(to, width), format: frame.format,
              step: columnStep)
          }
          side[row] = FrameProfile.mean(
            pixels, base: base, columns: sideLower..<sideUpper, format: frame.format)
        }
      }
    }
    self.rows = frame.height
    self.bands = bands
    self.side = side
  }

  /// Mean luma of `columns` in the row starting at byte `base`.
  @inline(__always)
  static func mean(
    _ pixels: UnsafeBufferPointer<UInt8>, base: Int, columns: Range<Int>,
    format: MeasureFrame.PixelFormat, step: Int = 1
  ) -> Float {
    guard !columns.isEmpty else { return 0 }
    let sampled = stride(from: columns.lowerBound, to: columns.upperBound, by: max(1, step))
    let count = (columns.count + max(1, step) - 1) / max(1, step)
    switch format {
    case .gray:
      var sum: UInt32 = 0
      for column in sampled { sum &+= UInt32(pixels[base + column]) }
      return Float(sum) / Float(count)
    case .rgb24:
      // BT.601 luma weights in 1/1024ths, as ffmpeg's `gray` conversion weighs them.
      var sum: UInt32 = 0
      for column in sampled {
        let index = base + column * 3
        sum &+=
          306 * UInt32(pixels[index]) + 601 * UInt32(pixels[index + 1])
          + 117 * UInt32(pixels[index + 2])
      }
      return Float(sum) / Float(count * 1024)
    }
  }

  /// The profile with every `factor` rows averaged into one (for the coarse searches).
  func downsampled(by factor: Int) -> FrameProfile {
    guard factor > 1 else { return self }
    let count = FrameProfile.bandCount
    let coarseRows = rows / factor
    var coarse = [Float](repeating: 0, count: coarseRows * count)
    var coarseSide = [Float](repeating: 0, count: coarseRows)
    let scale = 1 / Float(factor)
    for row in 0..<coarseRows {
      for offset in 0..<factor {
        let source = (row * factor + offset)
        for band in 0..<count { coarse[row * count + band] += bands[source * count + band] }
        coarseSide[row] += side[source]
      }
      for band in 0..<count { coarse[row * count + band] *= scale }
      coarseSide[row] *= scale
    }
    return FrameProfile(rows: coarseRows, bands: coarse, side: coarseSide)
  }
}
