/**
 * The benches that run the server on the demo data (lighthouse.bench.ts, deep-load.bench.ts)
 * start from a copy of the e2e suite's database template (tests/e2e/template.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The newest e2e template (one a demo day) that is ready, if any. */
export function newestTemplate(): string | null {
  const work = path.join(root, '.tmp', 'e2e');
  if (!fs.existsSync(work)) return null;
  const ready = fs
    .readdirSync(work)
    .filter((d) => d.startsWith('template') && fs.existsSync(path.join(work, d, 'ready')))
    .map((d) => path.join(work, d))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  return ready[0] ?? null;
}
