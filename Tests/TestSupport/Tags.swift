import Testing

extension Tag {
  /// Tests that render or decode real videos and take seconds each: run them as a group with
  /// `swift test --filter` on their suites, or skip them with `--skip` when iterating.
  @Tag public static var slow: Tag
}
