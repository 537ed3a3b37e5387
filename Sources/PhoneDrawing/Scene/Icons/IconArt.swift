import SandboxPrimitives

/// The icons' outlines (original art for this project), in units of each icon's box.
enum IconArt {
  /// An eighth of a turn, in radians: fans open from −3/8 to −1/8 of a turn (upwards, y down).
  static let eighth = Double.pi / 4

  static func layers(_ icon: Icon) -> [IconLayer] {
    switch icon {
    case .menu:
      // Three 18-unit bars, 6 apart, round-ended.
      var path = VectorPath()
      for y in [6.0, 12, 18] {
        path.move(to: Point(x: 4, y: y))
        path.line(to: Point(x: 20, y: y))
      }
      return [IconLayer(path, strokeWidth: 2)]
    case .search:
      // A 12-unit lens and a handle leaving it at 45°, slightly heavier than the ring.
      var path = VectorPath.circle(center: Point(x: 10, y: 10), radius: 6)
      path.move(to: Point(x: 14.6, y: 14.6))
      path.line(to: Point(x: 19.5, y: 19.5))
      return [IconLayer(path, strokeWidth: 2.2)]
    case .overflow:
      var path = VectorPath()
      for y in [5.5, 12, 18.5] { path.append(.circle(center: Point(x: 12, y: y), radius: 2)) }
      return [IconLayer(path)]
    case .back:
      var path = VectorPath([.move(Point(x: 15, y: 5))])
      path.line(to: Point(x: 8, y: 12))
      path.line(to: Point(x: 15, y: 19))
      return [IconLayer(path, strokeWidth: 2.2)]
    case .arrowBack:
      // A 16-unit shaft with a 7-unit chevron at its left end.
      var path = VectorPath([.move(Point(x: 20, y: 12))])
      path.line(to: Point(x: 4.5, y: 12))
      path.move(to: Point(x: 11.5, y: 5))
      path.line(to: Point(x: 4.5, y: 12))
      path.line(to: Point(x: 11.5, y: 19))
      return [IconLayer(path, strokeWidth: 2)]
    case .iosChevron:
      // The tall, narrow back chevron of a UIKit bar (about 12 × 21 pt at semibold).
      var path = VectorPath([.move(Point(x: 11, y: 1.5))])
      path.line(to: Point(x: 1.8, y: 11))
      path.line(to: Point(x: 11, y: 20.5))
      return [IconLayer(path, strokeWidth: 2.8)]
    case .plus:
      var path = VectorPath([.move(Point(x: 9, y: 1.5))])
      path.line(to: Point(x: 9, y: 16.5))
      path.move(to: Point(x: 1.5, y: 9))
      path.line(to: Point(x: 16.5, y: 9))
      return [IconLayer(path, strokeWidth: 2)]
    case .signal:
      // Four bars rising left to right, bottoms aligned; 3 wide on a 5-unit pitch, every edge on
      // a whole unit, so at one point per unit they are crisp even at 1×.
      var path = VectorPath()
      for (i, top) in [7.0, 5, 2.5, 0].enumerated() {
        path.append(
          .roundedRect(Rect(x: Double(i) * 5, y: top, width: 3, height: 11 - top), radius: 1))
      }
      return [IconLayer(path)]
    case .wifi:
      // A small wedge and two bands fanning upwards from one point near the bottom.
      let center = Point(x: 8, y: 10.6)
      var wedge = VectorPath([.move(center)])
      wedge.arc(center: center, radius: 3.1, from: -3 * eighth, to: -eighth)
      wedge.close()
      var bands = VectorPath()
      for radius in [5.9, 9.1] {
        bands.move(
          to: Point(x: center.x - radius * 0.707_106_8, y: center.y - radius * 0.707_106_8))
        bands.arc(center: center, radius: radius, from: -3 * eighth, to: -eighth)
      }
      return [IconLayer(wedge), IconLayer(bands, strokeWidth: 2.1)]
    case .battery:
      // A 1-unit ring (outer body with the inner cut out), the charge inset 1 more, and a cap;
      // straight edges on whole units.
      let body = Rect(x: 0, y: 0, width: 23, height: 12)
      var ring = VectorPath.roundedRect(body, radius: 3.5)
      ring.append(.roundedRect(body.insetBy(1), radius: 2.5, reversed: true))
      let cap = VectorPath.roundedRect(Rect(x: 24, y: 4, width: 1.5, height: 4), radius: 0.75)
      let charge = VectorPath.roundedRect(body.insetBy(2), radius: 1.6)
      return [IconLayer(ring, opacity: 0.4), IconLayer(cap, opacity: 0.4), IconLayer(charge)]
    case .cellular:
      // Android's signal: a right triangle filling the box's lower right half.
      return [
        IconLayer(
          .polygon([Point(x: 1.5, y: 14.5), Point(x: 14.5, y: 1.5), Point(x: 14.5, y: 14.5)]))
      ]
    case .androidWifi:
      // Android's Wi-Fi: one solid fan, its point at the bottom.
      let center = Point(x: 8, y: 14)
      var fan = VectorPath([.move(center)])
      fan.arc(center: center, radius: 11.3, from: -3 * eighth, to: -eighth)
      fan.close()
      return [IconLayer(fan)]
    case .androidBattery:
      // Android's battery: upright, solid, with a terminal on top.
      var path = VectorPath.roundedRect(Rect(x: 4, y: 2.5, width: 8, height: 13), radius: 1.2)
      path.append(.roundedRect(Rect(x: 6, y: 1, width: 4, height: 2), radius: 0.5))
      return [IconLayer(path)]
    }
  }
}
