import Testing

@testable import SandboxCore
