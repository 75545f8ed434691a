// npm start: build the lexicons, the web app and the server when needed, then run the compiled
// server (build/server/main.js: no TypeScript loader in production; scripts/lib/server-build.mjs).
import { ensureBuild, ensureLexicons, ensureWasmEngine } from './lib/build.mjs';
import { ensureServerBuild, SERVER_MAIN } from './lib/server-build.mjs';

ensureLexicons();
ensureWasmEngine();
ensureBuild();
await ensureServerBuild();
await import(SERVER_MAIN);
