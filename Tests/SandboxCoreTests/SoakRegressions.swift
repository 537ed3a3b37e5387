import Foundation
import SandboxFormats
import SandboxPrimitives
import SoakSupport
import TestSupport
import Testing

@testable import SandboxStage

/// Minimal reproducers the soak found (written by its shrinker), kept as regression tests: each
/// broke an invariant before the fix named in its description.
struct SoakRegression: CustomTestStringConvertible, Sendable {
  var name: String
  var description: String
  var resizes: [(t: Double, width: Double, height: Double)]
  var script: String

  var testDescription: String { "\(name): \(description)" }

  static let all: [SoakRegression] = [
    SoakRegression(
      name: "seed-20261129-disabled",
      description: "a clamping-model fling keeps going past a range that a resize shrank",
      resizes: [(8.093866982468796, 1123.2659980641536, 1188.8298407094503)],
      script:
        #"{"version":1,"config":{"header":{"minimumHeight":64,"maximumHeight":152,"statusBarHeight":24,"canOverExtend":true,"shiftBehavior":"hideable","headerContentImportance":"high","minimumHeaderViewHeight":0,"visibleShadowOpacity":0.4,"inFrontOfInfiniteContent":false,"statusBarHintCanOverlapHeader":true,"shiftAnimation":"exact"},"scroll":{"deceleration":"flutterClamping","uikitDecelerationRate":0.998,"uikitFastDecelerationRate":0.99,"androidFriction":0.015,"androidPPI":160,"flutterFriction":0.015,"bouncingDrag":0.135,"velocityTracker":"leastSquares","touchSlop":18,"minFlingVelocity":50,"maxFlingVelocity":8000,"rubberBandCoefficient":0,"bounce":{"stiffness":100,"dampingRatio":1.1,"mass":0.5}},"wheel":{"pointsPerLine":40,"smooth":false,"smoothDuration":0.15,"gestureEndDelay":0.12},"content":{"rowCount":60,"rowHeight":88},"statusBar":{"time":"9:41"},"view":{"timeScale":1,"touchIndicators":false,"hud":false}},"viewport":{"width":390,"height":844,"scale":2},"fps":60,"duration":8.11,"events":[{"t":3.2991185252683977,"type":"swipe","x":355.64717787797827,"fromY":762.2109151964798,"toY":581.1619646813905,"duration":0.028105153555301413},{"t":5.7615866269403,"type":"swipe","x":367.778162738901,"fromY":56.79190539642159,"toY":568.3800512947113,"duration":1.5577315993593754},{"t":7.697552466819104,"type":"swipe","x":259.52340520293814,"fromY":652.4463586602456,"toY":272.90405820895035,"duration":0.35806917465408616}]}"#
    ),
    SoakRegression(
      name: "seed-20261131-enabledWithStatusBar",
      description: "a behaviour switch at rest leaves the header partly shifted",
      resizes: [],
      script:
        #"{"version":1,"config":{"header":{"minimumHeight":64,"maximumHeight":152,"statusBarHeight":24,"canOverExtend":true,"shiftBehavior":"enabledWithStatusBar","headerContentImportance":"high","minimumHeaderViewHeight":0,"visibleShadowOpacity":0.4,"inFrontOfInfiniteContent":false,"statusBarHintCanOverlapHeader":true,"shiftAnimation":"exact"},"scroll":{"deceleration":"flutterClamping","uikitDecelerationRate":0.998,"uikitFastDecelerationRate":0.99,"androidFriction":0.015,"androidPPI":160,"flutterFriction":0.015,"bouncingDrag":0.135,"velocityTracker":"leastSquares","touchSlop":18,"minFlingVelocity":50,"maxFlingVelocity":8000,"rubberBandCoefficient":0,"bounce":{"stiffness":100,"dampingRatio":1.1,"mass":0.5}},"wheel":{"pointsPerLine":40,"smooth":false,"smoothDuration":0.15,"gestureEndDelay":0.12},"content":{"rowCount":60,"rowHeight":88},"statusBar":{"time":"9:41"},"view":{"timeScale":1,"touchIndicators":false,"hud":false}},"viewport":{"width":390,"height":844,"scale":2},"fps":60,"duration":8.11,"events":[{"t":3.4113102330279617,"type":"key","key":"End"},{"t":3.587908129069774,"type":"set","key":"header.headerContentImportance","value":"default"},{"t":6.081422662078921,"type":"wheel","dy":-2.67351654426279,"precise":true},{"t":6.095346117806457,"type":"key","key":"1"},{"t":6.683827685467577,"type":"wheel","dy":2.1782445555480687,"precise":true},{"t":6.832894229358089,"type":"wheel","dy":0.7049113484152161,"precise":true},{"t":7.091581249191449,"type":"wheel","dy":1.0888862647212723,"precise":true},{"t":8.09989021499564,"type":"set","key":"header.shiftBehavior","value":"enabledWithStatusBar"}]}"#
    ),
    SoakRegression(
      name: "seed-20261132-hideable",
      description: "a wheel cancels a hideable header's shift animation half way",
      resizes: [],
      script:
        #"{"version":1,"config":{"header":{"minimumHeight":56,"maximumHeight":112,"statusBarHeight":20,"canOverExtend":true,"shiftBehavior":"enabled","headerContentImportance":"default","minimumHeaderViewHeight":0,"visibleShadowOpacity":0.4,"inFrontOfInfiniteContent":false,"statusBarHintCanOverlapHeader":true,"shiftAnimation":"exact"},"scroll":{"deceleration":"uikit","uikitDecelerationRate":0.998,"uikitFastDecelerationRate":0.99,"androidFriction":0.015,"androidPPI":160,"flutterFriction":0.015,"bouncingDrag":0.135,"velocityTracker":"ios","touchSlop":10,"minFlingVelocity":100,"maxFlingVelocity":8000,"rubberBandCoefficient":0.55,"bounce":{"stiffness":100,"dampingRatio":1,"mass":1}},"wheel":{"pointsPerLine":40,"smooth":false,"smoothDuration":0.15,"gestureEndDelay":0.12},"content":{"rowCount":60,"rowHeight":88},"statusBar":{"time":"9:41"},"view":{"timeScale":1,"touchIndicators":false,"hud":false}},"viewport":{"width":390,"height":844,"scale":2},"fps":60,"duration":63.64333333333333,"events":[{"t":22.410023171432158,"type":"swipe","x":93.33796844077565,"fromY":528.130153955877,"toY":124.92016725930893,"duration":0.0521347703464429},{"t":23.1529635819237,"type":"set","key":"header.shiftBehavior","value":"hideable"},{"t":24.04740764009091,"type":"swipe","x":29.023831837967222,"fromY":60.92951639394873,"toY":648.8592344643664,"duration":0.04955060844200446,"hold":0.3906293541723176},{"t":63.23334214464887,"type":"shiftOnScreen","animated":true},{"t":63.37547924031833,"type":"wheel","dy":-3}]}"#
    ),
    SoakRegression(
      name: "seed-1-disabled",
      description: "a switch to a model without overscroll mid-fling bounces past the top",
      resizes: [],
      script:
        #"{"version":1,"config":{"header":{"minimumHeight":56,"maximumHeight":112,"statusBarHeight":20,"canOverExtend":true,"shiftBehavior":"disabled","headerContentImportance":"default","minimumHeaderViewHeight":0,"visibleShadowOpacity":0.4,"inFrontOfInfiniteContent":false,"statusBarHintCanOverlapHeader":true,"shiftAnimation":"exact"},"scroll":{"deceleration":"uikit","uikitDecelerationRate":0.998,"uikitFastDecelerationRate":0.99,"androidFriction":0.015,"androidPPI":160,"flutterFriction":0.015,"bouncingDrag":0.135,"velocityTracker":"ios","touchSlop":10,"minFlingVelocity":100,"maxFlingVelocity":8000,"rubberBandCoefficient":0.55,"bounce":{"stiffness":100,"dampingRatio":1,"mass":1}},"wheel":{"pointsPerLine":40,"smooth":false,"smoothDuration":0.15,"gestureEndDelay":0.12},"content":{"rowCount":60,"rowHeight":88},"statusBar":{"time":"9:41"},"view":{"timeScale":1,"touchIndicators":false,"hud":false}},"viewport":{"width":390,"height":844,"scale":2},"fps":60,"duration":2.0641666666666665,"events":[{"t":0.22668666465369824,"type":"key","key":"PageDown"},{"t":1.9013261826416965,"type":"swipe","x":195,"fromY":550.2431097104961,"toY":979.2108290407227,"duration":0.08012811508893246},{"t":1.9857532444448225,"type":"set","key":"scroll.deceleration","value":"android"}]}"#
    ),
    SoakRegression(
      name: "seed-2-enabled",
      description: "a switch to a model without overscroll mid-fling passes the end",
      resizes: [],
      script:
        #"{"version":1,"config":{"header":{"minimumHeight":56,"maximumHeight":176,"statusBarHeight":20,"canOverExtend":true,"shiftBehavior":"enabled","headerContentImportance":"default","minimumHeaderViewHeight":0,"visibleShadowOpacity":0.4,"inFrontOfInfiniteContent":false,"statusBarHintCanOverlapHeader":true,"shiftAnimation":"exact"},"scroll":{"deceleration":"uikit","uikitDecelerationRate":0.998,"uikitFastDecelerationRate":0.99,"androidFriction":0.015,"androidPPI":160,"flutterFriction":0.015,"bouncingDrag":0.135,"velocityTracker":"leastSquares","touchSlop":8,"minFlingVelocity":50,"maxFlingVelocity":8000,"rubberBandCoefficient":0.55,"bounce":{"stiffness":100,"dampingRatio":1,"mass":1}},"wheel":{"pointsPerLine":40,"smooth":true,"smoothDuration":0.15,"gestureEndDelay":0.12},"content":{"rowCount":100,"rowHeight":88},"statusBar":{"time":"9:41"},"view":{"timeScale":1,"touchIndicators":false,"hud":false}},"viewport":{"width":390,"height":844,"scale":2},"fps":60,"duration":16.055833333333336,"events":[{"t":4.707697785183882,"type":"key","key":"End"},{"t":4.763801568024064,"type":"key","key":"Shift+Space"},{"t":15.664178932464893,"type":"key","key":"PageUp"},{"t":15.760702979277085,"type":"swipe","x":195,"fromY":810.2762199120971,"toY":602.3900234644866,"duration":0.03664049218302057},{"t":15.959397960291426,"type":"set","key":"scroll.deceleration","value":"android"}]}"#
    ),
    SoakRegression(
      name: "seed-3-enabled",
      description: "a bounce grabbed and released a hair past the top rests there",
      resizes: [],
      script:
        #"{"version":1,"config":{"header":{"minimumHeight":64,"maximumHeight":152,"statusBarHeight":24,"canOverExtend":false,"shiftBehavior":"hideable","headerContentImportance":"default","minimumHeaderViewHeight":0,"visibleShadowOpacity":0.4,"inFrontOfInfiniteContent":false,"statusBarHintCanOverlapHeader":true,"shiftAnimation":"exact"},"scroll":{"deceleration":"flutterClamping","uikitDecelerationRate":0.998,"uikitFastDecelerationRate":0.99,"androidFriction":0.015,"androidPPI":160,"flutterFriction":0.015,"bouncingDrag":0.135,"velocityTracker":"leastSquares","touchSlop":18,"minFlingVelocity":50,"maxFlingVelocity":8000,"rubberBandCoefficient":0,"bounce":{"stiffness":100,"dampingRatio":1.1,"mass":0.5}},"wheel":{"pointsPerLine":40,"smooth":true,"smoothDuration":0.15,"gestureEndDelay":0.12},"content":{"rowCount":60,"rowHeight":88},"statusBar":{"time":"9:41"},"view":{"timeScale":1,"touchIndicators":false,"hud":false}},"viewport":{"width":390,"height":844,"scale":2},"fps":60,"duration":8.11,"events":[{"t":1.6682628375389186,"type":"wheel","dy":-3},{"t":1.7193864699357846,"type":"wheel","dy":-3},{"t":1.783507540457208,"type":"wheel","dy":-3},{"t":1.783507540457208,"type":"wheel","dy":-3},{"t":2.299128810723232,"type":"swipe","x":249.68015083542304,"fromY":507.7496812571887,"toY":182.8750729651449,"duration":0.08392400630988424,"hold":0.05419906671615682},{"t":2.5390436620488117,"type":"wheel","dy":3},{"t":2.5520092437108133,"type":"wheel","dy":3},{"t":2.853097169557259,"type":"wheel","dy":2},{"t":2.9175475456448794,"type":"set","key":"header.maximumHeight","value":176},{"t":2.9175475456448794,"type":"set","key":"scroll.deceleration","value":"uikit"},{"t":2.9175475456448794,"type":"set","key":"scroll.touchSlop","value":8},{"t":2.9175475456448794,"type":"set","key":"scroll.rubberBandCoefficient","value":0.55},{"t":2.9175475456448794,"type":"set","key":"scroll.bounce.mass","value":1},{"t":3.0377561824313943,"type":"wheel","dy":-3},{"t":3.135888228855947,"type":"swipe","x":62.50117964447583,"fromY":477.5540102288425,"toY":613.057704055617,"duration":0.08133015223284884},{"t":3.4739021206547704,"type":"swipe","x":92.42478570055087,"fromY":622.7425676877153,"toY":659.5686286765065,"duration":0.056457342607140984,"hold":0.10691491297775163},{"t":4.022858803031795,"type":"wheel","dy":1.534203157285474,"precise":true},{"t":4.295503573037308,"type":"swipe","x":297.5751328474243,"fromY":792.5236124114397,"toY":620.5598184281978,"duration":0.3031626458197548},{"t":5.5129074456351645,"type":"swipe","x":182.39571355730425,"fromY":75.88892262278175,"toY":410.57912441648574,"duration":0.3106867800949589},{"t":6.219973405547989,"type":"swipe","x":295.56903336075425,"fromY":685.3748259696886,"toY":653.2036021548407,"duration":0.282419962625617},{"t":6.71038314513487,"type":"swipe","x":136.08786031123532,"fromY":452.00493987203555,"toY":446.7734576648811,"duration":1.3887215082300006}]}"#
    ),
    SoakRegression(
      name: "seed-4-enabledWithStatusBar",
      description: "a bounce grabbed and released a hair past the end rests there",
      resizes: [],
      script:
        #"{"version":1,"config":{"header":{"minimumHeight":56,"maximumHeight":112,"statusBarHeight":20,"canOverExtend":true,"shiftBehavior":"enabledWithStatusBar","headerContentImportance":"default","minimumHeaderViewHeight":0,"visibleShadowOpacity":0.4,"inFrontOfInfiniteContent":false,"statusBarHintCanOverlapHeader":true,"shiftAnimation":"exact"},"scroll":{"deceleration":"uikit","uikitDecelerationRate":0.998,"uikitFastDecelerationRate":0.99,"androidFriction":0.015,"androidPPI":160,"flutterFriction":0.015,"bouncingDrag":0.135,"velocityTracker":"ios","touchSlop":10,"minFlingVelocity":100,"maxFlingVelocity":8000,"rubberBandCoefficient":0.55,"bounce":{"stiffness":100,"dampingRatio":1,"mass":1}},"wheel":{"pointsPerLine":40,"smooth":false,"smoothDuration":0.15,"gestureEndDelay":0.12},"content":{"rowCount":60,"rowHeight":88},"statusBar":{"time":"9:41"},"view":{"timeScale":1,"touchIndicators":false,"hud":false}},"viewport":{"width":390,"height":844,"scale":2},"fps":60,"duration":4.109999999999999,"events":[{"t":1.6325449896268083,"type":"key","key":"End"},{"t":1.8554232907032429,"type":"key","key":"PageUp"},{"t":2.078133979872632,"type":"swipe","x":195,"fromY":298.1244478636628,"toY":-175.03815912583394,"duration":0.03686019967943317},{"t":2.730146657449154,"type":"touchDown","x":195,"y":647.4110182139036},{"t":2.8218978646871165,"type":"touchUp","x":195,"y":647.4110182139036},{"t":2.892547285703131,"type":"swipe","x":299.49353854535883,"fromY":764.6230514463041,"toY":663.4569159040825,"duration":0.026621264131464577},{"t":3.2996818219551187,"type":"touchDown","x":86.13449840056586,"y":79.06746337328954},{"t":3.4311228959071514,"type":"touchMove","x":86.13449840056586,"y":145.00277419216252},{"t":3.5446200406983053,"type":"touchMove","x":86.13449840056586,"y":87.86938163664233},{"t":3.570084343431404,"type":"touchMove","x":86.13449840056586,"y":65.1448965153894},{"t":3.5975078746014333,"type":"touchMove","x":86.13449840056586,"y":96.98167570410703},{"t":3.8699865441915335,"type":"touchUp","x":86.13449840056586,"y":96.98167570410703},{"t":3.884126017703693,"type":"touchDown","x":321.5756289349459,"y":503.18485985452526},{"t":3.910908678700821,"type":"touchMove","x":321.5756289349459,"y":423.6115893620329},{"t":4.099975530319853,"type":"touchMove","x":321.5756289349459,"y":547.2698842520846},{"t":4.099975530319853,"type":"touchUp","x":321.5756289349459,"y":547.2698842520846}]}"#
    ),
    SoakRegression(
      name: "seed-15-enabledWithStatusBar",
      description: "Space on a short viewport overshoots Hmax and rests a hair short of hidden",
      resizes: [],
      script:
        #"{"version":1,"config":{"header":{"minimumHeight":64,"maximumHeight":152,"statusBarHeight":24,"canOverExtend":false,"shiftBehavior":"enabledWithStatusBar","headerContentImportance":"high","minimumHeaderViewHeight":0,"visibleShadowOpacity":0.4,"inFrontOfInfiniteContent":false,"statusBarHintCanOverlapHeader":true,"shiftAnimation":"exact"},"scroll":{"deceleration":"flutterClamping","uikitDecelerationRate":0.998,"uikitFastDecelerationRate":0.99,"androidFriction":0.015,"androidPPI":160,"flutterFriction":0.015,"bouncingDrag":0.135,"velocityTracker":"leastSquares","touchSlop":18,"minFlingVelocity":50,"maxFlingVelocity":8000,"rubberBandCoefficient":0,"bounce":{"stiffness":100,"dampingRatio":1.1,"mass":0.5}},"wheel":{"pointsPerLine":40,"smooth":true,"smoothDuration":0.15,"gestureEndDelay":0.12},"content":{"rowCount":60,"rowHeight":88},"statusBar":{"time":"9:41"},"view":{"timeScale":1,"touchIndicators":false,"hud":false}},"viewport":{"width":646.9304908804565,"height":293.32580533571115,"scale":2},"fps":60,"duration":0.61,"events":[{"t":0.4126032579388266,"type":"key","key":"Space"}]}"#
    ),
    SoakRegression(
      name: "seed-18-hideable", description: "a hideable header rests a hair from fully shown",
      resizes: [],
      script:
        #"{"version":1,"config":{"header":{"minimumHeight":56,"maximumHeight":56,"statusBarHeight":20,"canOverExtend":true,"shiftBehavior":"hideable","headerContentImportance":"default","minimumHeaderViewHeight":0,"visibleShadowOpacity":0.4,"inFrontOfInfiniteContent":false,"statusBarHintCanOverlapHeader":true,"shiftAnimation":"exact"},"scroll":{"deceleration":"uikit","uikitDecelerationRate":0.998,"uikitFastDecelerationRate":0.99,"androidFriction":0.015,"androidPPI":160,"flutterFriction":0.015,"bouncingDrag":0.135,"velocityTracker":"leastSquares","touchSlop":8,"minFlingVelocity":50,"maxFlingVelocity":8000,"rubberBandCoefficient":0.55,"bounce":{"stiffness":100,"dampingRatio":1,"mass":1}},"wheel":{"pointsPerLine":40,"smooth":true,"smoothDuration":0.15,"gestureEndDelay":0.12},"content":{"rowCount":60,"rowHeight":88},"statusBar":{"time":"9:41"},"view":{"timeScale":1,"touchIndicators":false,"hud":false}},"viewport":{"width":390,"height":844,"scale":2},"fps":60,"duration":4.068333333333333,"events":[{"t":1.7342741896627558,"type":"swipe","x":36.54212479712213,"fromY":59.187724326689796,"toY":417.1372019292454,"duration":0.04332753361879288,"hold":0.28484946481623796},{"t":2.3273094489404684,"type":"touchDown","x":363.07750529598405,"y":59.32696758468964},{"t":2.7345892680132238,"type":"touchUp","x":363.07750529598405,"y":11.256101185409989},{"t":2.803611646543686,"type":"swipe","x":176.70608668330541,"fromY":300.056808473809,"toY":381.87637105076124,"duration":0.10034379168612788},{"t":2.903123131567554,"type":"key","key":"2"},{"t":3.1208946198739795,"type":"swipe","x":182.90754935017685,"fromY":380.9355338614352,"toY":328.02758221377564,"duration":0.04374495977910127},{"t":4.053888924619059,"type":"set","key":"header.shiftBehavior","value":"hideable"}]}"#
    ),
  ]
}

extension LongRuns {
  @Suite struct SoakRegressionTests {
    @Test(arguments: SoakRegression.all)
    func reproducerNoLongerBreaksAnInvariant(_ regression: SoakRegression) throws {
      let script = try EventScript.decode(
        regression.script, file: regression.name, knownPresets: try shippedPresetNames())
      let values = try ConfigValues.resolve(config: script.config)
      let events =
        script.events.map { SoakEvent.script($0) }
        + regression.resizes.map { SoakEvent.resize(t: $0.t, width: $0.width, height: $0.height) }
      let scenario = SoakScenario(
        values: values,
        viewport: Size(width: script.viewport.width, height: script.viewport.height),
        events: events.sorted { $0.time < $1.time }, duration: script.effectiveDuration + 3)
      let outcome = try SoakRunner.run(scenario)
      #expect(outcome.violation == nil, "\(outcome.violation.map(String.init(describing:)) ?? "")")
    }
  }
}
