import Testing

@testable import SDLPlatform
