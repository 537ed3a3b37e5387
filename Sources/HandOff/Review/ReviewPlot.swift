import Foundation
import PhoneDrawing
import SandboxFormats

/// One of the review page's plots as SVG: a quantity over time with axes, one polyline per
/// phone (`class="series"`, `data-phone`), and the markers as dashed verticals; under it, its
/// legend (`figure()`).
///
/// The value axis spans every sample of every phone, widened to the round ticks around them
/// (and a little more when a sample sits on one), so no curve is cut or drawn along the frame.
struct ReviewPlot {
  static let width = 720.0
  static let height = 220.0
  static let left = 64.0
  static let right = 16.0
  static let top = 28.0
  static let bottom = 36.0
  /// Series colours, phone A first (distinct on white and for common colour blindness:
  /// Okabe–Ito's blue, orange, green, vermillion, purple).
  static let colors = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7"]

  var title: String
  var unit: String
  /// Per phone: (time, value) samples.
  var series: [[(Double, Double)]]
  var names: [String]
  var markers: [Double]
  var duration: Double

  /// The value axis: the ticks and the range they cover, which holds every finite sample with
  /// room above and below.
  func valueRange() -> (low: Double, high: Double, ticks: [Double]) {
    let values = series.flatMap { $0.map(\.1) }.filter(\.isFinite)
    var low = values.min() ?? 0
    var high = values.max() ?? 1
    if high - low < 1e-6 {
      low -= 1
      high += 1
    }
    // A margin of 4 % each side, then out to the enclosing round ticks.
    let margin = (high - low) * 0.04
    let ticks = ReviewPlot.ticks(low - margin, high + margin)
    let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
    let first = ((low - margin) / step).rounded(.down) * step
    let last = ((high + margin) / step).rounded(.up) * step
    let covering = ticks.filter { $0 >= first - step * 1e-9 && $0 <= last + step * 1e-9 }
    return (min(first, covering.first ?? first), max(last, covering.last ?? last), covering)
  }

  /// The plot and its legend: a swatch and name per phone in its series colour, and the notes'
  /// dashed line.
  func figure() -> String {
    var legend = ["<figcaption class=\"legend\">"]
    for index in series.indices {
      let color = ReviewPlot.colors[index % ReviewPlot.colors.count]
      let name = index < names.count ? names[index] : ReviewSession.letter(index)
      legend.append(
        "<span class=\"entry\"><span class=\"swatch\" style=\"background: \(color)\"></span>"
          + "\(ReviewPage.escape(name))</span>")
    }
    if !markers.isEmpty {
      legend.append("<span class=\"entry\"><span class=\"swatch note\"></span>note</span>")
    }
    legend.append("</figcaption>")
    return "<figure class=\"plot\">\n" + svg() + "\n" + legend.joined() + "\n</figure>"
  }

  func svg() -> String {
    let (low, high, ticks) = valueRange()
    let plotWidth = ReviewPlot.width - ReviewPlot.left - ReviewPlot.right
    let plotHeight = ReviewPlot.height - ReviewPlot.top - ReviewPlot.bottom
    let span = max(duration, 1e-6)
    func x(_ t: Double) -> Double { ReviewPlot.left + t / span * plotWidth }
    func y(_ v: Double) -> Double { ReviewPlot.top + (high - v) / (high - low) * plotHeight }
    var parts: [String] = []
    parts.append(
      "<svg class=\"plot\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "
        + "\(n(ReviewPlot.width)) \(n(ReviewPlot.height))\" role=\"img\" "
        + "aria-label=\"\(ReviewPage.escape(title))\">")
    parts.append(
      "<text class=\"title\" x=\"\(n(ReviewPlot.left))\" y=\"18\">"
        + "\(ReviewPage.escape(title)) (\(ReviewPage.escape(unit)))</text>")
    for tick in ticks {
      parts.append(
        "<line class=\"grid\" x1=\"\(n(ReviewPlot.left))\" x2=\"\(n(ReviewPlot.left + plotWidth))\" "
          + "y1=\"\(n(y(tick)))\" y2=\"\(n(y(tick)))\"/>"
          + "<text class=\"tick\" x=\"\(n(ReviewPlot.left - 6))\" y=\"\(n(y(tick) + 4))\" "
          + "text-anchor=\"end\">\(n(tick))</text>")
    }
    for t in ReviewPlot.ticks(0, span) where t <= span + 1e-9 {
      parts.append(
        "<text class=\"tick\" x=\"\(n(x(t)))\" y=\"\(n(ReviewPlot.top + plotHeight + 16))\" "
          + "text-anchor=\"middle\">\(n(t))</text>")
    }
    parts.append(
      "<line class=\"axis\" x1=\"\(n(ReviewPlot.left))\" y1=\"\(n(ReviewPlot.top))\" "
        + "x2=\"\(n(ReviewPlot.left))\" y2=\"\(n(ReviewPlot.top + plotHeight))\"/>"
        + "<line class=\"axis\" x1=\"\(n(ReviewPlot.left))\" y1=\"\(n(ReviewPlot.top + plotHeight))\" "
        + "x2=\"\(n(ReviewPlot.left + plotWidth))\" y2=\"\(n(ReviewPlot.top + plotHeight))\"/>"
        + "<text class=\"tick\" x=\"\(n(ReviewPlot.left + plotWidth))\" "
        + "y=\"\(n(ReviewPlot.height - 4))\" text-anchor=\"end\">time (s)</text>")
    for t in markers where t <= span {
      parts.append(
        "<line class=\"marker-line\" x1=\"\(n(x(t)))\" x2=\"\(n(x(t)))\" "
          + "y1=\"\(n(ReviewPlot.top))\" y2=\"\(n(ReviewPlot.top + plotHeight))\">"
          + "<title>note at \(MarkerCaption.timeText(t))</title></line>")
    }
    for (index, samples) in series.enumerated() {
      let points = samples.filter { $0.1.isFinite }.map { "\(n(x($0.0))),\(n(y($0.1)))" }
        .joined(separator: " ")
      let color = ReviewPlot.colors[index % ReviewPlot.colors.count]
      let name = index < names.count ? names[index] : ReviewSession.letter(index)
      parts.append(
        "<polyline class=\"series\" data-phone=\"\(ReviewPage.escape(name))\" fill=\"none\" "
          + "stroke=\"\(color)\" stroke-width=\"1.6\" points=\"\(points)\"/>")
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// About five round ticks covering `low…high` (1, 2 or 5 × a power of ten apart).
  static func ticks(_ low: Double, _ high: Double) -> [Double] {
    let span = max(high - low, 1e-9)
    let raw = span / 5
    let power = pow(10, (log10(raw)).rounded(.down))
    let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? 10 * power
    var tick = (low / step).rounded(.down) * step
    var result: [Double] = []
    while tick <= high + step * 0.5 && result.count < 12 {
      result.append(tick)
      tick += step
    }
    return result
  }

  private func n(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return JSONSerializer.format(rounded == 0 ? 0 : rounded)
  }
}
