// @vitest-environment node
/**
 * Comments and docs cite what a reader of the repository can open: docs/product.md and the other
 * pages of docs/ by section, or they say the reason themselves (docs/architecture.md,
 * Conventions). A citation of the old product spec by number, or of an issue by number, fails,
 * and so does a comment or doc that dates what it says by the team's numbered rounds of work or
 * its sessions counted in words instead of saying what the code does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// Spelled in parts so that this file does not match itself.
const SPEC = new RegExp(String.raw`\bspec(ification)?('s)?\s+(sections?\s+)?\d`, 'i');
const ISSUE = new RegExp(String.raw`\bissues?\s+#?\d`, 'i');
const ORDINAL = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth';
const ROUND = new RegExp(String.raw`\bround\s+\d|\b(${ORDINAL})\s+session\b`, 'i');
const CHECKED =
  /^(packages|src|server|workers|tests|scripts|docs)\/.*\.(ts|tsx|mjs|js|css|sql|md)$/;

function citations(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => SPEC.test(line) || ISSUE.test(line) || ROUND.test(line))
    .map(({ line, n }) => `${n}: ${line.trim()}`);
}

describe('citations a reader can follow', () => {
  it('finds the forms it forbids', () => {
    const spec = ['sp', 'ec 2.7'].join('');
    const issue = ['Iss', 'ue 19'].join('');
    expect(citations(`// The search (${spec}).\n// ${issue}: offline.\nok`)).toHaveLength(2);
    expect(citations('// docs/product.md, Game search; see the issue tracker')).toEqual([]);
    const round = ['Rou', "nd 3's eighth"].join('');
    expect(
      citations(`// Since ${round} session.\n// The sixth ${['ses', 'sion'].join('')}.`),
    ).toHaveLength(2);
    const ticks = ['rou', 'nd 2 of 3 ticks'].join('');
    expect(citations(`// Math.round(x), a signed-in session, ${ticks}`)).toHaveLength(1);
  });

  it('has no comment or doc that cites the spec or an issue by number', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: process.cwd() })
      .toString()
      .split('\n')
      .filter((f) => CHECKED.test(f) || f === 'README.md');
    const found = files.flatMap((file) =>
      fs.existsSync(file)
        ? citations(fs.readFileSync(file, 'utf8')).map((hit) => `${file}:${hit}`)
        : [],
    );
    expect(found).toEqual([]);
  });
});
