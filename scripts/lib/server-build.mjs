/**
 * The server compiled to JavaScript (docs/architecture.md, Running the server): `npm run build`
 * bundles server/main.ts and each worker thread's module with esbuild into build/server/, and
 * `npm start` runs that, so production runs no TypeScript loader. npm run dev, npm run server and
 * the tests still run the sources through tsx.
 *
 * Our own files (server/ and the workspace packages, packages/) are bundled; every other package
 * stays an import of node_modules (native modules, PGlite's files). Each bundle lies directly in build/server/, and the files the
 * server reads beside its sources (migrations, lexicons, strategy tables, the design tokens) are
 * found as under tsx: `import.meta.url` and `import.meta.dirname` in a bundled file are its
 * source file's. `import.meta.compiled` is true in a bundle (packages/engine/node/worker-thread.ts then starts
 * a worker's bundle instead of its source).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build.mjs';

export const SERVER_OUT = path.join(root, 'build', 'server');

/**
 * What is bundled: the server, and every module that packages/engine/node/worker-thread.ts startWorker runs
 * (tests/server/server-build.test.ts checks the list against the sources).
 */
export const SERVER_ENTRIES = [
  'server/main.ts',
  'server/db/pglite-worker.ts',
  'server/analysis/worker.ts',
  'server/demo/worker.ts',
  'packages/engine/node/strategy/selfplay-worker.ts',
];

/**
 * A bundle's file name: its path with dots, server/ left out ('server/db/pglite-worker.ts' →
 * 'db.pglite-worker.js'), as packages/engine/node/worker-thread.ts bundleOf finds it.
 */
export function bundleName(entry) {
  return `${entry
    .replace(/^server\//, '')
    .replace(/\.ts$/, '')
    .split('/')
    .join('.')}.js`;
}

/** The newest modification time under the folders the bundles are made of. */
function newestSource() {
  let newest = 0;
  const walk = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
  };
  for (const folder of ['server', 'packages', 'package-lock.json']) walk(path.join(root, folder));
  return newest;
}

export function serverBuildIsStale() {
  const main = path.join(SERVER_OUT, bundleName('server/main.ts'));
  const stat = fs.statSync(main, { throwIfNoEntry: false });
  return !stat || newestSource() > stat.mtimeMs;
}

/** Leaves every package to node_modules but the workspace's own (@ordbot/*), which are ours. */
const otherPackagesExternal = {
  name: 'other-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ordbot/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Replaces import.meta.url/dirname/filename in our files with their source file's. */
const sourcePaths = {
  name: 'source-paths',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mts|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const rel = path.relative(root, args.path).split(path.sep).join('/');
      const text = await fs.promises.readFile(args.path, 'utf8');
      const url = `__ordbotSource(${JSON.stringify(rel)})`;
      const dir = `__ordbotDir(${JSON.stringify(path.posix.dirname(rel))})`;
      const contents = text
        .replaceAll('import.meta.url', `${url}.href`)
        .replaceAll('import.meta.dirname', dir)
        .replaceAll('import.meta.filename', `__ordbotPath(${url})`);
      return { contents, loader: args.path.endsWith('.mjs') ? 'js' : 'ts' };
    });
  },
};

// Every bundle lies in build/server/, two folders below the repository.
const BANNER = `import { fileURLToPath as __ordbotPath } from 'node:url';
const __ordbotSource = (p) => new URL('../../' + p, import.meta.url);
const __ordbotDir = (p) => __ordbotPath(__ordbotSource(p + '/')).replace(/[\\\\/]$/, '');`;

/** Bundles the server into build/server/ (about a second); throws on a compile error. */
export async function buildServer() {
  const { build } = await import('esbuild');
  fs.rmSync(SERVER_OUT, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      SERVER_ENTRIES.map((entry) => [bundleName(entry).replace(/\.js$/, ''), entry]),
    ),
    outdir: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    define: { 'import.meta.compiled': 'true' },
    banner: { js: BANNER },
    plugins: [otherPackagesExternal, sourcePaths],
    logLevel: 'warning',
  });
}

/** Builds the server when build/server/ is missing or older than server/ or packages/. */
export async function ensureServerBuild({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return;
  console.log('Building the server (esbuild)...');
  await buildServer();
}

/** The compiled server's entry, for import(). */
export const SERVER_MAIN = pathToFileURL(path.join(SERVER_OUT, bundleName('server/main.ts'))).href;
