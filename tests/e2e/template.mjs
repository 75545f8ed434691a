// The end-to-end suite's database template: a fresh embedded database holding the demo data,
// loaded and analysed once and copied for each run (tests/e2e/serve.mjs). It is made again when
// the server or core sources are newer than it. Run on its own (`node tests/e2e/template.mjs`),
// it makes the template ahead of the suite: `npm test` does so while the unit and server tests
// run, so the end-to-end step starts with it ready.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

// The server's TypeScript sources load through tsx, here and in serve.mjs that imports this.
register();

const root = path.resolve(import.meta.dirname, '..', '..');
export const work = path.join(root, '.tmp', 'e2e');
export const template = path.join(work, 'template');
const ready = path.join(template, 'ready');

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((e) => newest(path.join(p, e))));
}

/** Whether the template is missing or older than the sources that make it. */
function templateIsStale() {
  const sources = Math.max(newest(path.join(root, 'server')), newest(path.join(root, 'core')));
  return !fs.existsSync(ready) || fs.statSync(ready).mtimeMs < sources;
}

/** Makes the template when it is stale; `log` hears the demo load's progress. */
export async function ensureTemplate(log = (message) => console.log(message)) {
  if (!templateIsStale()) return;
  fs.rmSync(template, { recursive: true, force: true });
  const { openDatabase } = await import('../../server/db/database.ts');
  const { loadDemoData } = await import('../../server/demo/load.ts');
  const database = await openDatabase({ dataDir: template });
  await loadDemoData(database.db, { log });
  await database.close();
  fs.writeFileSync(ready, new Date().toISOString());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await ensureTemplate();
  console.log(`e2e template ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // The demo load's worker threads and database handles may keep the event loop; the work is done.
  process.exit(0);
}
