/// `view.referenceMode`: how a reference recording (`--reference VIDEO`) is shown beside the
/// simulated phones. See docs/reference.md.
public enum ReferenceMode: String, CaseIterable, Sendable {
  /// One more phone in the row, right of the last simulated phone.
  case beside
  /// The recording drawn over phone A at `view.referenceOpacity`.
  case overlay
  /// Over phone A, each pixel the per-channel |recording − phone|: black where they agree, lit
  /// where they differ.
  case difference
}

extension ReferenceMode: ParameterChoice {}
