// npm start: build the web app and the server when needed, then run the compiled server
// (build/server/main.js: no TypeScript loader in production; scripts/lib/server-build.mjs). The
// lexicons that are missing are built in the background meanwhile, the default language first
// (the server answers 503 for a language until its list is there), so the server answers as soon
// as the web app is built; the server's bundle is made while the web app builds.
import { ensureBuildAsync, ensureWasmEngineAsync, startLexiconBuild } from './lib/build.mjs';
import { ensureServerBuild, SERVER_MAIN } from './lib/server-build.mjs';

const lexicons = startLexiconBuild();
// Not lost while the builds below run: a failure shows when it is awaited.
lexicons.catch(() => {});
// The web app bundles the WebAssembly engine: it goes first.
const webApp = ensureWasmEngineAsync().then(() => ensureBuildAsync());
await Promise.all([webApp, ensureServerBuild()]);
try {
  await lexicons;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
await import(SERVER_MAIN);
