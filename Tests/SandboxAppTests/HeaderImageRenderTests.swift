import Foundation
import TestSupport
import Testing

@Suite("render with content.headerImage")
struct HeaderImageRenderTests {
  @Test func missingImageExits66NamingTheFile() throws {
    let (dir, script) = try renderFixture(duration: 0.3)
    let missing = dir.appendingPathComponent("nope.png").path
    let result = try runSandbox([
      "render", script.path, "--out", dir.appendingPathComponent("f.png").path,
      "--set", "content.headerImage=\(missing)",
    ])
    #expect(result.status == 66)
    #expect(result.stderr.contains("content.headerImage: \(missing): no such file"))
  }

  @Test func undecodableImageExits65NamingTheFile() throws {
    let (dir, script) = try renderFixture(duration: 0.3)
    let bogus = dir.appendingPathComponent("bogus.png")
    try Data("not a picture".utf8).write(to: bogus)
    let result = try runSandbox([
      "render", script.path, "--out", dir.appendingPathComponent("f.png").path,
      "--set", "content.headerImage=\(bogus.path)",
    ])
    #expect(result.status == 65)
    #expect(result.stderr.contains("content.headerImage: \(bogus.path): expected a PNG or JPEG"))
  }

  @Test func shippedSampleImageRenders() throws {
    let (dir, script) = try renderFixture(duration: 0.3)
    let sample = packageRoot().appendingPathComponent("Assets/Images/header-sample.jpg").path
    let out = dir.appendingPathComponent("f.png").path
    let result = try runSandbox([
      "render", script.path, "--out", out, "--set", "content.headerImage=\(sample)",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))
  }
}
