/// Compose Material 3's top-app-bar scroll behaviours (`TopAppBarDefaults.*ScrollBehavior`,
/// androidx compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/AppBar.kt).
/// The raw values are a config-file contract.
public enum ComposeScrollBehavior: String, CaseIterable, Codable, Sendable {
  /// `pinnedScrollBehavior`: the bar never moves; only its colour follows the content.
  case pinned
  /// `enterAlwaysScrollBehavior`: collapses first, and any scroll back reveals it first.
  case enterAlways
  /// `exitUntilCollapsedScrollBehavior`: collapses first, expands only with the list at its top.
  case exitUntilCollapsed
}
