// npm start: build the lexicons and the web app when needed, then run the server (TypeScript through tsx).
import { register } from 'tsx/esm/api';
import { ensureBuild, ensureLexicons, ensureWasmEngine } from './lib/build.mjs';

ensureLexicons();
ensureWasmEngine();
ensureBuild();
register();
await import('../server/main.ts');
