// npm start: build the web app when needed, then run the server (TypeScript through tsx).
import { register } from 'tsx/esm/api';
import { ensureBuild } from './lib/build.mjs';

ensureBuild();
register();
await import('../server/main.ts');
