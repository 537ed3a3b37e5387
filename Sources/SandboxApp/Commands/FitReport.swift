import Foundation
import MotionFit
import SandboxFormats
import SandboxStage

/// What `fit` prints: a table for people, or the whole result as JSON (`--json`).
struct FitReport {
  let result: FitResult
  let input: String
  let gesture: String?

  /// The fitted preset's one-line description.
  var presetDescription: String {
    let rms = result.best.map { format($0.rms) } ?? "?"
    return "Fitted to \(input) (RMS \(rms) pt)" + (result.partial ? "; partial: interrupted" : "")
  }

  var table: String {
    var lines: [String] = []
    if result.partial { lines.append("PARTIAL: interrupted; the best fit so far") }
    lines.append("fit of \(input), gesture \(gesture ?? "derived from the input")")
    if let best = result.best { lines.append("choices: \(best.candidate.label)") }
    if let quality = result.quality { lines.append(qualityLine(quality)) }
    if gesture != nil {
      lines.append(
        "latency: the recording shows the script's touches \(Int((result.latency * 1000).rounded())) ms late"
      )
    }
    for note in result.notes { lines.append("note: \(note)") }
    lines.append("")
    lines.append(row(["parameter", "value", "± 1σ", "unit"]))
    for value in result.fittedValues {
      lines.append(
        row([
          value.parameter.key, format(value.value),
          value.uncertainty.map(format) ?? "not determined", value.parameter.unit,
        ]))
    }
    lines.append("")
    lines.append(row(["column", "RMS (pt)", "worst (pt)", ""]))
    for column in result.best?.columns ?? [] {
      lines.append(row([column.column.rawValue, format(column.rms), format(column.worst), ""]))
    }
    let releases = result.releases
    if !releases.isEmpty {
      lines.append("")
      lines.append(row(["release", "t (s)", "velocity (pt/s)", "correction"]))
      for (i, release) in releases.enumerated() {
        lines.append(
          row([
            "\(i + 1)", format(release.time), release.velocity.map(format) ?? "the tracker's",
            release.correction.map { "\(format($0 * 100)) %" } ?? "—",
          ]))
      }
    }
    for (title, ranking) in [
      ("deceleration models", result.physicsRanking), ("header choices", result.headerRanking),
    ] where ranking.count > 1 {
      lines.append("")
      lines.append("\(title), best first (RMS pt):")
      for (i, fit) in ranking.enumerated() {
        lines.append("  \(i + 1). \(fit.candidate.label)  \(format(fit.rms))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  var json: String {
    func candidate(_ fit: CandidateFit) -> JSONValue {
      .object([
        JSONMember(
          "choices", .object(fit.candidate.choices.map { JSONMember($0.key, .string($0.value)) })),
        JSONMember("rms", .number(finite(fit.rms))),
        JSONMember(
          "values",
          .object(fit.values.map { JSONMember($0.parameter.key, .number($0.value)) })),
        JSONMember("evaluations", .number(Double(fit.evaluations))),
      ])
    }
    let values: [JSONValue] = result.fittedValues.map { value in
      .object([
        JSONMember("key", .string(value.parameter.key)),
        JSONMember("value", .number(value.value)),
        JSONMember("uncertainty", value.uncertainty.map { .number($0) } ?? .null),
        JSONMember("unit", .string(value.parameter.unit)),
      ])
    }
    let columns: [JSONValue] = (result.best?.columns ?? []).map { column in
      .object([
        JSONMember("column", .string(column.column.rawValue)),
        JSONMember("rms", .number(column.rms)),
        JSONMember("worst", .number(column.worst)),
      ])
    }
    let document = JSONValue.object([
      JSONMember("input", .string(input)),
      JSONMember("partial", .bool(result.partial)),
      JSONMember("quality", result.quality.map { .string($0.label) } ?? .null),
      JSONMember("scrollRms", result.quality.map { .number(finite($0.scrollRMS)) } ?? .null),
      JSONMember("rmsLimit", result.quality.map { .number($0.limit) } ?? .null),
      JSONMember("latency", .number(result.latency)),
      JSONMember("headerMeasured", .bool(!result.headerUnmeasured)),
      JSONMember("unseenHeaderRows", .number(Double(result.unseenHeaderRows))),
      JSONMember("notes", .array(result.notes.map { .string($0) })),
      JSONMember(
        "choices",
        .object(
          (result.best?.candidate.choices ?? []).map { JSONMember($0.key, .string($0.value)) })),
      JSONMember("values", .array(values)),
      JSONMember("columns", .array(columns)),
      JSONMember(
        "releases",
        .array(
          result.releases.map { release in
            .object([
              JSONMember("t", .number(release.time)),
              JSONMember("velocity", release.velocity.map { .number($0) } ?? .null),
              JSONMember("correction", release.correction.map { .number($0) } ?? .null),
            ])
          })),
      JSONMember("physicsRanking", .array(result.physicsRanking.map(candidate))),
      JSONMember("headerRanking", .array(result.headerRanking.map(candidate))),
      JSONMember("config", result.values.changed(from: ConfigValues()).json),
    ])
    return JSONSerializer.serialize(document)
  }

  private func finite(_ x: Double) -> Double { x.isFinite ? x : -1 }

  /// "quality: poor: scroll RMS 174.2 pt over the limit 12.34 pt (…)", or good and under it.
  func qualityLine(_ quality: FitQuality) -> String {
    let verdict =
      quality.isPoor
      ? "poor: scroll RMS \(format(quality.scrollRMS)) pt over"
      : "good: scroll RMS \(format(quality.scrollRMS)) pt within"
    return "quality: \(verdict) the limit \(format(quality.limit)) pt "
      + "(the larger of \(JSONSerializer.format(FitQuality.absoluteLimit)) pt and "
      + "\(JSONSerializer.format(FitQuality.rangeShare * 100)) % of the scroll range)"
  }

  private func row(_ cells: [String]) -> String {
    let widths = [34, 14, 16, 6]
    return zip(cells, widths).map {
      $0.padding(toLength: max($0.count + 1, $1), withPad: " ", startingAt: 0)
    }
    .joined().trimmingCharacters(in: .whitespaces)
  }

  func format(_ value: Double) -> String {
    guard value.isFinite else { return "∞" }
    if value == 0 { return "0" }
    let digits = max(0, 4 - Int(log10(abs(value)).rounded(.down)))
    return String(format: "%.\(min(digits, 7))f", value)
  }
}
