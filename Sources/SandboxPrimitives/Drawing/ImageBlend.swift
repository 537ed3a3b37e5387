/// How `DrawCommand.blendedImage` puts a picture over what is already drawn.
public enum ImageBlend: Hashable, Sendable {
  /// Over the pixels beneath at `opacity` (0…1).
  case over(opacity: Double)
  /// Each pixel becomes the per-channel |picture − beneath|: black where the two agree, bright
  /// where they differ. A renderer needs the picture's pixels for this (registered raw).
  case difference
}
