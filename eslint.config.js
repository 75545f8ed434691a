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
/** Every package the project declares, and the few that come with others. */
const ALL_PACKAGES = [
  ...new Set([...DEPENDENCIES, ...DEV_PACKAGES, ...SERVER_PACKAGES, ...BROWSER_PACKAGES]),
  ...BROWSER_STORAGE,
];
/** All but `allowed`: the packages a zone may not import. */
const allBut = (...allowed) => ALL_PACKAGES.filter((name) => !allowed.includes(name));

/**
 * The boundaries between the parts (docs/architecture.md, Boundaries). `target` and `from` are
 * regular expressions over repository paths: a relative import is resolved first, so
 * '../../features/x' from a feature is another feature however it is spelled; an import of
 * '@ordbot/<package>/...' is placed in packages/<package>/ too.
 */
const ZONES = [
  {
    target: '^packages/engine/',
    except: '^packages/engine/(node|cli|test)/',
    from: '^(?!packages/engine/)',
    packages: [...NODE, ...allBut()],
    message:
      '@ordbot/engine imports nothing outside itself, by relative paths: no package, no contract, web app, server, worker, Node, browser storage, database, React or zod (docs/architecture.md).',
  },
  {
    target: '^packages/engine/(node|cli)/',
    from: '^(?!packages/engine/)',
    packages: allBut('tsx'),
    message:
      "@ordbot/engine's Node side imports the engine and Node only: no contract, web app, server, worker, browser storage, database or React (docs/architecture.md).",
  },
  {
    target: '^packages/engine/(?!node/|cli/|test/)',
    from: '^packages/engine/(node|cli)/',
    message:
      'The engine runs in every runtime: it never imports its Node side, node/ and cli/ (docs/architecture.md).',
  },
  {
    target: '^(src|workers)/',
    from: '^packages/engine/(node|cli)/',
    message:
      "The web app and the worker never import the engine's Node side, node/ and cli/ (docs/architecture.md).",
  },
  {
    target: '^packages/engine/movegen/',
    from: '^packages/engine/(strategy|analysis)/',
    message:
      'movegen/ is the bottom of @ordbot/engine: it never imports strategy/ or analysis/ (docs/architecture.md).',
  },
  {
    target: '^packages/engine/strategy/',
    from: '^packages/engine/analysis/',
    message: 'strategy/ never imports analysis/, which builds on it (docs/architecture.md).',
  },
  {
    target: '^packages/engine/[^/]+$',
    from: '^packages/engine/(movegen|strategy|analysis)/',
    message:
      "The game's files at the root of @ordbot/engine (tiles, board, replay...) are below its folders: they import none of them (docs/architecture.md).",
  },
  {
    target: '^packages/contract/',
    from: '^(?!packages/(contract|engine)/)',
    packages: [...NODE, ...allBut('zod', '@ordbot/engine')],
    message:
      '@ordbot/contract imports itself, @ordbot/engine and zod only: no web app, server, worker, Node, browser storage, database or React (docs/architecture.md).',
  },
  {
    target: '^workers/',
    from: '^(?!packages/(contract|engine)/|workers/)',
    message: 'workers/ import the two packages and their own files only (docs/architecture.md).',
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
      'packages/engine/movegen/wasm/assembly',
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
  // One number formatter: the web app and the worker write numbers with
  // packages/contract/format.ts only; tests/unit/lint/number-format.test.ts proves the ban.
  {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toFixed', 'toLocaleString'].map((property) => ({
          property,
          message: `${property}: write numbers (and dates) with packages/contract/format.ts (formatNumber, formatDecimal, formatFixed, formatPercentOne...), the one number formatter.`,
        })),
        {
          object: 'Intl',
          property: 'NumberFormat',
          message:
            'Intl.NumberFormat: write numbers with packages/contract/format.ts (formatNumber, formatDecimal, formatFixed, formatPercentOne...), the one number formatter; add a function there when one is missing.',
        },
      ],
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
