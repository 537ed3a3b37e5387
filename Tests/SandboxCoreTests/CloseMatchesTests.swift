import TestSupport
import Testing

@testable import SandboxFormats

/// "Did you mean": the edit distance that stops once it is past what can be suggested, and
/// the suggestions it makes, against the full count over every key.
@Suite struct CloseMatchesTests {
  /// Random strings over a few letters and a dot, so that distances of every size occur.
  static func randomText(_ rng: inout SplitMix64, maxLength: Int) -> [Character] {
    let letters: [Character] = ["a", "b", "c", ".", "e"]
    let count = Int(rng.next() % UInt64(maxLength + 1))
    return (0..<count).map { _ in letters[Int(rng.next() % UInt64(letters.count))] }
  }

  @Test func theBoundedDistanceIsExactWithinItsBoundAndAboveItBeyond() {
    var rng = SplitMix64(seed: 20_261_207)
    for _ in 0..<4000 {
      let a = Self.randomText(&rng, maxLength: 12)
      let b = Self.randomText(&rng, maxLength: 12)
      let bound = Int(rng.next() % 6)
      let exact = ParameterRegistry.editDistance(a, b)
      let bounded = ParameterRegistry.editDistance(a, b, atMost: bound)
      if exact <= bound {
        #expect(bounded == exact, "\(String(a)) vs \(String(b)) within \(bound)")
      } else {
        #expect(bounded > bound, "\(String(a)) vs \(String(b)) within \(bound): \(bounded)")
      }
    }
  }

  /// The suggestions as the full count over every key makes them: each key's whole distance,
  /// lowered to 1 for a shared last component or a prefix, kept within the limit.
  static func oracle(_ key: String) -> [String] {
    let target = Array(key.lowercased())
    let last = key.split(separator: ".").last.map { String($0).lowercased() } ?? ""
    let limit = max(2, target.count / 3)
    let scored = ParameterRegistry.keys.enumerated().map { order, candidate in
      var distance = ParameterRegistry.editDistance(target, Array(candidate.lowercased()))
      let candidateLast = candidate.split(separator: ".").last.map { String($0).lowercased() }
      if candidateLast == last || candidate.lowercased().hasPrefix(key.lowercased()) {
        distance = min(distance, 1)
      }
      return (order: order, key: candidate, distance: distance)
    }
    return scored.filter { $0.distance <= limit }
      .sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(3).map(\.key)
  }

  @Test func suggestionsMatchTheFullCount() {
    var rng = SplitMix64(seed: 7)
    var probes: [String] = ["", ".", "header", "HEADER.MINIMUMHEIGHT", "scroll.", "zzzz.zzzz"]
    for key in ParameterRegistry.keys {
      var characters = Array(key)
      let at = Int(rng.next() % UInt64(characters.count))
      probes.append(key)
      probes.append(String(characters.prefix(at)))
      characters.remove(at: at)
      probes.append(String(characters))
      characters.insert("x", at: Int(rng.next() % UInt64(characters.count + 1)))
      probes.append(String(characters))
    }
    for _ in 0..<200 { probes.append(String(Self.randomText(&rng, maxLength: 20))) }
    var suggested = 0
    for probe in probes {
      let matches = ParameterRegistry.closeMatches(to: probe)
      #expect(matches == Self.oracle(probe), "\(probe)")
      if !matches.isEmpty { suggested += 1 }
    }
    #expect(suggested > ParameterRegistry.keys.count, "the probes should mostly find keys")
  }
}
