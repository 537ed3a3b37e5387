// swift-tools-version:6.0
// HeaderSandbox: a Swift + SDL2 sandbox for Material-style flexible headers.
//
// Pure core (no SDL, no clock, no files): MotionPhysics → HeaderEngine → PhoneDrawing →
// PhoneSimulation → TuningPanel → HandOff → SandboxStage.
// Everything that touches SDL, ffmpeg or the file system lives in SDLPlatform and SandboxApp.
import PackageDescription

/// The modules whose loops carry the test suite's cost (the simulation's ticks, measuring video
/// frames, drawing and rasterising phones) are optimised in debug builds too: `make test` runs
/// hundreds of traces, renders and measurements through them, several times faster optimised,
/// while the rest of the package keeps debug's fast compile and full debugging.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "HeaderSandbox",
  products: [
    .executable(name: "header-sandbox", targets: ["HeaderSandbox"])
  ],
  targets: [
    // Pure core.
    .target(name: "MotionPhysics", swiftSettings: optimisedInDebug),
    .target(name: "HeaderEngine", dependencies: ["MotionPhysics"], swiftSettings: optimisedInDebug),
    // Reads a screen recording's frames as scroll and header motion (frames in, rows out);
    // decoding stays in the app. Pure, and shared with `fit`.
    .target(name: "MotionMeasure", swiftSettings: optimisedInDebug),
    // The vocabulary both sides of the SDL edge share: geometry, colours, the display list,
    // input events and window placement. Pure, and all SDLPlatform needs of the core.
    .target(name: "SandboxPrimitives", swiftSettings: optimisedInDebug),
    // What a file or a flag can say: the JSON parser, the parameter registry and its values,
    // presets, event scripts and input events with the shortcut table. Pure, and all the
    // decoder fuzzer needs.
    .target(
      name: "SandboxFormats", dependencies: ["MotionPhysics", "HeaderEngine", "SandboxPrimitives"]),
    // Drawing one phone: a scene state (plain values) in, a display list out; skins, titles,
    // devices, the multi-phone arrangement. Knows nothing of the simulation.
    .target(
      name: "PhoneDrawing",
      dependencies: ["MotionPhysics", "HeaderEngine", "SandboxPrimitives", "SandboxFormats"],
      swiftSettings: optimisedInDebug),
    // Simulating one phone: the scroll view, the header bridge, the fixed-step clock, settings,
    // springs and trace rows. Hands its state to the drawing.
    .target(
      name: "PhoneSimulation",
      dependencies: ["MotionPhysics", "HeaderEngine", "SandboxFormats", "PhoneDrawing"],
      swiftSettings: optimisedInDebug),
    // The tuning panel: its model and layout, plots, the curve editor, preset naming, the config
    // watcher and the timing export.
    .target(
      name: "TuningPanel",
      dependencies: [
        "MotionPhysics", "HeaderEngine", "SandboxPrimitives", "SandboxFormats", "PhoneDrawing",
        "PhoneSimulation",
      ]),
    // The hand-off: a tuned header exported as JSON, MDC/UIKit Swift, Kotlin, Dart, HTML and CSS,
    // and the review page that compares phones for a review. Knows nothing of the stage.
    .target(
      name: "HandOff",
      dependencies: [
        "MotionPhysics", "HeaderEngine", "SandboxPrimitives", "SandboxFormats", "PhoneDrawing",
        "PhoneSimulation", "TuningPanel",
      ]),
    // The stage that composes them: one window's frame without the window, its phones' session,
    // recording and replay, the review part (markers, the reference recording, fit to it), the
    // session history and timeline.
    .target(
      name: "SandboxStage",
      dependencies: [
        "MotionPhysics", "HeaderEngine", "SandboxPrimitives", "SandboxFormats", "PhoneDrawing",
        "PhoneSimulation", "TuningPanel", "HandOff",
      ]),
    // Fitting parameters to a measured motion: input rows, the derived gesture, the search and
    // its uncertainty. Pure: runs the simulation in-process, reads no files.
    .target(
      name: "MotionFit",
      dependencies: [
        "MotionPhysics", "HeaderEngine", "SandboxPrimitives", "SandboxFormats", "PhoneDrawing",
        "PhoneSimulation", "TuningPanel", "MotionMeasure",
      ],
      // Reading each derived release against every fling shape (`CoastReading`) runs in the
      // tests' debug builds too.
      swiftSettings: optimisedInDebug),

    // System libraries from Debian's packages (libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev,
    // installed by Scripts/bootstrap.sh). Not through pkg-config: SDL's pkg-config flags carry
    // -D_REENTRANT, which SwiftPM refuses with a warning on every build; the shims include the
    // headers by their SDL2/ path instead, and the module maps name the libraries to link.
    .systemLibrary(name: "CSDL2"),
    .systemLibrary(name: "CSDL2TTF"),
    .systemLibrary(name: "CSDL2Image"),

    // The only place SDL is touched.
    .target(
      name: "SDLPlatform", dependencies: ["SandboxPrimitives", "CSDL2", "CSDL2TTF", "CSDL2Image"],
      swiftSettings: optimisedInDebug),

    // Commands, flag parsing, file I/O, ffmpeg: everything the executable does.
    .target(
      name: "SandboxApp",
      // Every module whose types it uses, named: the build did not always recompile a target
      // against a module it reached only through another whose layout changed.
      dependencies: [
        "SandboxStage", "HandOff", "MotionFit", "MotionMeasure", "SDLPlatform", "PhoneSimulation",
        "PhoneDrawing", "TuningPanel", "SandboxFormats", "SandboxPrimitives", "HeaderEngine",
        "MotionPhysics",
      ]),
    .executableTarget(name: "HeaderSandbox", dependencies: ["SandboxApp"]),

    // The decoders' promises for arbitrary input, shared by the fuzzer and the corpus test.
    .target(name: "DecoderOracle", dependencies: ["SandboxFormats"], path: "Tests/DecoderOracle"),
    // libFuzzer over the decoders (Scripts/fuzz.sh adds the sanitizers in a build directory of
    // its own); a plain build replays saved inputs.
    .executableTarget(
      name: "DecoderFuzzer", dependencies: ["DecoderOracle"], path: "Fuzz/DecoderFuzzer"),

    // Test helpers shared by the test targets (approximate equality, seeded randomness, scratch
    // directories, the slow-test switch); never part of the product.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // A headless Chromium over --remote-debugging-pipe that records a page's scroll after
    // scripted touch drags: the live peer of the chromium fling model's tests.
    .target(name: "ChromiumHarness", path: "Tests/ChromiumHarness"),
    // The soak: seeded scenarios played on a `PhoneRunner` with every invariant checked after
    // each tick, and their shrinking; over the simulation alone, so the physics and engine tests
    // build without the stage.
    .target(
      name: "SoakSupport",
      dependencies: [
        "MotionPhysics", "HeaderEngine", "SandboxPrimitives", "SandboxFormats", "PhoneSimulation",
        "TestSupport",
      ],
      path: "Tests/SoakSupport",
      // Its invariant checks run after every one of the soak's four million ticks.
      swiftSettings: optimisedInDebug),

    .testTarget(
      name: "MotionPhysicsTests", dependencies: ["MotionPhysics", "TestSupport", "ChromiumHarness"]),
    .testTarget(
      name: "HeaderEngineTests", dependencies: ["HeaderEngine", "MotionPhysics", "TestSupport"]),
    .testTarget(name: "MotionMeasureTests", dependencies: ["MotionMeasure", "TestSupport"]),
    .testTarget(
      name: "SandboxCoreTests",
      dependencies: [
        "SandboxStage", "HandOff", "SandboxPrimitives", "SandboxFormats", "HeaderEngine",
        "MotionPhysics",
        "PhoneDrawing", "PhoneSimulation", "TuningPanel", "TestSupport", "SoakSupport",
        "DecoderOracle",
      ]),
    .testTarget(
      name: "MotionFitTests",
      dependencies: ["MotionFit", "PhoneSimulation", "SandboxFormats", "TestSupport"]),
    // Its frame tests draw the stage's display lists through the platform.
    .testTarget(
      name: "SDLPlatformTests",
      dependencies: [
        "SDLPlatform", "SandboxStage", "PhoneDrawing", "SandboxFormats", "SandboxPrimitives",
        "TestSupport",
      ]),
    .testTarget(
      name: "SandboxAppTests",
      // Every module it imports, named: a module reached only through another is not rebuilt
      // against when its layout changes (a stale build crashed copying a `Stage`).
      dependencies: [
        "SandboxApp", "SandboxStage", "HandOff", "SandboxPrimitives", "SandboxFormats",
        "HeaderEngine", "PhoneSimulation", "PhoneDrawing", "TuningPanel", "SDLPlatform",
        "TestSupport", "MotionMeasure", "MotionFit", "ChromiumHarness",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

/// Every module of the product reaches a concrete generic type's metadata (a `Dictionary` of its
/// own keys, a `Set` of flags) through the type's accessor function rather than by its mangled
/// name. By name, the runtime demangles it on first use and proves each generic requirement (a
/// key's `Hashable`) by scanning every loaded image's conformance records: about a third of the
/// window's own start-up on this machine (3.2 ms of 8 ms, `perf`, 2026-12-07), and each command's
/// first use of a table pays it again. The accessors take the witness tables directly; the
/// binary grows by 0.3 %.
for target in package.targets where target.type == .regular || target.type == .executable {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
    ]
}
