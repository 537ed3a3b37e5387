import HeaderEngine

/// One header model as the sandbox offers it above the engine, declared in one file of this
/// folder: its section of the parameters and how its options are read from them, the skin
/// `theme.skin = auto` draws it with, the code dialect its hand-off writes, the presets that run
/// it, what its tuning means on other platforms, and the choices a fit tries.
///
/// The engine side of a model is its folder under `HeaderEngine/Models` and its case in
/// `HeaderModelName` (with `AnyHeaderModel`'s factory and its `HeaderModelOptions` slot, which
/// the compiler asks for). A new model is those two, its descriptor file here and its line in
/// `HeaderModelTable.all`.
public struct HeaderModelDescriptor: Sendable {
  /// Which model.
  public let name: HeaderModelName
  /// The title of its own section of the parameters (`composeM3.*`, keyed by the model's raw
  /// value); nil for MDC, whose parameters are the `header.*` ones.
  public let sectionTitle: String?
  /// Its own section's parameters in display order; they act on this model alone unless they
  /// say otherwise (`ParameterScope.defaultScope`).
  public let parameters: [Parameter]
  /// Reads its options from resolved values into `options` (MDC's own live in
  /// `HeaderConfiguration`); throws for a value its options cannot take.
  public let readOptions: @Sendable (ConfigValues, inout HeaderModelOptions) throws -> Void
  /// The skin `theme.skin = auto` draws it with (never `auto`).
  public let skin: ThemeSkin
  /// The language of the platform code its hand-off writes (Ctrl+E).
  public let dialect: CodeDialect
  /// The shipped presets that run it (`Assets/Presets`), the first its showcase.
  public let presets: [String]
  /// What its tuning does in words every platform's code can say (quick return, scrolls away,
  /// snaps), for the other dialects' hand-off.
  public let handOff: @Sendable (ConfigValues) -> HandOffTraits
  /// The discrete choices a fit tries for this model's header behaviour, each a list of
  /// assignments (key, value text).
  public let fitChoices: [[(key: String, value: String)]]

  /// The section key of its parameters: the model's raw value.
  public var section: String? { sectionTitle == nil ? nil : name.rawValue }
}

/// The language a hand-off's platform code is written in.
public enum CodeDialect: String, CaseIterable, Sendable {
  /// Swift (MDC's `MDCFlexibleHeaderView`, UIKit).
  case swift
  /// Kotlin (Android Views' XML and behaviour, Compose).
  case kotlin
  /// Dart (Flutter).
  case dart
  /// HTML with its CSS (the web).
  case html
}

/// What a tuned header does, in the words every platform's code can say.
public struct HandOffTraits: Sendable, Equatable {
  /// Any scroll toward the start reveals the header (MDC `enabled`, Android `enterAlways`,
  /// Flutter `floating`, Compose `enterAlways`).
  public var quickReturn: Bool
  /// The header scrolls off screen rather than staying at its collapsed height.
  public var scrollsAway: Bool
  /// A released header finishes showing or hiding.
  public var snap: Bool

  public init(quickReturn: Bool, scrollsAway: Bool, snap: Bool) {
    self.quickReturn = quickReturn
    self.scrollsAway = scrollsAway
    self.snap = snap
  }
}
