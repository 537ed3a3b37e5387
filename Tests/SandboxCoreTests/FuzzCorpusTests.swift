import DecoderOracle
import Foundation
import SandboxFormats
import TestSupport
import Testing

@testable import SandboxStage

/// The libFuzzer seed corpus doubles as a regression suite: every file must pass the same
/// `DecoderConsistency.check` the fuzzer asserts, so `swift test` replays past findings.
struct FuzzCorpusTests {
  static func corpusFiles() throws -> [URL] {
    let directory = packageRoot().appendingPathComponent("Fuzz/corpus")
    return try FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: nil
    )
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test func corpusIsPresentAndCoversEveryEventType() throws {
    let files = try FuzzCorpusTests.corpusFiles()
    #expect(files.count >= 30)
    let text = try files.map { try String(decoding: Data(contentsOf: $0), as: UTF8.self) }
      .joined()
    for type in ScriptEvent.typeNames {
      #expect(text.contains("\"type\": \"\(type)\""), "no seed uses event type \(type)")
    }
  }

  @Test func everyCorpusFileKeepsTheDecoderPromises() throws {
    for url in try FuzzCorpusTests.corpusFiles() {
      let bytes = [UInt8](try Data(contentsOf: url))
      let failure = DecoderConsistency.check(bytes)
      #expect(failure == nil, "\(url.lastPathComponent): \(failure ?? "")")
    }
  }

  @Test func acceptsAndRejectsAsTheSeedNamesSay() throws {
    // Seeds named bad-* must be rejected as scripts; script-* and min-* accepted.
    for url in try FuzzCorpusTests.corpusFiles() {
      let name = url.lastPathComponent
      let text = try String(decoding: Data(contentsOf: url), as: UTF8.self)
      let errors = EventScript.validate(
        text, file: DecoderConsistency.fileName,
        knownPresets: Preset.shippedNames + Preset.aliases.map(\.name))
      if name.hasPrefix("bad-") { #expect(!errors.isEmpty, "\(name) was accepted") }
      if name.hasPrefix("script-") || name.hasPrefix("min-") {
        #expect(errors.isEmpty, "\(name): \(errors.first?.description ?? "")")
      }
    }
  }

  @Test func rejectedInputPassesWithAnErrorNamingTheFile() {
    let rejected = Array(#"{"version": 1, "events": [{"t": -1, "type": "touchUp"}]}"#.utf8)
    #expect(DecoderConsistency.check(rejected) == nil)
    let errors = EventScript.validate(
      String(decoding: rejected, as: UTF8.self), file: DecoderConsistency.fileName)
    #expect(
      errors.map(\.description) == [
        "fuzz-input.json: events[0].t: expected a time ≥ 0 seconds, found -1",
        "fuzz-input.json: events[0].x: expected a finite number, found nothing",
        "fuzz-input.json: events[0].y: expected a finite number, found nothing",
      ])
  }

  /// Found by the fuzzer: `scroll.deceleration=` printed "found " with nothing after it.
  @Test func emptySetValueIsNamedInTheMessage() {
    let error = #expect(throws: DataError.self) { try SetOverride.parse("scroll.deceleration=") }
    #expect(
      error?.description
        == "--set: scroll.deceleration: expected one of uikit, uikitFast, android, "
        + "flutterClamping, flutterBouncing, chromium, found an empty value")
  }

  /// Found by the fuzzer: toY − fromY overflowed to infinity and the swipe's moves had y = inf.
  @Test func swipeBetweenFarApartEndsExpandsToFiniteMonotonicMoves() throws {
    let script = try EventScript.decode(
      #"""
      {"version": 1, "events": [{"t": 0, "type": "swipe", "x": 0,
        "fromY": -1.7976931348623157e308, "toY": 1.7976931348623157e308, "duration": 0.05}]}
      """#, file: "s.json")
    var ys: [Double] = []
    for input in script.expandedInputs() {
      guard case .input(let timed) = input else { continue }
      switch timed.event {
      case .pointerDown(_, _, let y), .pointerMove(_, _, let y), .pointerUp(_, _, let y):
        ys.append(y)
      default: break
      }
    }
    #expect(ys.count == 8)  // down, 6 moves (0.05 s at 120 Hz), up
    #expect(ys.allSatisfy { $0.isFinite })
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(ys.last == 1.7976931348623157e308)
  }
}
