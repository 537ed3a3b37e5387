import MotionPhysics
import PhoneSimulation
import SandboxFormats
import TestSupport
import Testing

@testable import SandboxStage

/// `scroll.deceleration=chromium` through the configuration and the scroll view: its curve key,
/// its relevance, the viewport bound and fling boosting.
@Suite struct ChromiumScrollTests {
  @Test func theCurveKeyParsesAndReachesTheModel() throws {
    let layer = try ConfigFile.decode(
      #"{"scroll": {"deceleration": "chromium", "chromiumCurve": "fling"}}"#, file: "c.json")
    let values = try ConfigValues.resolve(config: layer)
    let scroll = try SandboxSettings(values: values).scroll
    #expect(scroll.deceleration.name == .chromium)
    #expect(scroll.deceleration.parameters.chromiumCurve == .fling)
    #expect(try SetOverride.parse("scroll.chromiumCurve=mobile").value == .string("mobile"))
    #expect(ConfigValues()[Param.scroll.chromiumCurve] == .physicsBased)
  }

  @Test func aWrongCurveIsNamedWithTheChoices() {
    let errors = ConfigFile.validate(#"{"scroll": {"chromiumCurve": "bezier"}}"#, file: "c.json")
    #expect(
      errors.map(\.description) == [
        "c.json: scroll.chromiumCurve: expected one of physicsBased, fling, mobile, found \"bezier\""
      ])
    #expect(throws: DataError.self) { try SetOverride.parse("scroll.chromiumCurve=") }
  }

  @Test func theCurveActsOnlyUnderTheChromiumModel() throws {
    var values = ConfigValues()
    let key = Param.scroll.chromiumCurve.name
    #expect(ParameterRelevance.isInactive(key, in: values))
    try values.set(key: Param.scroll.deceleration.name, value: .string("chromium"))
    #expect(!ParameterRelevance.isInactive(key, in: values))
    #expect(ParameterRelevance.isInactive(Param.scroll.androidFriction.name, in: values))
  }

  @Test func theScrollViewBoundsAFlingByThreeOfItsViewports() {
    for viewport in [600.0, 844] {
      var scroll = ScrollViewModel(
        viewportHeight: viewport, maxOffset: 100_000, settings: scrollSettings(.chromium))
      var observer = RecordingObserver()
      let end = drag(&scroll, &observer, fromY: 800, toY: 200, duration: 0.1)
      let released = scroll.offset
      run(&scroll, &observer, from: end, to: end + 3)
      #expect(scroll.isSettled)
      #expect(isClose(scroll.offset - released, 3 * viewport, 1), "viewport \(viewport)")
    }
  }

  /// Two 2000 pt/s flicks 150 ms apart: the second runs at 4000 pt/s and, its bound doubled,
  /// travels the unbounded 4000² / 2a = 3024 pt. Boosting works toward the top too, and a flick
  /// against the running fling is not boosted.
  @Test func aQuickSecondFlickAddsTheFirstsVelocity() {
    var scroll = ScrollViewModel(
      viewportHeight: 844, maxOffset: 100_000, settings: scrollSettings(.chromium))
    var observer = RecordingObserver()
    var end = drag(&scroll, &observer, fromY: 700, toY: 500, duration: 0.1)
    #expect(isClose(observer.willEnd[0].velocity, 2000, 20))
    run(&scroll, &observer, from: end, to: end + 0.15)
    end = drag(&scroll, &observer, fromY: 700, toY: 500, duration: 0.1, start: end + 0.15)
    let boosted = observer.willEnd[1].velocity
    #expect(isClose(boosted, 4000, 40), "boosted to \(boosted)")
    let released = scroll.offset
    run(&scroll, &observer, from: end, to: end + 3)
    let unbounded = boosted * boosted / (2 * 96 * 2.7559e-5 * 1e6)
    #expect(isClose(scroll.offset - released, unbounded, 1))

    end = drag(&scroll, &observer, fromY: 300, toY: 500, duration: 0.1, start: end + 3.2)
    run(&scroll, &observer, from: end, to: end + 0.15)
    end = drag(&scroll, &observer, fromY: 500, toY: 700, duration: 0.1, start: end + 0.15)
    #expect(isClose(observer.willEnd[3].velocity, -4000, 40), "same way: boosted")
    end = drag(&scroll, &observer, fromY: 700, toY: 500, duration: 0.1, start: end + 0.15)
    #expect(isClose(observer.willEnd[4].velocity, 2000, 20), "the other way: not boosted")
  }
}
