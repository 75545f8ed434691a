// npm run test:e2e: Playwright in Debian's Chromium against the production build and the real server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, root } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const chromium = ensureChromium();
ensureBuild();
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const result = spawnSync(process.execPath, [playwright, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
