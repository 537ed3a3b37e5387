// The shared vocabulary (geometry, colours, display lists, input events) is part of the core's
// interface: a client that imports SandboxCore can name every type the core's API uses.
@_exported import SandboxPrimitives
