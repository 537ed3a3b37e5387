import Foundation
import HeaderEngine
import MotionPhysics
import PhoneSimulation
import SandboxFormats

/// The whole fit, in two stages, so the discrete choices multiply the work only once:
///
/// 1. The deceleration model (`--physics auto`): each model with its rate varied, on the
///    `scrollOffset` column alone (the header does not move the content).
/// 2. The header (`--model`, its discrete options): each combination under the chosen
///    deceleration model, with every varied parameter, on every column.
///
/// Candidates whose RMS is within 2 % (+0.01 pt) of the best are equally good fits; among them
/// the one whose fitted values lie closest to its own defaults ranks first (UIKit's `.fast` with
/// its rate moved to 0.998 is `.normal`).
public struct FitPlan: Sendable {
  public enum Choice: Sendable, Equatable {
    /// Try every option and rank them.
    case auto
    /// Use this option.
    case named(String)
    /// Use the configured value.
    case configured
  }

  public var series: MeasuredSeries
  /// The finger: a script, or derived from the series (its release velocities are then fitted
  /// in the deceleration stage and kept for the header stage).
  public var gesture: FitGesture
  public var base: ConfigValues
  public var physics: Choice
  public var model: Choice
  /// Keys to vary (nil: `FitDefaults.varied`).
  public var vary: [String]?
  /// Keys pinned by `--fix` (already applied to `base`).
  public var fixed: Set<String>
  public var starts: Int
  public var evaluationsPerDimension: Int

  public init(
    series: MeasuredSeries, gesture: FitGesture, base: ConfigValues, physics: Choice = .auto,
    model: Choice = .configured, vary: [String]? = nil, fixed: Set<String> = [], starts: Int = 3,
    evaluationsPerDimension: Int = 60
  ) {
    self.series = series
    self.gesture = gesture
    self.base = base
    self.physics = physics
    self.model = model
    self.vary = vary
    self.fixed = fixed
    self.starts = starts
    self.evaluationsPerDimension = evaluationsPerDimension
  }

  /// Runs candidate fits: `(count, fit)` must return `fit(i)` for every i in 0..<count, in order
  /// (the app runs them on several threads). Both closures must be safe to call concurrently.
  public typealias Runner = (Int, @Sendable (Int) -> CandidateFit) -> [CandidateFit]

  /// The deceleration stage's candidates.
  public func physicsCandidates() -> [FitCandidate] {
    let key = Param.scroll.deceleration.name
    let names: [String]
    switch physics {
    case .auto where !fixed.contains(key): names = DecelerationModelName.allCases.map(\.rawValue)
    case .named(let name): names = [name]
    default: names = [base[Param.scroll.deceleration].rawValue]
    }
    return names.map { name in
      let choices = [(key: key, value: name)]
      let values = FitCandidate(choices: choices, parameters: []).values(over: base) ?? base
      let keys = varied(values, hasHeader: false).filter { FitDefaults.scrollKeys.contains($0) }
      return FitCandidate(choices: choices, parameters: keys.compactMap(FitParameter.init(key:)))
    }
  }

  /// The header stage's candidates under `physics` (the deceleration stage's winner).
  public func headerCandidates(physics: [(key: String, value: String)]) -> [FitCandidate] {
    let hasHeader = series.headerBottom != nil
    let modelKey = Param.header.model.name
    var models: [HeaderModelName]
    switch model {
    case .auto where hasHeader && !fixed.contains(modelKey): models = HeaderModelName.allCases
    case .named(let name): models = HeaderModelName(rawValue: name).map { [$0] } ?? []
    default: models = [base[Param.header.model]]
    }
    var result: [FitCandidate] = []
    for model in models {
      let modelChoice = [(key: modelKey, value: model.rawValue)]
      let options =
        hasHeader
        ? FitDefaults.headerChoices(for: model).map { $0.filter { !fixed.contains($0.key) } } : [[]]
      var seen: Set<String> = []
      for option in options {
        let choices = physics + modelChoice + option
        let probe = FitCandidate(choices: choices, parameters: [])
        guard seen.insert(probe.label).inserted, let values = probe.values(over: base) else {
          continue
        }
        let keys = varied(values, hasHeader: hasHeader)
        result.append(
          FitCandidate(choices: choices, parameters: keys.compactMap(FitParameter.init(key:))))
      }
    }
    return result
  }

