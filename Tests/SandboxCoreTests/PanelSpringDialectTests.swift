import MotionPhysics
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

@Suite struct PanelSpringDialectTests {
  @Test func everyDialectReadsBackTheSameSpring() throws {
    let spring = try SpringDescription(mass: 1, stiffness: 300, dampingRatio: 0.6)
    for dialect in SpringDialect.allCases {
      for field in dialect.fields {
        guard let value = SpringConversion.value(field, of: spring) else { continue }
        let rebuilt = try #require(
          SpringConversion.spring(setting: field, to: value, from: spring))
        #expect(isClose(rebuilt.naturalFrequency, spring.naturalFrequency, 1e-6), "\(field)")
        #expect(isClose(rebuilt.dampingRatio, spring.dampingRatio, 1e-6), "\(field)")
      }
    }
  }

  @Test func editingTheResponseDialectWritesTheRegistryKeys() throws {
    var h = PanelHarness()
    h.model.openSections = ["scroll"]
    let dialects = try #require(h.item(.dialects))
    let chip = try #require(dialects.chips.first { $0.value == "response" })
    h.click(Point(x: chip.rect.x + 3, y: chip.rect.y + 3))
    #expect(h.model.dialect == .response)
    // The registry's own spring rows give way to the dialect's.
    #expect(h.layout.slider(.parameter(Param.scroll.bounce.stiffness.name)) == nil)
    #expect(h.layout.slider(.spring(.response)) != nil)
    // Type a response of 0.5 s: ω = 4π, k = m·ω² with the mass kept (1), ζ unchanged (1).
    let box = try #require(h.layout.slider(.spring(.response))?.valueBox)
    h.click(Point(x: box.x + 5, y: box.y + 5))
    #expect(h.model.buffer == "0.63")
    for _ in 0..<4 { h.send(.keyDown(.backspace, [])) }
    h.send(.text("0.5"))
    h.send(.keyDown(.enter, []))
    let omega = 4 * Double.pi
    #expect(isClose(h.values[Param.scroll.bounce.stiffness], omega * omega, 1e-9))
    #expect(h.values[Param.scroll.bounce.dampingRatio] == 1)
    #expect(h.values[Param.scroll.bounce.mass] == 1)
    let edge = h.sandbox.settings.scroll.deceleration.edgeSpring
    #expect(isClose(ResponseSpring(edge).response, 0.5, 1e-9))
    #expect(h.paintedTexts.contains("0.50 s"))
  }

  @Test func draggingTheOrigamiFrictionSliderKeepsTension() throws {
    var h = PanelHarness()
    h.model.openSections = ["scroll"]
    h.model.dialect = .origami
    let before = try #require(SpringConversion.spring(h.values))
    let tension = OrigamiSpring(before).tension
    h.reveal(.spring(.friction))
    let p = h.trackPoint(.spring(.friction), fraction: 0.1)
    h.send(.pointerDown(.mouse, x: p.x, y: p.y))
    h.send(.pointerUp(.mouse, x: p.x, y: p.y))
    let after = try #require(SpringConversion.spring(h.values))
    #expect(isClose(OrigamiSpring(after).tension, tension, 1e-6))
    #expect(isClose(OrigamiSpring(after).friction, 10, 1e-6))
  }

  @Test func resettingADialectRowResetsTheThreeSpringKeys() throws {
    var h = PanelHarness()
    h.model.openSections = ["scroll"]
    h.model.dialect = .durationBounce
    h.reveal(.spring(.bounce))
    let p = h.trackPoint(.spring(.bounce), fraction: 0.8)
    h.click(p)
    #expect(h.values[Param.scroll.bounce.dampingRatio] < 1)
    h.click(p, after: 0.1)
    for key in SpringDialect.springKeys {
      #expect(h.values[key] == ParameterRegistry.parameter(key)?.defaultValue)
    }
  }
}
