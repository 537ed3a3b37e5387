// A phone hands its state to the drawing (`Sandbox.sceneState`) and resolves its look from the
// same settings: a client of the simulation can name every type the simulation's API uses.
@_exported import PhoneDrawing
