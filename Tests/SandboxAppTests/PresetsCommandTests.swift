import Foundation
import Testing

@Suite struct PresetsCommandTests {
  @Test func listsEveryPresetWithItsDescriptionDefaultFirst() throws {
    let result = try runSandbox(["presets"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let dir = assetsDirectory.appendingPathComponent("Presets")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      .filter { $0.hasSuffix(".json") }
    #expect(files.count == 9)
    #expect(lines.count == 9 + 3, "the three old platform names are aliases")
    for old in ["android-like", "flutter-like", "uikit-like"] {
      #expect(lines.contains { $0.hasPrefix(old + " ") && $0.contains("Alias of") }, "\(old)")
    }
    #expect(lines.first?.hasPrefix("showcase (default) ") == true)
    var descriptionColumns: Set<Int> = []
    for file in files {
      let data = try Data(contentsOf: dir.appendingPathComponent(file))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let description = try #require(object["description"] as? String)
      let name = String(file.dropLast(5))
      #expect(
        lines.contains { $0.hasPrefix(name + " ") && $0.hasSuffix(description) },
        "\(name) line")
      if let line = lines.first(where: { $0.hasSuffix(description) }) {
        descriptionColumns.insert(line.count - description.count)
      }
    }
    #expect(descriptionColumns.count == 1, "descriptions line up in one column")
  }

  @Test func readsPresetsFromTheAssetsVariable() throws {
    let dir = try TemporaryDirectory()
    try dir.write("Presets/showcase.json", #"{"description": "Mine."}"#)
    try dir.write("Presets/alpha.json", #"{"description": "First.", "header": {}}"#)
    let result = try runSandbox(["presets"], environment: ["HEADER_SANDBOX_ASSETS": dir.url.path])
    #expect(result.status == 0)
    #expect(result.stdout == "showcase (default)  Mine.\nalpha               First.\n")
  }

  @Test func missingAssetsDirectoryExits69() throws {
    let result = try runSandbox(
      ["presets"], environment: ["HEADER_SANDBOX_ASSETS": "/nonexistent/assets"])
    #expect(result.status == 69)
    #expect(result.stderr.contains("HEADER_SANDBOX_ASSETS"))
  }
}
