import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importRules from './scripts/lint/import-rules.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const PACKAGE = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const DEPENDENCIES = Object.keys(PACKAGE.dependencies);
/** Tools, tests and builds: never imported by code that ships (npm ci --omit=dev drops them). */
const DEV_PACKAGES = Object.keys(PACKAGE.devDependencies);

/**
 * The packages by where they may run (docs/architecture.md, Boundaries): each realm's zone below
 * denies the groups that are not its own. A new dependency goes in the groups it must not leave.
 */
const NODE = builtinModules.flatMap((name) => [name, `node:${name}`]);
const SERVER_PACKAGES = [
  ...['drizzle-orm', 'pg', '@electric-sql/pglite', 'postgres'],
  ...['fastify', '@fastify/*', 'fastify-type-provider-zod', 'pino'],
  ...['nodemailer', '@node-rs/argon2', '@napi-rs/canvas', 'dejavu-fonts-ttf', 'yazl', 'yauzl'],
  'tsx',
];
const BROWSER_PACKAGES = [
  ...['react', 'react-dom', 'react-aria-components', 'react-hot-toast', 'wouter', 'uplot'],
  ...['@internationalized/date', 'ofetch', 'vite-plugin-pwa', 'workbox-window'],
];
const BROWSER_STORAGE = ['dexie', 'idb', 'idb-keyval', 'fake-indexeddb'];
/** The only packages core/ needs: the contract's schemas. */
const CORE_PACKAGES = ['zod'];

/**
 * The boundaries between the parts (docs/architecture.md, Boundaries). `target` and `from` are
 * regular expressions over repository paths: a relative import is resolved first, so
 * '../../features/x' from a feature is another feature however it is spelled.
 */
const ZONES = [
  {
    target: '^core/',
    from: '^(?!core/)',
    packages: [
      ...NODE,
      ...[...DEPENDENCIES, ...DEV_PACKAGES, ...SERVER_PACKAGES, ...BROWSER_PACKAGES].filter(
        (name) => !CORE_PACKAGES.includes(name),
      ),
      ...BROWSER_STORAGE,
    ],
    message:
      'core/ imports nothing but core/ and zod: no web app, server, worker, Node, browser storage, database, React or other package (docs/architecture.md).',
  },
  {
    target: '^workers/',
    from: '^(?!core/|workers/)',
    message: 'workers/ import core/ and their own files only (docs/architecture.md).',
  },
  {
    target: '^workers/',
    packages: [...NODE, ...SERVER_PACKAGES, ...BROWSER_PACKAGES, ...DEV_PACKAGES],
    message:
      'workers/ run in the Web Worker: no Node, no server package (types neither), no React or page package, no tool (docs/architecture.md).',
  },
  {
    target: '^server/',
    from: '^(src|workers)/',
    message: 'server/ never imports src/ or workers/ (docs/architecture.md).',
  },
  {
    target: '^server/',
    packages: [...BROWSER_PACKAGES, ...BROWSER_STORAGE, 'comlink', ...DEV_PACKAGES],
    message:
      'server/ runs in Node: no React, browser storage or page package, and no tool or test package (docs/architecture.md).',
  },
  {
    target: '^src/',
    from: '^server/',
    message: 'The web app never imports server/ (docs/architecture.md).',
  },
  {
    target: '^src/',
    packages: [...NODE, ...SERVER_PACKAGES, ...DEV_PACKAGES],
    message:
      'The web app runs in the browser: no Node, no server package (types neither), no tool or test package (docs/architecture.md).',
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
      'A feature never imports another feature; move the shared piece to src/ui or core/ (docs/architecture.md).',
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
      'core/engine/wasm/assembly',
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
      'ordbot/zones': [
        'error',
        {
          root: ROOT,
          zones: ZONES,
          declared: [...DEPENDENCIES, ...DEV_PACKAGES],
          builtins: builtinModules,
        },
      ],
      'ordbot/no-cycle': 'error',
    },
  },
  {
    files: ['core/**/*.{tsx,jsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'core/ holds no components: .tsx belongs in src/.' },
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
