// npm start: build the web app and the server when needed, then run the compiled server
// (build/server/main.js: no TypeScript loader in production; scripts/lib/server-build.mjs). The
// lexicons that are missing are built in the background meanwhile, the default language first
// (the server answers 503 for a language until its list is there), and the server opens its
// database while the web app builds: it answers as soon as the web app is there.
import { ensureBuildAsync, ensureWasmEngineAsync, startLexiconBuild } from './lib/build.mjs';
import { ensureServerBuild, SERVER_MAIN } from './lib/server-build.mjs';

const lexicons = startLexiconBuild().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
// The web app bundles the WebAssembly engine: it goes first.
const webApp = ensureWasmEngineAsync().then(() => ensureBuildAsync());
await ensureServerBuild();
// The server builds its app once these are done (server/main.ts startHook).
globalThis[Symbol.for('ordbot.beforeServe')] = Promise.all([webApp, lexicons]);
await import(SERVER_MAIN);
