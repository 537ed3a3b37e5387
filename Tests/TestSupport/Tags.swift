import Testing

extension Tag {
  /// Tests that take minutes in a debug build (the full round-trip matrices); `swift test
  /// --skip-tags slow`... or `--filter` them in on purpose.
  @Tag public static var slow: Self
}
