// A scene is drawn from plain values: the shared vocabulary (geometry, colours, display lists)
// and the formats (parameters, devices) its state is made of are part of its interface.
@_exported import SandboxFormats
@_exported import SandboxPrimitives
