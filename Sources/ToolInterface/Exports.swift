// The panel, the plots and the timeline read and change phones: a client of the tools can name
// every type their API uses.
@_exported import PhoneSimulation
