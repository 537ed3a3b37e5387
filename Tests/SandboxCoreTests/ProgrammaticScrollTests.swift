import Foundation
import HeaderEngine
import MotionPhysics
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

/// Programmatic scrolling: `fling`, `scrollTo` and `scrollToTop`, each played as its platform
/// plays it (Android `ScrollView.fling`/`smoothScrollTo`, Flutter `goBallistic`/`animateTo`,
/// UIKit `setContentOffset(_:animated:)` and the status-bar tap).
@Suite struct ProgrammaticScrollTests {
  /// A showcase sandbox under `deceleration`, at rest.
  func sandbox(_ deceleration: String, behavior: String = "enabled") -> Sandbox {
    showcaseSandbox(behavior, extra: [("scroll.deceleration", .string(deceleration))])
  }

  /// Android `OverScroller.fling` from rest: the content comes to rest where the model's spline
  /// distance says, the same place a release at that velocity reaches (`ScrollView.fling`).
  @Test func flingRestsWhereTheModelsSplineDistanceSays() {
    var phone = sandbox("android")
    phone.submit(.fling(velocity: 2000), at: 0.5)
    phone.advance(toTime: 5)
    #expect(phone.isSettled)
    let expected = phone.scroll.settings.deceleration.projectedDistance(velocity: 2000)
    #expect(abs(phone.scroll.offset - expected) < 1, "rests at \(phone.scroll.offset)")
    #expect(phone.engine.layout.top < 0, "the header shifted off with the programmatic fling")
  }

  /// Flutter `goBallistic` past the top of a bouncing list springs back to 0.
  @Test func flingBackPastTheTopBouncesToTheEdge() {
    var phone = sandbox("flutterBouncing")
    phone.submit(.scrollTo(offset: 100, animated: false, duration: nil, curve: nil), at: 0.1)
    phone.submit(.fling(velocity: -3000), at: 0.2)
    var lowest = 0.0
    var time = 0.2
    while time < 4 {
      time += 1.0 / 240
      phone.advance(toTime: time)
      lowest = min(lowest, phone.scroll.offset)
    }
    #expect(lowest < -1, "the bouncing physics overscroll past the top")
    #expect(phone.scroll.offset == 0)
  }

  /// Android `NestedScrollView.smoothScrollTo`: 250 ms on the viscous-fluid interpolator.
  @Test func androidSmoothScrollToTakes250msOnTheViscousFluidCurve() {
    var phone = sandbox("android")
    phone.submit(.scrollTo(offset: 400, animated: true, duration: nil, curve: nil), at: 1)
    phone.advance(toTime: 1.125)
    let halfway = 400 * ScrollToCurve.viscousFluid.value(at: 0.5)
    #expect(abs(phone.scroll.offset - halfway) < 0.5, "at 125 ms: \(phone.scroll.offset)")
    phone.advance(toTime: 1.25 - 1.0 / 240)
    #expect(phone.scroll.offset < 400)
    phone.advance(toTime: 1.25 + 1.0 / 240)
    #expect(phone.scroll.offset == 400)
  }

  /// UIKit `setContentOffset(_:animated:)`: 0.3 s ease-in-out (an estimate; docs say so).
  @Test func uikitSetContentOffsetAnimatedTakesThreeTenths() {
    var phone = sandbox("uikit")
    phone.submit(.scrollTo(offset: 300, animated: true, duration: nil, curve: nil), at: 1)
    phone.advance(toTime: 1.15)
    #expect(abs(phone.scroll.offset - 150) < 0.5, "ease-in-out is symmetric about its middle")
    phone.advance(toTime: 1.2999)
    #expect(phone.scroll.offset < 300)
    phone.advance(toTime: 1.3 + 1.0 / 240)
    #expect(phone.scroll.offset == 300)
  }

  /// Flutter `animateTo(offset, duration:, curve:)` takes the script's duration and curve.
  @Test func flutterAnimateToUsesTheScriptsDurationAndCurve() {
    var phone = sandbox("flutterClamping")
    phone.submit(.scrollTo(offset: 500, animated: true, duration: 0.8, curve: .linear), at: 0)
    phone.advance(toTime: 0.2)
    #expect(abs(phone.scroll.offset - 125) < 0.5)
    phone.advance(toTime: 0.8 + 1.0 / 240)
    #expect(phone.scroll.offset == 500)
  }

  /// `jumpTo` / `setContentOffset(_:animated: false)`: there at once; past the end it clamps.
  @Test func unanimatedScrollToJumpsAndClamps() {
    var phone = sandbox("uikit")
    phone.submit(.scrollTo(offset: 1e6, animated: false, duration: nil, curve: nil), at: 0.5)
    phone.advance(toTime: 0.5 + 1.0 / 240)
    #expect(phone.scroll.offset == phone.maxOffset)
  }

  /// The iOS status-bar tap: 0.5 s on `linearToEaseOut` under UIKit (Flutter's
  /// `CupertinoPageScaffold`), 1 s on `easeOutCirc` under Flutter (`Scaffold`).
  @Test(arguments: [("uikit", 0.5), ("flutterBouncing", 1.0), ("android", 0.25)])
  func scrollToTopUsesThePlatformsAnimation(deceleration: String, duration: Double) {
    var phone = sandbox(deceleration)
    phone.submit(.scrollTo(offset: 800, animated: false, duration: nil, curve: nil), at: 0.1)
    phone.submit(.scrollToTop, at: 1)
    phone.advance(toTime: 1 + duration * 0.98)
    #expect(phone.scroll.offset > 0, "still moving just before the platform's duration")
    phone.advance(toTime: 1 + duration + 1.0 / 240)
    #expect(phone.scroll.offset == 0)
    #expect(phone.engine.layout.top == 0, "the header is back at the top of the content")
  }

