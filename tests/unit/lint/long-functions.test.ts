// @vitest-environment node
/**
 * Short functions (docs/architecture.md, Conventions): no production function (packages/, src/,
 * server/, workers/; tests and scripts aside) of 100 lines or more, a component included (split
 * it into a hook for its state and a view, as the replay's and the games' screens are), except
 * the few below, each with the reason it is one function. The list is kept honest: an entry
 * whose function is gone or no longer long fails the test, so it cannot outlive its reason.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const LIMIT = 100;
const PRODUCTION = /^(packages|src|server|workers)\/.*\.(ts|tsx)$/;
/** A package's own tests (packages/engine/test/) are tests, not production. */
const TESTS = /^packages\/[^/]+\/test\//;

/** 'file name': why it stays one function. At most eight. */
const ALLOWED: Record<string, string> = {
  'packages/engine/strategy/endgame/search.ts search':
    "The endgame's alpha-beta search: the exact endgame's hot loop, one frame whose locals every node reads (the engine's hot paths are not to slow)",
  'packages/engine/strategy/endgame/words.ts endgameLexicon':
    "The endgame's word walk: closures over one set of typed arrays (the line's cells, the path, the pool) that run millions of times a game",
  'packages/engine/node/strategy/leavegen.ts buildLeaveTable':
    "The leave table's self-play generation run, one resumable loop whose checkpoints write every local it keeps",
};

/** A function's name as a reader finds it: its own, or the variable, property or call it is in. */
function nameOf(node: ts.Node): string {
  const own = (node as { name?: ts.Node }).name;
  if (own) return own.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText();
  }
  if (ts.isCallExpression(parent)) return `<argument of ${parent.expression.getText()}>`;
  return '<anonymous>';
}

/** Every function of LIMIT lines or more in the production files, as 'file name' → lines. */
function longFunctions(): Map<string, number> {
  const files = execFileSync('git', ['ls-files'], { cwd: process.cwd() })
    .toString()
    .split('\n')
    .filter(
      (file) =>
        PRODUCTION.test(file) &&
        !TESTS.test(file) &&
        !file.endsWith('.d.ts') &&
        fs.existsSync(file),
    );
  const found = new Map<string, number>();
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines >= LIMIT) found.set(`${file} ${nameOf(node)}`, lines);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('short functions', () => {
  const found = longFunctions();

  it(`has no production function of ${LIMIT} lines or more outside the list`, () => {
    const unlisted = [...found].filter(([key]) => !(key in ALLOWED));
    expect(unlisted.map(([key, lines]) => `${key}: ${lines} lines`)).toEqual([]);
  });

  it('lists at most eight, each still that long', () => {
    expect(Object.keys(ALLOWED).length).toBeLessThanOrEqual(8);
    const stale = Object.keys(ALLOWED).filter((key) => !found.has(key));
    expect(stale, 'no longer long (or gone): take it off the list').toEqual([]);
  });
});
