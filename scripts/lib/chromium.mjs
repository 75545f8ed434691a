// Finds Debian's Chromium for Playwright; installs it with apt when running as root.
// Never downloads a browser build of its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

function hasApt() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasApt()) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get...");
    const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
    if (run(['update', '-qq']) && run(['install', '-y', '-qq', 'chromium'])) {
      const installed = findChromium();
      if (installed) return installed;
    }
    console.error('Installing chromium with apt-get failed.');
    process.exit(1);
  }
  console.error(
    'The end-to-end tests need Chromium, and none was found.\n' +
      "Install Debian's chromium package (as root: apt-get install -y chromium),\n" +
      'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}
