import HeaderEngine
import MotionPhysics

/// The header models and deceleration models a parameter acts on: the one fact the panel's
/// dimming, `params`, compare captions and exports read. Found by experiment (a test perturbs
/// every parameter under every header model and checks that the trace changes exactly where the
/// scope says it acts).
///
/// A parameter in a model's own section (`composeM3.*`) acts on that model by default; any
/// other acts everywhere unless its registry entry says `.acting(on:)`.
public struct ParameterScope: Hashable, Sendable {
  /// The header models it acts on; nil: every one.
  public var headerModels: Set<HeaderModelName>?
  /// The deceleration models it acts on; nil: every one.
  public var decelerationModels: Set<DecelerationModelName>?

  /// Acts on every header and deceleration model.
  public static let everywhere = ParameterScope(headerModels: nil, decelerationModels: nil)

  public init(
    headerModels: Set<HeaderModelName>? = nil, decelerationModels: Set<DecelerationModelName>? = nil
  ) {
    self.headerModels = headerModels
    self.decelerationModels = decelerationModels
  }

  /// The default scope of a key: its model's when it lives in a model's section
  /// (`sliverAppBar.pinned`), else everywhere.
  public static func defaultScope(forKey key: String) -> ParameterScope {
    let section = String(key.prefix { $0 != "." })
    if let model = HeaderModelName(rawValue: section), model != .mdc {
      return ParameterScope(headerModels: [model])
    }
    return .everywhere
  }

  /// Whether it acts on header model `model`.
  public func acts(on model: HeaderModelName) -> Bool {
    headerModels?.contains(model) ?? true
  }

  /// Whether it acts on deceleration model `model`.
  public func acts(on model: DecelerationModelName) -> Bool {
    decelerationModels?.contains(model) ?? true
  }

  /// The header models it acts on in declaration order (`HeaderModelName.allCases`).
  public var headerModelList: [HeaderModelName] {
    HeaderModelName.allCases.filter { acts(on: $0) }
  }

  /// The deceleration models it acts on in declaration order.
  public var decelerationModelList: [DecelerationModelName] {
    DecelerationModelName.allCases.filter { acts(on: $0) }
  }

  /// "all", or the header models joined by ", " ("none" when it acts on none).
  public var headerModelsText: String {
    headerModels == nil
      ? "all"
      : headerModelList.isEmpty ? "none" : headerModelList.map(\.rawValue).joined(separator: ", ")
  }

  /// "all", or the deceleration models joined by ", ".
  public var decelerationModelsText: String {
    decelerationModels == nil
      ? "all" : decelerationModelList.map(\.rawValue).joined(separator: ", ")
  }
}
