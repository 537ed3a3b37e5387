import Foundation
import TestSupport
import Testing

@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason))
struct SweepRenderTests {
  @Test func aSweepIsAContactSheetOfOnePhonePerValue() throws {
    let (dir, script) = try renderFixture(duration: 0.5)
    let out = dir.appendingPathComponent("sheet.png").path
    let result = try runSandbox([
      "render", script.path, "--out", out, "--at", "0.3",
      "--sweep", "header.minimumHeight=56:96:20", "--sweep",
      "header.shiftBehavior=enabled,hideable",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // 3 × 2 cells of 390 × 844 points with 12 pt gutters and 36 pt caption bands, at 1×.
    let png = try #require(FileManager.default.contents(atPath: out))
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 3 * 390 + 4 * 12)
    #expect(height == 2 * (844 + 36) + 3 * 12)
  }

  @Test func tooManyCellsAndInactiveParametersAreRefused() throws {
    let (dir, script) = try renderFixture(duration: 0.5)
    let out = dir.appendingPathComponent("x.png").path
    let many = try runSandbox([
      "render", script.path, "--out", out, "--sweep", "header.minimumHeight=50:60:1",
      "--sweep", "header.maximumHeight=100,200,300,400",
    ])
    #expect(many.status == 64)
    #expect(many.stderr.contains("expected at most 36 cells, found 44 (11 × 4)"))
    let inactive = try runSandbox([
      "render", script.path, "--out", out, "--sweep", "scroll.androidFriction=0.01,0.02",
    ])
    #expect(inactive.status == 64)
    #expect(
      inactive.stderr.contains(
        "does not act under these values (no effect with uikit deceleration)"),
      "the panel's reason: \(inactive.stderr)")
    let otherModel = try runSandbox([
      "render", script.path, "--out", out, "--sweep", "composeM3.snapStiffness=400,1600",
    ])
    #expect(otherModel.status == 64)
    #expect(
      otherModel.stderr.contains("(no effect under mdc)"),
      "the panel's reason: \(otherModel.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// One `--from` rule for a render and a sweep: `--from 0.0167` at 60 fps leaves out frames 0
  /// and 1 (frame 1 is at 0.016667 s, before it) in both, the folder's names say which frames.
  @Test func aSweepAndARenderLeaveOutTheSameFramesBeforeFrom() throws {
    let (dir, script) = try renderFixture(duration: 0.4)
    func written(_ extra: [String], _ name: String) throws -> [String] {
      let out = dir.appendingPathComponent(name).path + "/"
      let result = try runSandbox(
        ["render", script.path, "--out", out, "--from", "0.0167", "--scale", "1"] + extra)
      #expect(result.status == 0, "\(result.stderr)")
      return try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    }
    let plain = try written([], "plain")
    let sheet = try written(["--sweep", "header.minimumHeight=56,96"], "sheet")
    #expect(plain.count == 22, "frames 2…23 of 24: \(plain)")
    #expect(sheet == plain)
  }
}
