// The stage composes the lower layers, and its clients (the app, the fit, the tests) name their
// types through `import SandboxCore`: the shared vocabulary (geometry, colours, display lists,
// input events), the formats (parameters, presets, scripts), drawing a phone, simulating one,
// and the tools' interface.
@_exported import PhoneDrawing
@_exported import PhoneSimulation
@_exported import SandboxFormats
@_exported import SandboxPrimitives
@_exported import ToolInterface
