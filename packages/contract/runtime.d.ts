// The web standards the packages may use, as the engine declares them (its runtime.d.ts): the
// contract's files check the engine's files they import with them. A script of global
// declarations, not a module, so it is referenced, not imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../engine/runtime.d.ts" />
