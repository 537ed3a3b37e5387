import Testing

@testable import MotionPhysics
