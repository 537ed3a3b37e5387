import Testing

@testable import SandboxApp
