// The server the end-to-end suite runs against: the production build, the real server code and
// a fresh embedded database holding the demo data. Loading the demo takes ~30 s, so a loaded
// copy is kept in .tmp/e2e/template and reused while the server and core sources are older.
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..', '..');
const work = path.join(root, '.tmp', 'e2e');
const template = path.join(work, 'template');
const dataDir = path.join(work, 'data');

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((e) => newest(path.join(p, e))));
}

const ready = path.join(template, 'ready');
const sources = Math.max(newest(path.join(root, 'server')), newest(path.join(root, 'core')));
if (!fs.existsSync(ready) || fs.statSync(ready).mtimeMs < sources) {
  fs.rmSync(template, { recursive: true, force: true });
  const { openDatabase } = await import('../../server/db/database.ts');
  const { loadDemoData } = await import('../../server/demo/load.ts');
  const database = await openDatabase({ dataDir: template });
  await loadDemoData(database.db, { log: (m) => console.log(m) });
  await database.close();
  fs.writeFileSync(ready, new Date().toISOString());
}
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
