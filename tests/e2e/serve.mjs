// The server the end-to-end suite runs against: the production build, the real server code and
// a fresh embedded database holding the demo data, copied from a template that is made once and
// reused while the server and core sources are older (tests/e2e/template.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { ensureTemplate, template, work } from './template.mjs';

const dataDir = path.join(work, 'data');

await ensureTemplate();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.cpSync(template, dataDir, { recursive: true });
fs.rmSync(path.join(dataDir, 'ready'));

Object.assign(process.env, {
  DATA_DIR: dataDir,
  DEMO_DATA: '0',
  BOT_API_KEY: process.env.BOT_API_KEY ?? 'e2e-bot-key-0123456789',
  LOGIN_RATE_LIMIT: '10000',
  REGISTER_RATE_LIMIT: '10000',
});
await import('../../server/main.ts');
