import HeaderEngine

extension Param {
  /// `web.*`: the web model.
  public static let web = Web()

  /// `web.*`: the web model.
  public struct Web: Sendable {
    public let pattern = ParameterKey<WebPattern>("web.pattern")
    public let animationRangeStart = ParameterKey<Double>("web.animationRangeStart")
    public let animationRangeEnd = ParameterKey<Double>("web.animationRangeEnd")
    public let timingFunction = ParameterKey<WebTimingFunction>("web.timingFunction")
    public let offset = ParameterKey<Double>("web.offset")
    public let toleranceUp = ParameterKey<Double>("web.tolerance.up")
    public let toleranceDown = ParameterKey<Double>("web.tolerance.down")
    public let transitionDuration = ParameterKey<Double>("web.transitionDuration")
    public let transitionCurve = ParameterKey<WebTimingFunction>("web.transitionCurve")

    /// The sticky pattern's own keys (the title's scroll-driven animation).
    public var stickyNames: [String] {
      [animationRangeStart.name, animationRangeEnd.name, timingFunction.name]
    }
    /// The headroom pattern's own keys.
    public var headroomNames: [String] {
      [
        offset.name, toleranceUp.name, toleranceDown.name, transitionDuration.name,
        transitionCurve.name,
      ]
    }
  }
}

extension HeaderModelDescriptor {
  /// The web: a sticky or headroom page header (`WebHeaderModel`).
  public static let web: HeaderModelDescriptor = {
    let key = Param.web
    let defaults = WebOptions()
    return HeaderModelDescriptor(
      name: .web, sectionTitle: "Web page header",
      parameters: [
        // Sandbox choice: sticky is the one CSS does alone.
        .choice(
          key.pattern, "Pattern", defaults.pattern,
          "`sticky` (position: sticky, negative top) or `headroom` (headroom.js: pinned by scroll direction)."
        ),
        // animation-range-start: normal, the scroll timeline's start (Scroll-driven Animations).
        .number(
          key.animationRangeStart, "Animation range start", unit: "pt",
          defaults.animationRangeStart, 0...2000, step: 1,
          "Sticky: the scroll offset where the title's scroll-driven animation starts (`animation-range-start`)."
        ),
        // Sandbox choice: 0 stands for max − min, so the title ends as the header sticks.
        .number(
          key.animationRangeEnd, "Animation range end", unit: "pt", defaults.animationRangeEnd,
          0...2000, step: 1,
          "Sticky: the scroll offset where it ends (`animation-range-end`); 0 = max − min, where the header sticks."
        ),
        // animation-timing-function's initial value, ease (CSS Animations Level 1).
        .choice(
          key.timingFunction, "Timing function", defaults.timingFunction,
          "Sticky: the title animation's `animation-timing-function` (CSS Easing Functions keywords)."
        ),
        // headroom.js 0.12.0 Headroom.options: offset 0.
        .number(
          key.offset, "Offset", unit: "pt", defaults.offset, 0...1000, step: 1,
          "Headroom: above this scroll position the header is always pinned (headroom.js `offset`)."
        ),
        // headroom.js 0.12.0 Headroom.options: tolerance { up: 0, down: 0 }.
        .number(
          key.toleranceUp, "Tolerance up", unit: "pt", defaults.toleranceUp, 0...100, step: 1,
          "Headroom: a frame's scroll toward the top must exceed this to pin (headroom.js `tolerance.up`)."
        ),
        .number(
          key.toleranceDown, "Tolerance down", unit: "pt", defaults.toleranceDown, 0...100,
          step: 1,
          "Headroom: a frame's scroll toward the end must exceed this to unpin (headroom.js `tolerance.down`)."
        ),
        // headroom.js README's CSS: transition: transform 200ms linear.
        .number(
          key.transitionDuration, "Transition duration", unit: "s", defaults.transitionDuration,
          0...2, step: 0.01,
          "Headroom: the header's `transition-duration` (headroom.js's README: 200ms)."
        ),
        .choice(
          key.transitionCurve, "Transition curve", defaults.transitionCurve,
          "Headroom: the header's `transition-timing-function` (headroom.js's README: linear)."
        ),
      ],
      readOptions: { values, options in
        options.web = WebOptions(
          pattern: values[key.pattern], animationRangeStart: values[key.animationRangeStart],
          animationRangeEnd: values[key.animationRangeEnd],
          timingFunction: values[key.timingFunction], offset: values[key.offset],
          toleranceUp: values[key.toleranceUp], toleranceDown: values[key.toleranceDown],
          transitionDuration: values[key.transitionDuration],
          transitionCurve: values[key.transitionCurve])
      }, skin: .web, dialect: .html, presets: ["web-sticky", "web-headroom"],
      handOff: { values in
        let headroom = values[key.pattern] == .headroom
        return HandOffTraits(quickReturn: headroom, scrollsAway: headroom, snap: headroom)
      },
      fitChoices: WebPattern.allCases.map { [(key.pattern.name, $0.rawValue)] })
  }()
}
