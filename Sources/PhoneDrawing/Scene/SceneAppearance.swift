import SandboxFormats
import SandboxPrimitives

/// The header's content and the scene's look, resolved from `content.title`, `content.subtitle`,
/// `content.titleStyle`, `content.headerImage`, `theme.*`, `header.elevationStyle` and
/// `view.caption`.
public struct SceneAppearance: Sendable, Equatable {
  public var title: String
  public var subtitle: String
  public var titleStyle: TitleStyle
  public var palette: ScenePalette
  /// The platform skin (`theme.skin`, by header model under `auto`) and what it draws.
  public var skin: SkinStyle
  public var elevationStyle: ElevationStyle
  /// The header image's file path as configured (empty for none). The app layer loads it; the
  /// core only ever sees the handle it is given.
  public var headerImagePath: String
  public var showCaption: Bool

  public init(values: ConfigValues) {
    title = values[Param.content.title]
    subtitle = values[Param.content.subtitle]
    titleStyle = values[Param.content.titleStyle]
    let primary = values[Param.theme.primary]
    let onPrimary = values[Param.theme.onPrimary]
    let resolved = SkinTheme.resolve(
      skin: SceneSkin.resolve(values[Param.theme.skin], model: values[Param.header.model]),
      mode: values[Param.theme.mode],
      seed: Color(parameterValue: .string(values[Param.theme.seed])),
      primary: primary == ThemeDefaults.primary ? nil : primary,
      onPrimary: onPrimary == ThemeDefaults.onPrimary ? nil : onPrimary)
    palette = resolved.palette
    skin = resolved.style
    // A fading CollapsingToolbarLayout title starts its fade where the scrim's trigger says, as
    // the engine's scrim does (`appBarLayout.scrimTrigger`).
    if skin.collapsingTitle.fadeTrigger != nil {
      skin.collapsingTitle.fadeTrigger = values[Param.appBarLayout.scrimTrigger]
    }
    elevationStyle = values[Param.header.elevationStyle]
    headerImagePath = values[Param.content.headerImage]
    showCaption = values[Param.view.caption]
  }
}
