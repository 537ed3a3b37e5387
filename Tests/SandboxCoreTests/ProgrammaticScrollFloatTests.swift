import HeaderEngine
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// A floating Flutter bar floats back in on the user's scroll only: arrow keys and Page Up run
/// `animateTo` in Flutter (`ScrollAction`), which leaves `userScrollDirection` idle
/// (sliver_cross_axis_group_test.dart, "SliverFloatingPersistentHeader scroll direction is not
/// affected by controller.jumpTo"); a finger or a wheel sets it.
@Suite struct ProgrammaticScrollFloatTests {
  static func floatingSandbox() -> Sandbox {
    var values = ConfigValues()
    try! values.set(key: "header.model", value: .string("sliverAppBar"))
    try! values.set(key: "header.minimumHeight", value: .number(56))
    try! values.set(key: "header.maximumHeight", value: .number(152))
    try! values.set(key: "sliverAppBar.floating", value: .bool(true))
    var sandbox = try! Sandbox(
      settings: SandboxSettings(values: values), viewport: Size(width: 390, height: 844))
    swipe(&sandbox, at: 0.1, fromY: 650, toY: 250, duration: 0.12)
    sandbox.advance(toTime: 4)
    return sandbox
  }

  @Test func keyboardScrollsDoNotFloatTheBarBackIn() {
    var sandbox = Self.floatingSandbox()
    let away = sandbox.engine.layout.top
    #expect(away < -sandbox.engine.hMin, "the flick carried the bar away")
    let offset = sandbox.scroll.offset
    sandbox.submit(.keyDown(.pageUp, []), at: 4.1)
    sandbox.advance(toTime: 6)
    #expect(sandbox.scroll.offset < offset - 100, "the page scrolled back")
    #expect(sandbox.engine.layout.top < -sandbox.engine.hMin, "still away")
  }

  @Test func theUsersDragFloatsTheBarBackIn() {
    var sandbox = Self.floatingSandbox()
    swipe(&sandbox, at: 4.1, fromY: 300, toY: 500, duration: 0.4)
    sandbox.advance(toTime: 6)
    #expect(sandbox.engine.layout.top == 0)
  }
}
