/// The header's content and the scene's look, resolved from `content.title`, `content.subtitle`,
/// `content.titleStyle`, `content.headerImage`, `theme.*`, `header.elevationStyle` and
/// `view.caption`.
public struct SceneAppearance: Sendable, Equatable {
  public var title: String
  public var subtitle: String
  public var titleStyle: TitleStyle
  public var palette: ScenePalette
  public var elevationStyle: ElevationStyle
  /// The header image's file path as configured (empty for none). The app layer loads it; the
  /// core only ever sees the handle it is given.
  public var headerImagePath: String
  public var showCaption: Bool

  public init(values: ConfigValues) {
    title = values[Param.content.title]
    subtitle = values[Param.content.subtitle]
    titleStyle = values[Param.content.titleStyle]
    palette = ScenePalette.resolve(
      mode: values[Param.theme.mode], primary: values[Param.theme.primary],
      onPrimary: values[Param.theme.onPrimary])
    elevationStyle = values[Param.header.elevationStyle]
    headerImagePath = values[Param.content.headerImage]
    showCaption = values[Param.view.caption]
  }
}
