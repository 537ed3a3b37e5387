import SandboxPrimitives

/// `theme.mode`: light or dark content.
public enum ThemeMode: String, CaseIterable, Sendable {
  case light
  case dark
}

/// The theme colours' defaults, declared here so that the registry (`theme.primary`,
/// `theme.onPrimary`) and the scene's `Theme` share one home.
public enum ThemeDefaults {
  /// Material Indigo 600, the sandbox's header colour since its first release.
  public static let primary = Color(hex: 0x3949AB)
  /// White ink on the header.
  public static let onPrimary = Color.white
}