  /// A click on the status bar is the status-bar tap on iOS, not on Android.
  @Test func tappingTheStatusBarScrollsToTopOnIOSOnly() {
    for (deceleration, scrollsToTop) in [("uikit", true), ("android", false)] {
      var phone = sandbox(deceleration)
      phone.submit(.scrollTo(offset: 600, animated: false, duration: nil, curve: nil), at: 0.1)
      phone.submit(.pointerDown(.finger(0), x: 195, y: 10), at: 1)
      phone.submit(.pointerUp(.finger(0), x: 195, y: 10), at: 1.05)
      phone.advance(toTime: 3)
      #expect((phone.scroll.offset == 0) == scrollsToTop, "\(deceleration)")
    }
  }

  /// A drag that starts on the status bar is a drag, not a tap.
  @Test func aDragFromTheStatusBarIsNoTap() {
    var phone = sandbox("uikit")
    phone.submit(.scrollTo(offset: 600, animated: false, duration: nil, curve: nil), at: 0.1)
    swipe(&phone, at: 1, fromY: 10, toY: 200, duration: 0.5)
    phone.advance(toTime: 1.6)
    #expect(phone.scroll.offset > 300, "the content followed the finger, no jump to the top")
  }

  /// Android `Scroller.ViscousFluidInterpolator`: starts at 0, ends exactly at 1, monotonic, and
  /// at a tenth and half of its time has covered what its scale-8 law gives (values worked out
  /// from `Scroller.java`'s formula by hand, outside this code).
  @Test func viscousFluidMatchesAndroidsInterpolator() {
    let curve = ScrollToCurve.viscousFluid
    #expect(curve.value(at: 0) == 0)
    #expect(abs(curve.value(at: 1) - 1) < 1e-12)
    #expect(abs(curve.value(at: 0.5) - 0.969087) < 1e-5)
    #expect(abs(curve.value(at: 0.1) - 0.249473) < 1e-5)
    var previous = 0.0
    for step in 1...100 {
      let value = curve.value(at: Double(step) / 100)
      #expect(value >= previous)
      previous = value
    }
  }

  /// The events round-trip through the script format and reject bad fields with their path.
  @Test func scriptEventsDecodeEncodeAndReject() throws {
    let text = """
      {"version": 1, "events": [
        {"t": 0.5, "type": "fling", "velocity": 2500},
        {"t": 2, "type": "scrollTo", "offset": 300, "animated": true, "duration": 0.4,
         "curve": "fastOutSlowIn"},
        {"t": 3, "type": "scrollToTop"}
      ]}
      """
    let script = try EventScript.decode(text, file: "p.json")
    #expect(script.events.map(\.event.typeName) == ["fling", "scrollTo", "scrollToTop"])
    let again = try EventScript.decode(script.encoded(), file: "again.json")
    #expect(again.events == script.events)

    let bad = """
      {"version": 1, "events": [{"t": 0, "type": "scrollTo", "offset": 1, "curve": "bouncy"}]}
      """
    #expect {
      try EventScript.decode(bad, file: "bad.json")
    } throws: { error in
      "\(error)".contains("events[0].curve") && "\(error)".contains("viscousFluid")
        && "\(error)".contains("\"bouncy\"")
    }
  }
}

/// Flutter floats a floating SliverAppBar back in only for a user's scroll: `animateTo` and
/// `goBallistic` from a controller leave `userScrollDirection` idle (the mirror of Flutter's
/// "SliverFloatingPersistentHeader scroll direction is not affected by controller.jumpTo").
@Suite struct ProgrammaticScrollFloatingTests {
  func floatingPhone() -> Sandbox {
    var values = ConfigValues()
    try! values.set(key: "header.model", value: .string("sliverAppBar"))
    try! values.set(key: "sliverAppBar.floating", value: .bool(true))
    try! values.set(key: "scroll.deceleration", value: .string("flutterClamping"))
    return try! Sandbox(
      settings: SandboxSettings(values: values), viewport: Size(width: 390, height: 844))
  }

  @Test func programmaticScrollsUpDoNotFloatTheBarBackIn() {
    var program = floatingPhone()
    program.submit(.scrollTo(offset: 1200, animated: false, duration: nil, curve: nil), at: 0.1)
    program.advance(toTime: 0.5)
    let hidden = program.engine.layout.top
    #expect(Self.bottom(program) <= 0, "scrolled far down, the floating bar is away: top \(hidden)")
    program.submit(.scrollTo(offset: 1000, animated: true, duration: 0.4, curve: nil), at: 1)
    program.advance(toTime: 2)
    #expect(Self.bottom(program) <= 0, "animateTo up leaves the bar away (it rides the content)")
    program.submit(.fling(velocity: -800), at: 2.1)
    program.advance(toTime: 3)
    #expect(Self.bottom(program) <= 0, "goBallistic up leaves the bar away")

    // The same way up by a finger floats it in.
    var user = floatingPhone()
    user.submit(.scrollTo(offset: 1200, animated: false, duration: nil, curve: nil), at: 0.1)
    user.advance(toTime: 0.5)
    swipe(&user, at: 1, fromY: 300, toY: 500, duration: 0.5)
    user.advance(toTime: 2)
    #expect(Self.bottom(user) > 50, "a drag up floats the bar in")
  }

  /// Where the bar's bottom edge is on screen (≤ 0: entirely off the top).
  static func bottom(_ phone: Sandbox) -> Double {
    phone.engine.layout.top + phone.engine.layout.height
  }
}
