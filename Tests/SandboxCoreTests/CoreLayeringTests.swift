import Foundation
import TestSupport
import Testing

/// The core's targets and their folders form layers, bottom to top: a folder names only types
/// declared in its own layer or the layers below it. `Package.swift` already keeps a target
/// from importing one above it; this also holds the folders inside a target apart, so no two
/// of them can import each other in a circle again (docs/architecture.md).
@Suite("Core folder layering")
struct CoreLayeringTests {
  /// Bottom to top, as `target/folder`.
  static let layers = [
    "PhoneDrawing/Scene",
    "PhoneSimulation/Springs", "PhoneSimulation/Time", "PhoneSimulation/Trace",
    "PhoneSimulation/Scroll", "PhoneSimulation/Sandbox", "PhoneSimulation/Run",
    "ToolInterface/Tuning",
    "SandboxCore/Window", "SandboxCore/Timeline", "SandboxCore/Export", "SandboxCore/Review",
    "SandboxCore/Reference", "SandboxCore/Stage",
  ]
  static let targets = ["PhoneDrawing", "PhoneSimulation", "ToolInterface", "SandboxCore"]

  @Test(
    "every folder of the core's targets is a layer, and names only types from its own or lower ones"
  )
  func foldersFormLayers() throws {
    let sources = packageRoot().appendingPathComponent("Sources")
    let manager = FileManager.default
    var folders: [String] = []
    for target in Self.targets {
      let root = sources.appendingPathComponent(target)
      for entry in try manager.contentsOfDirectory(atPath: root.path) {
        var isFolder: ObjCBool = false
        _ = manager.fileExists(
          atPath: root.appendingPathComponent(entry).path, isDirectory: &isFolder)
        if isFolder.boolValue { folders.append("\(target)/\(entry)") }
      }
    }
    #expect(folders.sorted() == Self.layers.sorted(), "a new folder needs its place in the layers")

    var files: [String: [(file: String, text: String)]] = [:]
    var home: [String: String] = [:]
    let declaration = /^(?:public |internal )?(?:final )?(?:struct|enum|class|protocol) (\w+)/
      .anchorsMatchLineEndings()
    for layer in Self.layers {
      let folder = sources.appendingPathComponent(layer)
      let walker = try #require(manager.enumerator(atPath: folder.path))
      for case let relative as String in walker where relative.hasSuffix(".swift") {
        let text = try String(
          contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
        files[layer, default: []].append((relative, text))
        for match in text.matches(of: declaration) { home[String(match.1)] = layer }
      }
    }
    #expect(home.count > 100, "found only \(home.count) type declarations")

    var offences: [String] = []
    for (level, layer) in Self.layers.enumerated() {
      for (file, text) in files[layer, default: []] {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0] }
          .joined(separator: "\n")
        let words = Set(code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        for word in words {
          guard let owner = home[word], let ownerLevel = Self.layers.firstIndex(of: owner),
            ownerLevel > level
          else { continue }
          offences.append("\(layer)/\(file) names \(word) from \(owner), a layer above it")
        }
      }
    }
    #expect(offences.isEmpty, "\(offences.sorted().joined(separator: "\n"))")
  }
}
