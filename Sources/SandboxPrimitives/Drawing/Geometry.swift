/// A point in logical points; origin top-left, y grows downward.
public struct Point: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A rectangle in logical points; origin top-left, y grows downward.
public struct Rect: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// Whether `point` lies inside (edges at the minimum included, at the maximum excluded).
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The rectangle moved by (dx, dy).
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle with every coordinate multiplied by `factor` (scaled about the origin).
  public func scaled(by factor: Double) -> Rect {
    Rect(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
  }

  /// The rectangle shrunk by `d` on every side (grown when negative).
  public func insetBy(_ d: Double) -> Rect {
    Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
  }
}

/// A size in logical points.
public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
