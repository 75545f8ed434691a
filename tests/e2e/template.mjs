// The end-to-end suite's database template: a fresh embedded database holding the demo data,
// loaded and analysed once and copied for each run (tests/e2e/serve.mjs). It is made again when
// the server or core sources are newer than it. Run on its own (`node tests/e2e/template.mjs`),
// it makes the template ahead of the suite: `npm test` does so while the unit and server tests
// run, so the end-to-end step starts with it ready. The demo data ends on a fixed day, DEMO_TODAY
// (E2E_DEMO_TODAY by default), so the suite sees the same games whatever day it runs.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

// The server's TypeScript sources load through tsx, here and in serve.mjs that imports this.
register();

const root = path.resolve(import.meta.dirname, '..', '..');
export const work = path.join(root, '.tmp', 'e2e');

/** The demo data's last day in the end-to-end suite, unless DEMO_TODAY says another. */
export const E2E_DEMO_TODAY = '2026-11-20';
export const demoDay = process.env.DEMO_TODAY?.trim() || E2E_DEMO_TODAY;
/** One template a day, so runs for other days do not make each other's again. */
export const template = path.join(work, `template-${demoDay}`);
const ready = path.join(template, 'ready');

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((e) => newest(path.join(p, e))));
}

/** Finished games the template's deep pass judges, the newest first. */
export const TEMPLATE_DEEP_GAMES = 4;

/** Whether the template is missing, older than the sources that make it, or of another day. */
function templateIsStale() {
  const sources = Math.max(newest(path.join(root, 'server')), newest(path.join(root, 'packages')));
  if (!fs.existsSync(ready) || fs.statSync(ready).mtimeMs < sources) return true;
  try {
    return JSON.parse(fs.readFileSync(ready, 'utf8')).demoToday !== demoDay;
  } catch {
    return true;
  }
}

/** Makes the template when it is stale; `log` hears the demo load's progress. */
export async function ensureTemplate(log = (message) => console.log(message)) {
  if (!templateIsStale()) return;
  fs.rmSync(template, { recursive: true, force: true });
  const { openDatabase } = await import('../../server/db/database.ts');
  const { loadDemoData } = await import('../../server/demo/load.ts');
  const { parseDemoToday } = await import('../../server/config.ts');
  const database = await openDatabase({ dataDir: template });
  const { wireGamesChanges } = await import('../../server/wiring.ts');
  const writer = { db: database.db, gamesChanges: wireGamesChanges() };
  await loadDemoData(writer, { log, today: parseDemoToday(demoDay) });
  // The newest few finished games get the deep pass too (its verdicts, the person's inferred
  // racks), as a demo server gives them soon after it starts; the rest keep the quick pass's.
  const { DeepPass } = await import('../../server/analysis/deep.ts');
  const deep = new DeepPass(
    database.db,
    { busy: false },
    { error: log, info: () => {} },
    {
      enabled: false,
    },
  );
  for (let i = 0; i < TEMPLATE_DEEP_GAMES; i++) if (!(await deep.next())) break;
  await deep.close();
  await database.close();
  fs.writeFileSync(ready, JSON.stringify({ demoToday: demoDay, made: new Date().toISOString() }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await ensureTemplate();
  console.log(
    `e2e template (demo data to ${demoDay}) ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  // The demo load's worker threads and database handles may keep the event loop; the work is done.
  process.exit(0);
}
