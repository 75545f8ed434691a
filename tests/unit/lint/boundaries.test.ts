// @vitest-environment node
// Over 300 lines: a table of cases per rule, each case a few lines of data, read side by side.
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
  [
    'the contract imports the web app',
    'packages/contract/fixture.ts',
    "import { x } from '../../src/ui/text.ts';",
  ],
  [
    'the engine imports a worker',
    'packages/engine/movegen/fixture.ts',
    "import { x } from '../../../workers/services.ts';",
  ],
  ['the engine imports Node', 'packages/engine/fixture.ts', "import { x } from 'node:fs';"],
  ['the contract imports Node', 'packages/contract/fixture.ts', "import { x } from 'node:fs';"],
  [
    'the engine imports the contract by name',
    'packages/engine/analysis/fixture.ts',
    "import { x } from '@ordbot/contract/routes.ts';",
  ],
  [
    'the engine imports the contract by path',
    'packages/engine/fixture.ts',
    "import { x } from '../contract/routes.ts';",
  ],
  ['the engine imports zod', 'packages/engine/strategy/fixture.ts', "import { x } from 'zod';"],
  [
    'movegen/ imports strategy',
    'packages/engine/movegen/fixture.ts',
    "import { x } from '../strategy/leaves.ts';",
  ],
  [
    'strategy imports analysis by the package name',
    'packages/engine/strategy/fixture.ts',
    "import { x } from '@ordbot/engine/analysis/notation.ts';",
  ],
  [
    'a game file imports movegen/',
    'packages/engine/fixture.ts',
    "import { x } from './movegen/lexicon.ts';",
  ],
  [
    'the engine imports its Node side',
    'packages/engine/strategy/fixture.ts',
    "import { x } from '../node/lexicon-files.ts';",
  ],
  [
    "the engine's Node side imports the contract",
    'packages/engine/cli/fixture.ts',
    "import { x } from '@ordbot/contract/routes.ts';",
  ],
  [
    "a worker imports the engine's Node side",
    'workers/fixture.ts',
    "import { x } from '@ordbot/engine/node/lexicon-files.ts';",
  ],
  [
    'a worker imports the server by a relative path',
    'workers/fixture.ts',
    "import { x } from '../server/db/schema.ts';",
  ],
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
  [
    'the contract imports React',
    'packages/contract/fixture.ts',
    "import { x } from 'react-dom/client';",
  ],
  ['a nested feature folder', 'src/features/games/parts/fixture.ts', 'const x = 1;'],
  [
    'a feature imports another through the features folder',
    'src/features/games/fixture.tsx',
    "import { x } from '../../features/replay/replay-page.tsx';",
  ],
  [
    'a feature walks out and back into another',
    'src/features/games/fixture.tsx',
    "import { x } from '../../features/stats/stats-page.tsx';",
  ],
  [
    'the contract imports a Node built-in without node:',
    'packages/contract/fixture.ts',
    "import { x } from 'fs';",
  ],
  [
    'the engine imports a Node subpath',
    'packages/engine/movegen/fixture.ts',
    "import { x } from 'fs/promises';",
  ],
  [
    'the engine imports browser storage',
    'packages/engine/fixture.ts',
    "import { x } from 'dexie';",
  ],
  [
    'the contract imports the database',
    'packages/contract/fixture.ts',
    "import { x } from 'drizzle-orm/pg-core';",
  ],
  [
    'the engine imports PGlite',
    'packages/engine/analysis/fixture.ts',
    "const x = () => import('@electric-sql/pglite');",
  ],
  ['the engine imports React', 'packages/engine/fixture.ts', "import { x } from 'react';"],
  ['a component in a package', 'packages/contract/fixture.tsx', 'const x = 1;'],
  [
    'the contract imports tests',
    'packages/contract/fixture.ts',
    "import { x } from '../../tests/unit/setup.ts';",
  ],
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
  [
    'the contract imports a package it does not need',
    'packages/contract/fixture.ts',
    "import { x } from 'comlink';",
  ],
  [
    'the engine imports the HTTP client',
    'packages/engine/movegen/fixture.ts',
    "import { x } from 'ofetch';",
  ],
  [
    'the contract imports the server',
    'packages/contract/fixture.ts',
    "const x = () => import('fastify');",
  ],
  [
    "the engine's Node side imports the database",
    'packages/engine/node/fixture.ts',
    "import { x } from 'pg';",
  ],
];

