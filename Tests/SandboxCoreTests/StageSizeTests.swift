import Foundation
import TestSupport
import Testing

/// The stage stays a type one reader can hold: its parts (the session, the review, the onion
/// skin, the column, the layout) carry their own state and rules, and the stage composes them.
/// Counted over every file that declares or extends `Stage` in the core.
@Suite struct StageSizeTests {
  static let maximumLines = 1000
  static let maximumStoredProperties = 15

  /// The core's files that declare or extend `Stage`, with their text.
  static func stageFiles() throws -> [(name: String, text: String)] {
    let root = packageRoot().appendingPathComponent("Sources/SandboxStage")
    let walker = try #require(FileManager.default.enumerator(atPath: root.path))
    var files: [(String, String)] = []
    for case let relative as String in walker where relative.hasSuffix(".swift") {
      let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
      if text.contains("struct Stage: ") || text.contains("\nextension Stage {") {
        files.append((relative, text))
      }
    }
    return files
  }

  @Test func theStageKeepsUnderAThousandLines() throws {
    let files = try Self.stageFiles()
    #expect(files.count >= 5, "found only \(files.map(\.name))")
    // Every line, blank ones too (as `wc -l` counts them), but the `import` lines: each file names
    // the modules it uses (nothing is re-exported), and that list is no logic to hold in mind.
    let lines = files.reduce(0) { total, file in
      total
        + file.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .filter { !$0.hasPrefix("import ") }.count
    }
    #expect(
      lines <= Self.maximumLines,
      "Stage has \(lines) lines in \(files.count) files: move a part's rules into its own type")
  }

  @Test func theStageHoldsAtMostFifteenStoredProperties() throws {
    let file = try #require(try Self.stageFiles().first { $0.text.contains("struct Stage: ") })
    // The type's own body, up to its first member function: stored properties come first.
    let body = file.text.components(separatedBy: "struct Stage: ")[1]
    let stored = body.split(separator: "\n").prefix { !$0.contains(" init(") }.filter { line in
      let code = line.trimmingCharacters(in: .whitespaces)
      let declares =
        code.range(
          of: #"^(public |private |fileprivate )?(internal\(set\) |private\(set\) )?(var|let) \w+"#,
          options: .regularExpression) != nil
      return declares && !code.contains("{")
    }
    #expect(stored.count >= 5, "found only \(stored)")
    #expect(
      stored.count <= Self.maximumStoredProperties,
      "Stage stores \(stored.count) properties: \(stored.joined(separator: "; "))")
  }
}
