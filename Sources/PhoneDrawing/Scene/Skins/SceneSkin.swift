import HeaderEngine
import SandboxFormats
import SandboxPrimitives

/// The platform whose app bar a phone draws: `theme.skin`, or under `auto` the header model's
/// own platform. docs/skins.md cites every colour and size the skins use.
public enum SceneSkin: String, CaseIterable, Sendable {
  case mdc
  case ios
  case material2
  case material3Views
  case material3
  case flutter
  case web

  /// The skin `theme.skin` names, `auto` resolved through the header model.
  public static func resolve(_ skin: ThemeSkin, model: HeaderModelName) -> SceneSkin {
    switch skin {
    case .mdc: return .mdc
    case .ios: return .ios
    case .material2: return .material2
    case .material3Views: return .material3Views
    case .material3: return .material3
    case .flutter: return .flutter
    case .web: return .web
    case .auto:
      let own = HeaderModelTable.descriptor(model).skin
      return own == .auto ? .mdc : resolve(own, model: model)
    }
  }
}
