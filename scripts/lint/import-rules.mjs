/**
 * The project's own ESLint rules for imports (docs/architecture.md, Boundaries):
 *
 * - `zones`: which files may import which. A relative import is resolved to the file it names
 *   and matched by its place in the repository, so no spelling of the path walks around a
 *   zone; an import of a workspace package ('@ordbot/engine/tiles.ts') is placed in its folder
 *   under packages/ the same way; another package import is matched by the package's name.
 *   Static imports, re-exports and
 *   import() all count; a zone may let type-only imports through.
 * - `no-cycle`: no file reaches itself through its imports, type-only imports included.
 *
 * eslint-plugin-import-x has rules near these, but its no-cycle skips type-only imports and
 * its no-restricted-paths cannot let them through, and both need a native resolver; a
 * project without path aliases resolves its imports by path arithmetic alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The repository, whose packages/ hold the workspace packages '@ordbot/<name>'. */
const REPO = path.resolve(import.meta.dirname, '..', '..');
const WORKSPACE = '@ordbot/';

/** Where an import names a file: a relative path, or a workspace package's file; else undefined. */
function importedPath(importer, specifier) {
  if (specifier.startsWith(WORKSPACE)) {
    return path.join(REPO, 'packages', specifier.slice(WORKSPACE.length));
  }
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return path.resolve(path.dirname(importer), specifier);
  }
  return undefined;
}

/** The file an import names, or undefined for another package or a file that is not there. */
function resolveFile(importer, specifier) {
  const base = importedPath(importer, specifier);
  if (base === undefined) return undefined;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

/** A package import's name: 'react-dom/client' → 'react-dom', '@scope/x/y' → '@scope/x'. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Every module source in a file's AST with the node that names it and whether it brings in
 * types only: import and export declarations, import() and TypeScript's import('x') types.
 */
function sourcesOf(context, visit) {
  const declaration = (node) => {
    if (!node.source || typeof node.source.value !== 'string') return;
    const kind = node.importKind ?? node.exportKind;
    const specifiers = node.specifiers ?? [];
    const typeOnly =
      kind === 'type' ||
      (specifiers.length > 0 && specifiers.every((s) => (s.importKind ?? s.exportKind) === 'type'));
    visit(node.source, node.source.value, typeOnly);
  };
  return {
    ImportDeclaration: declaration,
    ExportNamedDeclaration: declaration,
    ExportAllDeclaration: declaration,
    ImportExpression(node) {
      const source = node.source;
      if (source.type === 'Literal' && typeof source.value === 'string') {
        visit(source, source.value, false);
      } else if (source.type === 'TemplateLiteral' && source.expressions.length === 0) {
        visit(source, source.quasis[0].value.cooked, false);
      }
    },
    TSImportType(node) {
      const literal = node.argument?.literal ?? node.argument;
      if (literal && typeof literal.value === 'string') visit(node, literal.value, true);
    },
  };
}

const zones = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the zones of docs/architecture.md (Boundaries).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                // Regular expressions over repository paths with '/' ('src/features/games/x.tsx').
                // `from` may use $1 for what the target's first group matched.
                target: { type: 'string' },
                except: { type: 'string' },
                from: { type: 'string' },
                packages: { type: 'array', items: { type: 'string' } },
                allowTypeOnly: { type: 'boolean' },
                message: { type: 'string' },
              },
              required: ['target', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'zones'],
        additionalProperties: false,
      },
    ],
    messages: { breach: '{{message}} (imports {{what}})' },
  },
  create(context) {
    const { root, zones: all } = context.options[0];
    const repoPath = (file) => path.relative(root, file).split(path.sep).join('/');
    const self = repoPath(context.physicalFilename);
    const mine = [];
    for (const zone of all) {
      const match = new RegExp(zone.target).exec(self);
      if (!match || (zone.except && new RegExp(zone.except).test(self))) continue;
      const from = zone.from && new RegExp(zone.from.replaceAll('$1', match[1] ?? ''));
      mine.push({ ...zone, from, packages: new Set(zone.packages ?? []) });
    }
    if (mine.length === 0) return {};
    return sourcesOf(context, (node, specifier, typeOnly) => {
      // Path arithmetic, not a lookup: a file that does not exist yet is placed all the same.
      const file = importedPath(context.physicalFilename, specifier);
      const target = file === undefined ? undefined : repoPath(file);
      for (const zone of mine) {
        if (typeOnly && zone.allowTypeOnly) continue;
        const breach = target
          ? zone.from?.test(target)
          : zone.packages.has(specifier) || zone.packages.has(packageName(specifier));
        if (breach) {
          context.report({
            node,
            messageId: 'breach',
            data: { message: zone.message, what: target ?? specifier },
          });
        }
      }
    });
  },
};

/** The files each file imports, read from disk, by the file's modification time. */
const importsCache = new Map();

function importsOnDisk(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const hit = importsCache.get(file);
  if (hit?.mtimeMs === stat.mtimeMs) return hit.imports;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map((f) => resolveFile(file, f.fileName))
    .filter((f) => f !== undefined && CODE.test(f));
  importsCache.set(file, { mtimeMs: stat.mtimeMs, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `goal`, or undefined when there is none. */
function chainTo(start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const next of importsOnDisk(queue[i])) {
      if (next === goal) {
        const chain = [queue[i]];
        while (cameFrom.get(chain[0])) chain.unshift(cameFrom.get(chain[0]));
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, queue[i]);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file reaches itself through imports, type-only ones included.' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both sides need into a file of its own.',
    },
  },
  create(context) {
    const self = context.physicalFilename;
    const cwd = context.cwd;
    const show = (file) => path.relative(cwd, file).split(path.sep).join('/');
    return sourcesOf(context, (node, specifier) => {
      const target = resolveFile(self, specifier);
      if (!target || !CODE.test(target)) return;
      const chain = target === self ? [] : chainTo(target, self);
      if (chain) {
        context.report({
          node,
          messageId: 'cycle',
          data: { chain: [self, ...chain, self].map(show).join(' → ') },
        });
      }
    });
  },
};

export default { meta: { name: 'ordbot' }, rules: { zones, 'no-cycle': noCycle } };
