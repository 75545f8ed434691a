// npm run typecheck: each realm's tsconfig.json in turn (docs/architecture.md, Type realms), so
// a browser file cannot use Node's types and the server cannot use the DOM's.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REALMS } from './lib/realms.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = 0;
for (const { name, config } of REALMS) {
  const t0 = Date.now();
  const result = spawnSync(process.execPath, [tsc, '-p', config, '--noEmit'], {
    cwd: root,
    stdio: 'inherit',
  });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? 'ok' : 'FAILED'}  ${name} (${config}) in ${secs} s`);
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
