// npm run test:e2e: Playwright in Debian's Chromium against the production build and the real server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureLexicons, root } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';

// One run at a time on a machine: the suite uses one port and one data directory.
const lock = path.join(root, '.tmp', 'e2e.lock');
fs.mkdirSync(path.dirname(lock), { recursive: true });
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
for (let waited = 0; ; waited += 2) {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    break;
  } catch {
    const holder = Number(fs.readFileSync(lock, 'utf8'));
    if (!alive(holder)) {
      fs.rmSync(lock, { force: true });
      continue;
    }
    if (waited % 30 === 0) console.log(`Waiting for another end-to-end run (pid ${holder})...`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
process.on('exit', () => fs.rmSync(lock, { force: true }));

const chromium = ensureChromium();
// The demo data the server seeds is played with the real lexicons.
ensureLexicons();
ensureBuild();
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const result = spawnSync(process.execPath, [playwright, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