  /// The keys to vary: never a header key when the input's header was not measured (its values
  /// stay as given rather than fitted to nothing).
  private func varied(_ values: ConfigValues, hasHeader: Bool) -> [String] {
    (vary ?? FitDefaults.varied(for: values, hasHeader: hasHeader)).filter {
      !fixed.contains($0) && !(series.headerUnmeasured && FitDefaults.headerKeys.contains($0))
    }
  }

  /// Runs both stages. `shouldStop` ends the search with the best so far (marked partial);
  /// `progress(done)` counts simulations across every candidate.
  public func run(
    runner: Runner, shouldStop: @escaping @Sendable () -> Bool,
    progress: @escaping @Sendable (Int) -> Void
  ) -> FitResult {
    let offsetOnly = FitObjective(series: series, gesture: gesture, columns: [.scrollOffset])
    let physicsSearch = FitSearch(
      objective: offsetOnly, base: base, starts: starts,
      evaluationsPerDimension: evaluationsPerDimension)
    let physicsCandidates = self.physicsCandidates()
    let physicsFits = FitPlan.rank(
      runner(physicsCandidates.count) { i in
        physicsSearch.fit(physicsCandidates[i], shouldStop: shouldStop, progress: progress)
      }, base: base)
    let chosen = physicsFits.first?.candidate.choices ?? []
    var headerBase = base
    for fit in physicsFits.prefix(1) {
      for value in fit.values {
        try? headerBase.set(key: value.parameter.key, value: .number(value.value), source: "fit")
      }
    }
    // The winner's replay: its corrections, and its rubber band past a top the series shows.
    let script = offsetOnly.script(
      corrections: physicsFits.first?.corrections ?? [],
      values: physicsFits.first?.candidate.values(over: headerBase))
    // The input latency the winner's replay fits best at; the header stage keeps it.
    let latency = physicsFits.first?.latency ?? 0
    let full = FitObjective(
      series: series, script: script, latencies: [latency],
      contentBottom: offsetOnly.contentBottom)
    let headerSearch = FitSearch(
      objective: full, base: headerBase, starts: starts,
      evaluationsPerDimension: evaluationsPerDimension)
    let headerCandidates = self.headerCandidates(physics: chosen)
    let headerFits = FitPlan.rank(
      runner(headerCandidates.count) { i in
        headerSearch.fit(headerCandidates[i], shouldStop: shouldStop, progress: progress)
      }, base: headerBase)
    let best = headerFits.first
    var values = headerBase
    if let best {
      values = best.candidate.values(over: headerBase) ?? headerBase
      for value in best.values {
        try? values.set(
          key: value.parameter.key, value: .number(FitPlan.tidy(value.value)), source: "fit")
      }
    }
    // The result's replay ends where the recording's content does under the fitted heights.
    var result = FitResult(
      best: best, physicsRanking: physicsFits, headerRanking: headerFits, values: values,
      script: offsetOnly.onRecordedContent(script, values: values),
      partial: physicsFits.contains(where: \.partial) || headerFits.contains(where: \.partial))
    result.latency = latency
    result.headerUnmeasured = series.headerUnmeasured
    result.unseenHeaderRows = series.unseenHeaderRows
    if let scroll = best?.columns.first(where: { $0.column == .scrollOffset }) {
      let range = (series.scrollOffset.max() ?? 0) - (series.scrollOffset.min() ?? 0)
      result.quality = FitQuality(scrollRMS: scroll.rms, scrollRange: range)
    }
    return result
  }

  /// `value` to six significant digits, for the preset: finer than any uncertainty a fit
  /// reports, and readable.
  public static func tidy(_ value: Double) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let scale = pow(10, 5 - floor(log10(abs(value))))
    return (value * scale).rounded() / scale
  }

  /// `fits` best first (see the type's comment for ties).
  public static func rank(_ fits: [CandidateFit], base: ConfigValues) -> [CandidateFit] {
    let sorted = fits.sorted { $0.rms < $1.rms }
    guard let best = sorted.first?.rms, best.isFinite else { return sorted }
    let limit = best * 1.02 + 0.01
    func distance(_ fit: CandidateFit) -> Double {
      fit.values.reduce(0) { sum, value in
        let p = value.parameter
        guard let declared = ParameterRegistry.parameter(p.key),
          case .number(let home) = declared.defaultValue
        else { return sum }
        return sum + abs(p.unit(of: value.value) - p.unit(of: home))
      }
    }
    let ties = sorted.filter { $0.rms <= limit }.sorted { distance($0) < distance($1) }
    return ties + sorted.filter { $0.rms > limit }
  }
}
