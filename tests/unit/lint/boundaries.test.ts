// @vitest-environment node
/**
 * The import boundaries and the ban on import cycles (eslint.config.js,
 * scripts/lint/import-rules.mjs) fail the lint step when broken: each case lints a one-line
 * source placed at a path inside a zone (the file need not exist) with the project's own
 * configuration. A cycle case places its source at an existing file whose on-disk imports the
 * rule follows.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const results = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === 'ordbot/zones' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

async function cycleErrors(filePath: string, source: string): Promise<string[]> {
  const results = await eslint.lintText(`${source}\n`, { filePath });
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === 'ordbot/no-cycle')
    .map((m) => m.message);
}

const BREACHES: [zone: string, filePath: string, source: string][] = [
  ['core imports the web app', 'core/fixture.ts', "import { x } from '../src/ui/text.ts';"],
  [
    'core imports a worker',
    'core/engine/fixture.ts',
    "import { x } from '../../workers/services.ts';",
  ],
  ['core imports Node', 'core/fixture.ts', "import { x } from 'node:fs';"],
  ['a worker imports the web app', 'workers/fixture.ts', "import { x } from '../src/cache/db.ts';"],
  ['a worker imports the server', 'workers/fixture.ts', "import { x } from '../server/config.ts';"],
  [
    'the offline search imports the page cache',
    'workers/offline-search.ts',
    "import type { x } from '../src/cache/db.ts';",
  ],
  ['the server imports the web app', 'server/fixture.ts', "import { x } from '../src/ui/text.ts';"],
  [
    'the server imports a worker',
    'server/routes/fixture.ts',
    "import { x } from '../../workers/services.ts';",
  ],
  ['src/ui imports the shell', 'src/ui/fixture.tsx', "import { x } from '../app/auth.tsx';"],
  [
    'src/api imports a feature',
    'src/api/fixture.ts',
    "import { x } from '../features/games/games-page.tsx';",
  ],
  [
    'src/cache imports the shell',
    'src/cache/fixture.ts',
    "import { x } from '../app/session-storage.ts';",
  ],
  [
    'src/lib imports a feature',
    'src/lib/fixture.ts',
    "export { x } from '../features/replay/replay-logic.ts';",
  ],
  [
    'a feature imports another feature',
    'src/features/games/fixture.tsx',
    "import { x } from '../replay/game-replay-view.tsx';",
  ],
  [
    'a type import across features',
    'src/features/home/fixture.ts',
    "import type { x } from '../stats/stats-query.ts';",
  ],
  [
    'a worker imports the web app with import()',
    'workers/fixture.ts',
    "const x = () => import('../src/cache/games.ts');",
  ],
  [
    'a feature imports another feature with import()',
    'src/features/games/fixture.tsx',
    "const x = () => import('../replay/replay-page.tsx');",
  ],
  ['core imports React', 'core/fixture.ts', "import { x } from 'react-dom/client';"],
  ['a nested feature folder', 'src/features/games/parts/fixture.ts', 'const x = 1;'],
  [
    'a feature imports another through the features folder',
    'src/features/games/fixture.tsx',
    "import { x } from '../../features/replay/replay-page.tsx';",
  ],
  [
    'a feature walks out and back into another',
    'src/features/games/fixture.tsx',
    "import { x } from '../../ui/../features/./stats/stats-page.tsx';",
  ],
  ['core imports a Node built-in without node:', 'core/fixture.ts', "import { x } from 'fs';"],
  ['core imports a Node subpath', 'core/engine/fixture.ts', "import { x } from 'fs/promises';"],
  ['core imports browser storage', 'core/fixture.ts', "import { x } from 'dexie';"],
  ['core imports the database', 'core/fixture.ts', "import { x } from 'drizzle-orm/pg-core';"],
  ['core imports PGlite', 'core/fixture.ts', "const x = () => import('@electric-sql/pglite');"],
  ['core imports React', 'core/fixture.ts', "import { x } from 'react';"],
  ['a component in core', 'core/fixture.tsx', 'const x = 1;'],
  ['core imports tests', 'core/fixture.ts', "import { x } from '../tests/unit/setup.ts';"],
  [
    'a screen imports a worker at run time',
    'src/features/replay/fixture.tsx',
    "import { x } from '../../../workers/services.ts';",
  ],
  [
    'a screen imports a worker with import()',
    'src/app/fixture.tsx',
    "const x = () => import('../../workers/analysis.ts');",
  ],
  [
    'a screen re-exports a worker',
    'src/ui/fixture.ts',
    "export { x } from '../../workers/row-chunks.ts';",
  ],
  [
    'a screen imports a worker value beside a type',
    'src/features/replay/fixture.tsx',
    "import { type y, x } from '../../../workers/services.ts';",
  ],
  // The package deny-lists: each realm refuses the packages of the others (types too).
  ['a worker imports the database’s types', 'workers/fixture.ts', "import type { x } from 'pg';"],
  [
    'the web app imports the database’s types',
    'src/lib/fixture.ts',
    "import type { x } from 'pg';",
  ],
  ['a worker imports Node', 'workers/fixture.ts', "import { x } from 'fs';"],
  ['the web app imports Node', 'src/ui/fixture.ts', "import { x } from 'node:path';"],
  ['a worker imports React', 'workers/fixture.ts', "import { x } from 'react';"],
  ['a worker imports Drizzle', 'workers/fixture.ts', "import { x } from 'drizzle-orm/pg-core';"],
  [
    'the web app imports a Fastify plugin',
    'src/api/fixture.ts',
    "import type { x } from '@fastify/static';",
  ],
  [
    'the web app imports a test tool',
    'src/features/games/fixture.tsx',
    "import { x } from 'vitest';",
  ],
  ['the server imports React', 'server/fixture.ts', "import { x } from 'react';"],
  ['the server imports Dexie', 'server/routes/fixture.ts', "import type { x } from 'dexie';"],
  ['the server imports a page package', 'server/share/fixture.ts', "import { x } from 'ofetch';"],
  ['the server imports a test tool', 'server/fixture.ts', "import { x } from '@playwright/test';"],
  ['core imports a package it does not need', 'core/fixture.ts', "import { x } from 'comlink';"],
  ['the engine imports the HTTP client', 'core/engine/fixture.ts', "import { x } from 'ofetch';"],
  ['core imports the server', 'core/fixture.ts', "const x = () => import('fastify');"],
];

const ALLOWED: [what: string, filePath: string, source: string][] = [
  ['core imports core', 'core/engine/fixture.ts', "import { x } from '../tiles.ts';"],
  [
    'the cache starts the offline search with import()',
    'src/cache/fixture.ts',
    "const x = () => import('../../workers/offline-search.ts');",
  ],
  ['a worker imports core', 'workers/fixture.ts', "import { x } from '../core/replay.ts';"],
  [
    'the offline search reads the shared cache schema',
    'workers/offline-search.ts',
    "import { x } from './cache-schema.ts';",
  ],
  [
    'the server imports core',
    'server/routes/fixture.ts',
    "import { x } from '../../core/routes.ts';",
  ],
  ['src/ui imports the text catalogue', 'src/ui/fixture.tsx', "import { x } from './text.ts';"],
  ['src/cache imports src/api', 'src/cache/fixture.ts', "import { x } from '../api/games.ts';"],
  [
    'a feature imports its own file',
    'src/features/games/fixture.tsx',
    "import { x } from './search-state.ts';",
  ],
  [
    'a feature imports src/ui and the shell',
    'src/features/games/fixture.tsx',
    "import { x } from '../../ui/text.ts';\nimport { y } from '../../app/auth.tsx';\nexport const z = y;",
  ],
  [
    'a screen imports a worker type',
    'src/features/replay/fixture.tsx',
    "import type { x } from '../../../workers/services.ts';",
  ],
  [
    'a screen imports worker types one by one',
    'src/app/fixture.tsx',
    "import { type x } from '../../workers/services.ts';",
  ],
  [
    'the worker bridge starts the worker',
    'src/lib/worker-bridge.ts',
    "const x = () => import('../../workers/services.ts');",
  ],
  ['the server imports Node', 'server/fixture.ts', "import { x } from 'node:fs';"],
  ['core imports zod', 'core/fixture.ts', "import { x } from 'zod';"],
  [
    'a worker imports comlink and Dexie',
    'workers/fixture.ts',
    "import { x } from 'comlink';\nimport { y } from 'dexie';\nexport const z = y;",
  ],
  ['the cache imports Dexie', 'src/cache/fixture.ts', "import { x } from 'dexie';"],
  ['the server imports the database', 'server/db/fixture.ts', "import type { x } from 'pg';"],
  ['a test imports a test tool', 'tests/unit/fixture.ts', "import { x } from 'vitest';"],
  [
    'the shell imports Vite’s PWA module',
    'src/app/fixture.ts',
    "import { x } from 'virtual:pwa-register';",
  ],
  [
    'the shell imports a feature',
    'src/app/fixture.tsx',
    "import { x } from '../features/replay/game-replay-view.tsx';",
  ],
];

// The first lint loads the configuration and the TypeScript parser: seconds on a busy machine.
describe('import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(BREACHES)('fails when %s', async (_zone, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toHaveLength(1);
  });

  it.each(ALLOWED)('passes when %s', async (_what, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([]);
  });
});

// A package that comes only with another's dependencies (pino with Fastify, playwright-core
// with @playwright/test) fails wherever it is imported.
const UNDECLARED: [what: string, filePath: string, source: string][] = [
  ['the server imports pino', 'server/fixture.ts', "import type { x } from 'pino';"],
  [
    'a test imports playwright-core',
    'tests/bench/fixture.ts',
    "import { x } from 'playwright-core';",
  ],
  [
    'a script imports a scoped package',
    'scripts/fixture.mjs',
    "import { x } from '@esbuild/linux-x64';",
  ],
];

describe('undeclared packages (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(UNDECLARED)('fails when %s', async (_what, filePath, source) => {
    const errors = await boundaryErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('is not declared in package.json');
  });
});

// core/api-types-games.ts imports core/enums.ts, and core/api-types.ts exports the types of
// core/api-types-accounts.ts, which imports core/enums.ts too.
const CYCLES: [what: string, filePath: string, source: string, chain: string][] = [
  [
    'two files import each other',
    'core/enums.ts',
    "import { x } from './api-types-games.ts';\nexport const y = x;",
    'core/enums.ts → core/api-types-games.ts → core/enums.ts',
  ],
  [
    'one side imports types only',
    'core/enums.ts',
    "import type { X } from './api-types-games.ts';\nexport type Y = X;",
    'core/enums.ts → core/api-types-games.ts → core/enums.ts',
  ],
  [
    'the loop runs through three files',
    'core/enums.ts',
    "export type { X } from './api-types.ts';",
    'core/enums.ts → core/api-types.ts → core/api-types-accounts.ts → core/enums.ts',
  ],
  [
    'import() closes the loop',
    'core/enums.ts',
    "export const x = () => import('./api-types-games.ts');",
    'core/enums.ts → core/api-types-games.ts → core/enums.ts',
  ],
];

describe('no import cycles (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(CYCLES)('fails when %s', async (_what, filePath, source, chain) => {
    const errors = await cycleErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(chain);
  });

  it('passes when the imports run one way', async () => {
    expect(await cycleErrors('core/enums.ts', "export { x } from './random.ts';")).toEqual([]);
  });
});
