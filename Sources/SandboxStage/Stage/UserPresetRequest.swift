import SandboxFormats

/// A change to the user's presets that the stage asks its host to make on disk
/// (`StageEffect.userPreset`); the host answers with `Stage.userPresetHandled(_:problem:)`.
public enum UserPresetRequest: Sendable, Equatable {
  /// Write `preset` under its name (replacing a user preset of that name).
  case save(Preset)
  /// Rename user preset `from` to `to`.
  case rename(from: String, to: String)
  /// Delete user preset `name`.
  case delete(String)
}
