import Foundation
import TestSupport
import Testing

/// The app's folders form layers, bottom to top, and a folder names only types declared in the
/// layers below it: no import loop through a dispatcher or an error type (docs/architecture.md).
@Suite("App folder layering")
struct AppLayeringTests {
  static let layers = [
    "Failure", "Arguments", "IO", "Tuning", "Run", "Window", "Commands", "Bench", "CLI",
  ]

  @Test("every SandboxApp folder is a layer, and names only types from the layers below it")
  func foldersFormLayers() throws {
    let root = packageRoot().appendingPathComponent("Sources/SandboxApp")
    let manager = FileManager.default
    let folders = try manager.contentsOfDirectory(atPath: root.path).sorted()
    #expect(folders == Self.layers.sorted(), "a new folder needs its place in the layers")

    var sources: [String: [(file: String, text: String)]] = [:]
    var home: [String: String] = [:]
    let declaration = /^(?:public |internal )?(?:final )?(?:struct|enum|class|protocol) (\w+)/
      .anchorsMatchLineEndings()
    for folder in Self.layers {
      let path = root.appendingPathComponent(folder)
      for file in try manager.contentsOfDirectory(atPath: path.path) where file.hasSuffix(".swift")
      {
        let text = try String(contentsOf: path.appendingPathComponent(file), encoding: .utf8)
        sources[folder, default: []].append((file, text))
        for match in text.matches(of: declaration) { home[String(match.1)] = folder }
      }
    }
    #expect(home.count > 40, "found only \(home.count) type declarations")

    var offences: [String] = []
    for (level, folder) in Self.layers.enumerated() {
      for (file, text) in sources[folder, default: []] {
        let words = Set(text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        for word in words {
          guard let owner = home[word], let ownerLevel = Self.layers.firstIndex(of: owner),
            ownerLevel > level
          else { continue }
          offences.append("\(folder)/\(file) names \(word) from \(owner), a layer above it")
        }
      }
    }
    #expect(offences.isEmpty, "\(offences.sorted().joined(separator: "\n"))")
  }
}
