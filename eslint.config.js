import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WORKERS = 'workers/ import core/ and their own files only (docs/architecture.md).';
const NO_SERVER = 'The web app never imports server/ (docs/architecture.md).';

/**
 * An import boundary: files matching `files` may not import a path that matches one of the
 * regular expressions, statically or with import(). esquery's regex literals cannot hold '/',
 * so the dynamic-import selector spells it \x2F.
 */
function zone(files, forbidden) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: forbidden.map(([regex, message]) => ({ regex, message })) },
      ],
      'no-restricted-syntax': [
        'error',
        ...forbidden.map(([regex, message]) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', String.raw`\x2F`)}/]`,
          message,
        })),
      ],
    },
  };
}

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
  // Boundaries between the parts (docs/architecture.md, Boundaries): each zone lists the imports
  // its files may not make, static or dynamic. tests/unit/lint/boundaries.test.ts proves that a
  // breach of each fails. Import paths are relative, so the patterns read folder names in them.
  zone(
    ['core/**/*.ts'],
    [
      [
        String.raw`(^|/)(src|server|workers)/|^node:|^react(-dom)?($|/)`,
        'core/ imports nothing but core/: no web app, server, worker, Node or React (docs/architecture.md).',
      ],
    ],
  ),
  zone(['workers/**/*.ts'], [[String.raw`(^|/)(src|server)/`, WORKERS]]),
  zone(
    ['server/**/*.ts'],
    [
      [
        String.raw`(^|/)(src|workers)/`,
        'server/ never imports src/ or workers/ (docs/architecture.md).',
      ],
    ],
  ),
  zone(
    ['src/{ui,api,cache,lib}/**/*.{ts,tsx}'],
    [
      [
        String.raw`(^|/)(app|features|server)/`,
        'src/ui, src/api, src/cache and src/lib never import src/app or src/features (docs/architecture.md).',
      ],
    ],
  ),
  // A feature folder is flat, so '../x/' from one of its files is always another feature.
  zone(
    ['src/features/*/*.{ts,tsx}'],
    [
      [
        String.raw`^\.\./(?!\.\./)`,
        'A feature never imports another feature; move the shared piece to src/ui or core/ (docs/architecture.md).',
      ],
      [String.raw`(^|/)server/`, NO_SERVER],
    ],
  ),
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
  zone(['src/app/**/*.{ts,tsx}', 'src/*.{ts,tsx}'], [[String.raw`(^|/)server/`, NO_SERVER]]),
);
