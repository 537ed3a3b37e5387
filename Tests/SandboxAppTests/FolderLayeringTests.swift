import Foundation
import TestSupport
import Testing

/// One rule for every target's folders: a folder names types of other folders of its target
/// only one way, so no two folders import each other in a circle (docs/architecture.md).
/// `Package.swift` already keeps the targets themselves acyclic; this holds the folders inside
/// each of them apart. A target's top-level files count as one folder, `.`.
@Suite("Folder layering")
struct FolderLayeringTests {
  /// A folder of a target with the text of its Swift files.
  typealias Folders = [String: [(file: String, text: String)]]

  /// The package's Swift targets: every folder of Sources (the C system libraries aside) and the
  /// targets the tests and the fuzzer declare.
  static func targets() throws -> [URL] {
    let root = packageRoot()
    let manager = FileManager.default
    let sources = root.appendingPathComponent("Sources")
    var targets = try manager.contentsOfDirectory(atPath: sources.path)
      .filter { !$0.hasPrefix("C") }.map { sources.appendingPathComponent($0) }
    for path in ["Tests/TestSupport", "Tests/SoakSupport", "Tests/DecoderOracle"] {
      targets.append(root.appendingPathComponent(path))
    }
    return targets.sorted { $0.path < $1.path }
  }

  /// Every Swift file of `target`, by top-level folder.
  static func folders(of target: URL) throws -> Folders {
    let walker = try #require(FileManager.default.enumerator(atPath: target.path))
    var folders: Folders = [:]
    for case let relative as String in walker where relative.hasSuffix(".swift") {
      let parts = relative.split(separator: "/")
      let folder = parts.count > 1 ? String(parts[0]) : "."
      let text = try String(contentsOf: target.appendingPathComponent(relative), encoding: .utf8)
      folders[folder, default: []].append((relative, text))
    }
    return folders
  }

  /// Which folders each folder names a type of (the type declared there), with one file and
  /// name per edge as the reason. Comments are left out.
  static func edges(_ folders: Folders) -> [String: [String: String]] {
    let declaration =
      /^(?:public |internal |private |fileprivate )?(?:final )?(?:struct|enum|class|protocol|actor) (\w+)/
      .anchorsMatchLineEndings()
    var home: [String: String] = [:]
    for (folder, files) in folders {
      for (_, text) in files {
        for match in text.matches(of: declaration) { home[String(match.1)] = folder }
      }
    }
    var edges: [String: [String: String]] = [:]
    for (folder, files) in folders {
      for (file, text) in files {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0] }
          .joined(separator: "\n")
        let words = Set(code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        for word in words {
          guard let owner = home[word], owner != folder else { continue }
          edges[folder, default: [:]][owner] = edges[folder]?[owner] ?? "\(file) names \(word)"
        }
      }
    }
    return edges
  }

  /// A cycle of `edges` as its folders in order (the first repeated at the end), nil when the
  /// graph has none.
  static func cycle(_ edges: [String: [String: String]]) -> [String]? {
    var state: [String: Int] = [:]  // 1: on the path, 2: done
    var path: [String] = []
    func visit(_ node: String) -> [String]? {
      state[node] = 1
      path.append(node)
      for next in (edges[node] ?? [:]).keys.sorted() {
        if state[next] == 1, let start = path.firstIndex(of: next) {
          return Array(path[start...]) + [next]
        }
        if state[next] == nil, let found = visit(next) { return found }
      }
      path.removeLast()
      state[node] = 2
      return nil
    }
    for node in edges.keys.sorted() where state[node] == nil {
      if let found = visit(node) { return found }
    }
    return nil
  }

  @Test("no target's folders name each other's types in a circle")
  func noFolderCycles() throws {
    let targets = try Self.targets()
    #expect(targets.count >= 15, "found only \(targets.map(\.lastPathComponent))")
    var offences: [String] = []
    var folderCount = 0
    for target in targets {
      let folders = try Self.folders(of: target)
      folderCount += folders.count
      let edges = Self.edges(folders)
      guard let cycle = Self.cycle(edges) else { continue }
      let reasons = zip(cycle, cycle.dropFirst()).map { from, to in
        "  \(from) → \(to): \(edges[from]?[to] ?? "?")"
      }
      offences.append(
        "\(target.lastPathComponent): \(cycle.joined(separator: " → "))\n"
          + reasons.joined(separator: "\n"))
    }
    #expect(folderCount >= 50, "found only \(folderCount) folders")
    #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
  }

  @Test("the rule finds a circle of two folders and names why")
  func theRuleFindsACycle() {
    let folders: Folders = [
      "Low": [("Low/A.swift", "struct A { var b: B }")],
      "High": [("High/B.swift", "struct B { // names A only in a comment\n}")],
      "Top": [("Top/C.swift", "enum C { static let a = A(b: B()) }")],
    ]
    #expect(Self.cycle(Self.edges(folders)) == nil, "a comment names nothing")
    var circular = folders
    circular["High"] = [("High/B.swift", "struct B { var a: A? }")]
    let edges = Self.edges(circular)
    #expect(Self.cycle(edges) == ["High", "Low", "High"])
    #expect(edges["Low"]?["High"] == "Low/A.swift names B")
  }
}
