// npm run build: the lexicons when missing, then the web app and the compiled server.
import { ensureBuild, ensureLexicons, ensureWasmEngine } from './lib/build.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';

ensureLexicons();
ensureWasmEngine();
ensureBuild({ force: true });
await ensureServerBuild({ force: true });
