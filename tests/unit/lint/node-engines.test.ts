// @vitest-environment node
/**
 * `npm ci` on the Node version the README names prints no EBADENGINE warning: every package the
 * lock file installs (optional platform binaries aside: npm skips those that do not fit) accepts
 * that version. The overrides in package.json hold older releases where the newest ask for Node 22.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

// npm's own range matcher (a dependency of the toolchain, not of the app).
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
};

interface LockPackage {
  engines?: { node?: string };
  optional?: boolean;
}

it('every installed package accepts the Node version the README names', () => {
  const readme = fs.readFileSync('README.md', 'utf8');
  const version = /Node\.js (\d+\.\d+\.\d+) is the version this is tested on/.exec(readme)?.[1];
  expect(version).toBeDefined();
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  const refusing = Object.entries(lock.packages)
    .filter(([, p]) => !p.optional && p.engines?.node)
    .filter(([, p]) => !semver.satisfies(version ?? '', p.engines?.node ?? '*'))
    .map(([path, p]) => `${path} (${p.engines?.node})`);
  expect(refusing).toEqual([]);
});
