// npm run build: the lexicons when missing, then the web app.
import { ensureBuild, ensureLexicons, ensureWasmEngine } from './lib/build.mjs';

ensureLexicons();
ensureWasmEngine();
ensureBuild({ force: true });
