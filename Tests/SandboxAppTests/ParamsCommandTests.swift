import Foundation
import Testing

@Suite struct ParamsCommandTests {
  @Test func modelListingHoldsOnlyWhatActsOnIt() throws {
    let result = try runSandbox(["params", "--model", "composeM3"])
    #expect(result.status == 0, "\(result.stderr)")
    let keys = result.stdout.split(separator: "\n").dropFirst().map {
      String($0.prefix { $0 != " " })
    }
    #expect(keys.contains("composeM3.snapStiffness"))
    #expect(keys.contains("header.maximumHeight"))
    #expect(keys.contains("content.title"))
    #expect(!keys.contains("header.shiftBehavior"), "MDC's, not Compose's")
    #expect(!keys.contains("sliverAppBar.pinned"))
    let line = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("header.maximumHeight ") })
    #expect(line.contains("0…600"))
    #expect(line.contains("pt"))
    #expect(line.contains("Expanded header height"))
  }

  @Test func jsonNamesDefaultRangeUnitAndModels() throws {
    let result = try runSandbox(["params", "--model", "mdc", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["model"] as? String == "mdc")
    let parameters = try #require(object["parameters"] as? [[String: Any]])
    let byKey = Dictionary(uniqueKeysWithValues: parameters.map { ($0["key"] as! String, $0) })
    let shift = try #require(byKey["header.shiftBehavior"])
    #expect(shift["headerModels"] as? [String] == ["mdc"])
    #expect(shift["default"] as? String == "disabled")
    let height = try #require(byKey["header.minimumHeight"])
    #expect(height["headerModels"] as? String == "all")
    #expect(height["unit"] as? String == "pt")
    #expect((height["range"] as? [NSNumber])?.map(\.doubleValue) == [0, 400])
    #expect(byKey["composeM3.snapStiffness"] == nil)
    let rate = try #require(byKey["scroll.uikitDecelerationRate"])
    #expect(rate["decelerationModels"] as? [String] == ["uikit"])
  }

  @Test func unknownModelIsAUsageErrorNamingTheNearest() throws {
    let result = try runSandbox(["params", "--model", "compose"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("did you mean composeM3?"))
    #expect(result.stderr.contains("found \"compose\""))
    let typo = try runSandbox(["params", "--model", "sliverAppbr"])
    #expect(typo.status == 64)
    #expect(typo.stderr.contains("did you mean sliverAppBar?"))
  }
}
