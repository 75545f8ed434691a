// @vitest-environment node
/**
 * One number formatter (eslint.config.js): in src/ and workers/, toFixed, toLocaleString and
 * Intl.NumberFormat fail the lint step, each pointing to packages/contract/format.ts, which
 * itself may use them. Each case lints a snippet placed at a path (the file need not exist) with
 * the project's own configuration.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function formatErrors(filePath: string, source: string): Promise<string[]> {
  const results = await eslint.lintText(`${source}\n`, { filePath });
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === 'no-restricted-properties')
    .map((m) => m.message);
}

const BANNED: [what: string, source: string][] = [
  ['toFixed', 'export const text = (1.5).toFixed(1);'],
  ['toLocaleString', "export const text = (1.5).toLocaleString('nb-NO');"],
  ['Intl.NumberFormat', "export const text = new Intl.NumberFormat('nb-NO').format(1.5);"],
  ['Intl.NumberFormat taken apart', 'const { NumberFormat } = Intl;\nexport { NumberFormat };'],
];

describe('the ban on number formatting outside packages/contract/format.ts', () => {
  for (const [what, source] of BANNED) {
    for (const filePath of ['src/features/replay/fixture.tsx', 'workers/fixture.ts']) {
      it(`fails ${what} in ${filePath}`, async () => {
        const errors = await formatErrors(filePath, source);
        expect(errors).toHaveLength(1);
        expect(errors[0]).toContain('packages/contract/format.ts');
      });
    }
  }

  it('lets packages/contract/format.ts use them, and the app call it', async () => {
    expect(await formatErrors('packages/contract/format.ts', BANNED[2]![1])).toEqual([]);
    const call =
      "import { formatFixed } from '@ordbot/contract/format.ts';\nexport const text = formatFixed(1.5, 1);";
    expect(await formatErrors('src/features/replay/fixture.tsx', call)).toEqual([]);
  });
});
