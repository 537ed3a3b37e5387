// The shared vocabulary (geometry, colours, display lists, input events) and the formats
// (parameters, presets, scripts) are part of the core's interface: a client that imports
// SandboxCore can name every type the core's API uses.
@_exported import SandboxFormats
@_exported import SandboxPrimitives
