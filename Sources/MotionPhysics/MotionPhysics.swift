// The MotionPhysics module. See docs/architecture.md.
