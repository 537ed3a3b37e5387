import HeaderEngine
import SandboxFormats

/// The languages the hand-off is written in, as `export --format` names them, and which one a
/// phone's own platform speaks.
public enum ExportDialect: String, CaseIterable, Sendable {
  case json
  case swift
  case kotlin
  case dart
  /// One self-contained page of the header (HTML, CSS and, for headroom, a few lines of JS).
  case html
  /// The page's stylesheet alone.
  case css

  /// The platform code of `model`, as its descriptor names it: Swift for MDC and UIKit, Kotlin
  /// for Android Views and Compose, Dart for Flutter.
  public static func native(for model: HeaderModelName) -> ExportDialect {
    switch HeaderModelTable.descriptor(model).dialect {
    case .swift: return .swift
    case .kotlin: return .kotlin
    case .dart: return .dart
    case .html: return .html
    }
  }

  /// The file name ending of a file in this dialect (the Android hand-off of an AppBarLayout
  /// phone is its XML followed by the Compose equivalent, kept in one `.kt` file).
  public var fileExtension: String {
    switch self {
    case .json: return "json"
    case .swift: return "swift"
    case .kotlin: return "kt"
    case .dart: return "dart"
    case .html: return "html"
    case .css: return "css"
    }
  }

  /// How a sentence names it: `JSON`, `Swift`, `Kotlin`, `Dart`, `HTML`, `CSS`.
  public var title: String {
    switch self {
    case .json, .html, .css: return rawValue.uppercased()
    case .swift, .kotlin, .dart: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
  }
}

extension ConfigExport {
  /// `values` written in `dialect`; a `json` export leaves out `device`'s own status bar and,
  /// when `namingDevice`, names the device (`json(_:device:namingDevice:)`).
  public static func text(
    _ dialect: ExportDialect, _ values: ConfigValues, device: DeviceProfile? = nil,
    namingDevice: Bool = false
  ) -> String {
    switch dialect {
    case .json: return json(values, device: device, namingDevice: namingDevice)
    case .swift: return swiftSnippet(values)
    case .kotlin: return kotlinSnippet(values)
    case .dart: return dartSnippet(values)
    case .html: return WebExport.html(values)
    case .css: return WebExport.css(values)
    }
  }
}
