/// A picture the renderer has loaded, as the pure scene refers to it: an id the renderer issued
/// and the picture's size in pixels (for aspect-correct placement). The scene never sees pixels
/// or files; the app loads the file and registers it with the renderer, which hands this back.
public struct ImageHandle: Hashable, Sendable {
  public var id: Int
  public var pixelWidth: Int
  public var pixelHeight: Int

  public init(id: Int, pixelWidth: Int, pixelHeight: Int) {
    self.id = id
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }
}
