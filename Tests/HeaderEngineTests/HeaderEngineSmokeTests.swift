import Testing

@testable import HeaderEngine
