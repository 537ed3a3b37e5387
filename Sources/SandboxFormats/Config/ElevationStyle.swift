/// `header.elevationStyle`: how the header shows that content has scrolled under it.
public enum ElevationStyle: String, CaseIterable, Sendable {
  /// MDC FlexibleHeader's layer shadow below the header, ramping in over 8 pt of content.
  case shadow
  /// Material 3: no shadow; the header's container colour takes a surface tint instead
  /// (`TopAppBar` `scrolledContainerColor`, reached with the same 8-pt ramp).
  case tint
}