const ALLOWED: [what: string, filePath: string, source: string][] = [
  [
    'the engine imports its own files',
    'packages/engine/movegen/fixture.ts',
    "import { x } from '../tiles.ts';",
  ],
  [
    'analysis imports strategy and movegen/',
    'packages/engine/analysis/fixture.ts',
    "import { x } from '../strategy/leaves.ts';\nimport { y } from '../movegen/lexicon.ts';\nexport const z = y;",
  ],
  [
    "the engine's Node side reads files",
    'packages/engine/node/fixture.ts',
    "import { x } from 'node:fs';\nimport { y } from '../movegen/lexicon.ts';\nexport const z = y;",
  ],
  [
    "the server imports the engine's Node side",
    'server/analysis/fixture.ts',
    "import { x } from '@ordbot/engine/node/lexicon-files.ts';",
  ],
  [
    'the contract imports the engine',
    'packages/contract/fixture.ts',
    "import { x } from '@ordbot/engine/tiles.ts';",
  ],
  [
    'the cache starts the offline search with import()',
    'src/cache/fixture.ts',
    "const x = () => import('../../workers/offline-search.ts');",
  ],
  [
    'a worker imports the engine',
    'workers/fixture.ts',
    "import { x } from '@ordbot/engine/replay.ts';",
  ],
  [
    'a worker imports the contract',
    'workers/fixture.ts',
    "import { x } from '@ordbot/contract/routes.ts';",
  ],
  [
    'the offline search reads the shared cache schema',
    'workers/offline-search.ts',
    "import { x } from './cache-schema.ts';",
  ],
  [
    'the server imports the contract',
    'server/routes/fixture.ts',
    "import { x } from '@ordbot/contract/routes.ts';",
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
  ['the contract imports zod', 'packages/contract/fixture.ts', "import { x } from 'zod';"],
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

// packages/contract/api-types-games.ts imports packages/contract/enums.ts, and
// packages/contract/api-types.ts exports the types of packages/contract/api-types-accounts.ts,
// which imports packages/contract/enums.ts too.
const CYCLES: [what: string, filePath: string, source: string, chain: string][] = [
  [
    'two files import each other',
    'packages/contract/enums.ts',
    "import { x } from './api-types-games.ts';\nexport const y = x;",
    'packages/contract/enums.ts → packages/contract/api-types-games.ts → packages/contract/enums.ts',
  ],
  [
    'one side imports types only',
    'packages/contract/enums.ts',
    "import type { X } from './api-types-games.ts';\nexport type Y = X;",
    'packages/contract/enums.ts → packages/contract/api-types-games.ts → packages/contract/enums.ts',
  ],
  [
    'the loop runs through three files',
    'packages/contract/enums.ts',
    "export type { X } from './api-types.ts';",
    'packages/contract/enums.ts → packages/contract/api-types.ts → packages/contract/api-types-accounts.ts → packages/contract/enums.ts',
  ],
  [
    'import() closes the loop',
    'packages/contract/enums.ts',
    "export const x = () => import('./api-types-games.ts');",
    'packages/contract/enums.ts → packages/contract/api-types-games.ts → packages/contract/enums.ts',
  ],
];

describe('no import cycles (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(CYCLES)('fails when %s', async (_what, filePath, source, chain) => {
    const errors = await cycleErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(chain);
  });

  it('passes when the imports run one way', async () => {
    expect(
      await cycleErrors(
        'packages/contract/enums.ts',
        "export { x } from '@ordbot/engine/random.ts';",
      ),
    ).toEqual([]);
  });

  it('follows the imports of a workspace package by its name', async () => {
    const errors = await cycleErrors(
      'packages/engine/game-enums.ts',
      "export type { X } from '@ordbot/engine/game-records.ts';",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('packages/engine/game-enums.ts → packages/engine/game-records.ts');
  });
});
