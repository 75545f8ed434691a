import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importRules from './scripts/lint/import-rules.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** What the two packages never import by package name: Node, browser storage, the database, React. */
const NOT_IN_PACKAGES = [
  ...builtinModules.flatMap((name) => [name, `node:${name}`]),
  ...['dexie', 'idb', 'idb-keyval', 'fake-indexeddb'],
  ...['drizzle-orm', 'pg', '@electric-sql/pglite', 'postgres'],
  ...['react', 'react-dom', 'react-aria-components', 'react-hot-toast', 'wouter'],
];

/**
 * The boundaries between the parts (docs/architecture.md, Boundaries). `target` and `from` are
 * regular expressions over repository paths: a relative import is resolved first, so
 * '../../features/x' from a feature is another feature however it is spelled; an import of
 * '@ordbot/<package>/...' is placed in packages/<package>/ too.
 */
const ZONES = [
  {
    target: '^packages/engine/',
    from: '^(?!packages/engine/)',
    packages: [...NOT_IN_PACKAGES, '@ordbot/contract', 'zod'],
    message:
      '@ordbot/engine imports nothing outside itself: no contract, web app, server, worker, Node, browser storage, database, React or zod (docs/architecture.md).',
  },
  {
    target: '^packages/engine/engine/',
    from: '^packages/engine/(strategy|analysis)/',
    message:
      'The engine folder is the bottom of @ordbot/engine: it never imports strategy/ or analysis/ (docs/architecture.md).',
  },
  {
    target: '^packages/engine/strategy/',
    from: '^packages/engine/analysis/',
    message: 'strategy/ never imports analysis/, which builds on it (docs/architecture.md).',
  },
  {
    target: '^packages/engine/[^/]+$',
    from: '^packages/engine/(engine|strategy|analysis)/',
    message:
      "The game's files at the root of @ordbot/engine (tiles, board, replay...) are below its folders: they import none of them (docs/architecture.md).",
  },
  {
    target: '^packages/contract/',
    from: '^(?!packages/(contract|engine)/)',
    packages: NOT_IN_PACKAGES,
    message:
      '@ordbot/contract imports itself, @ordbot/engine and zod only: no web app, server, worker, Node, browser storage, database or React (docs/architecture.md).',
  },
  {
    target: '^workers/',
    from: '^(?!packages/(contract|engine)/|workers/)',
    message: 'workers/ import the two packages and their own files only (docs/architecture.md).',
  },
  {
    target: '^server/',
    from: '^(src|workers)/',
    message: 'server/ never imports src/ or workers/ (docs/architecture.md).',
  },
  {
    target: '^src/',
    from: '^server/',
    message: 'The web app never imports server/ (docs/architecture.md).',
  },
  {
    target: '^src/(ui|api|cache|lib)/',
    from: '^src/(app|features)/',
    message:
      'src/ui, src/api, src/cache and src/lib never import src/app or src/features (docs/architecture.md).',
  },
  {
    target: '^src/features/([^/]+)/',
    from: '^src/features/(?!$1/)',
    message:
      'A feature never imports another feature; move the shared piece to src/ui or a package (docs/architecture.md).',
  },
  {
    target: '^src/',
    except: '^src/(cache/|lib/worker-bridge\\.ts$)',
    from: '^workers/',
    allowTypeOnly: true,
    message:
      'Screens take workers/ through src/lib/worker-bridge.ts and src/cache; they import its types only (docs/architecture.md).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.tmp',
      'build',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'coverage',
      // AssemblyScript (scripts/build-wasm.mjs checks it), not TypeScript.
      'packages/engine/engine/wasm/assembly',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Each zone's breach fails lint; tests/unit/lint/boundaries.test.ts proves it, case by case.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { ordbot: importRules },
    rules: {
      'ordbot/zones': ['error', { root: ROOT, zones: ZONES }],
      'ordbot/no-cycle': 'error',
    },
  },
  {
    files: ['packages/**/*.{tsx,jsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'The packages hold no components: .tsx belongs in src/.' },
      ],
    },
  },
  {
    files: ['src/features/*/*/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'src/features/<feature>/ is flat: put the file in its feature folder.',
        },
      ],
    },
  },
);
