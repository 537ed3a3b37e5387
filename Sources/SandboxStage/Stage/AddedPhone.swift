/// A phone Ctrl+B added to the stage: where it sits, whose copy it is, and the history frame it
/// was added in (a frame rebuilt from before it shows it as its source was then).
struct AddedPhone: Sendable, Equatable {
  var index: Int
  var source: Int
  var frame: Int
}
