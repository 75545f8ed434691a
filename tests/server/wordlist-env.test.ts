/**
 * An operator's own word list (WORDLIST_NO_B): the build turns the file into the lexicon and
 * notes its name; the server's loader and the browser's index use it. Built into a folder of
 * its own (LEXICON_DIR), so the project's lexicons are left alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LexiconIndex } from '@ordbot/contract/lexicon-index.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-lexicon-'));
const wordFile = path.join(dir, 'min-ordliste.txt');
fs.writeFileSync(wordFile, 'hei\r\nHallo\nord\nx\nnæring\n\nq1\n');

function build(env: NodeJS.ProcessEnv) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-lexicon.ts', '--if-missing', '--language', 'NO_B'],
    {
      cwd: root,
      env: { ...process.env, LEXICON_DIR: path.join(dir, 'out'), ...env },
      encoding: 'utf8',
    },
  );
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('WORDLIST_<LANGUAGE>', () => {
  it('builds the file into the lexicon once, and the server names and uses it', async () => {
    const first = build({ WORDLIST_NO_B: wordFile });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/NO_B: min-ordliste\.txt, 4 words \(2 lines left out\)/);
    // Unchanged file: nothing to build.
    const again = build({ WORDLIST_NO_B: wordFile });
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('');

    process.env.LEXICON_DIR = path.join(dir, 'out');
    const { getLexicon } = await import('../../server/lexicon/files.ts');
    const lexicon = getLexicon('NO_B');
    expect(['hei', 'hallo', 'ord', 'næring', 'x'].map((w) => lexicon.has(w))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const { buildApp } = await import('../../server/app.ts');
    const { loadConfig } = await import('../../server/config.ts');
    const app = await buildApp({ config: loadConfig({ DATA_DIR: 'memory://' }), logger: false });
    try {
      const index = (await app.inject({ url: '/api/lexicons' })).json<LexiconIndex>();
      expect(index.lexicons).toEqual([
        expect.objectContaining({
          language: 'NO_B',
          name: 'min-ordliste.txt',
          wordCount: 4,
          removed: 0,
        }),
      ]);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('stops with a message when the file cannot be read', () => {
    const missing = build({ WORDLIST_NO_B: path.join(dir, 'finnes-ikke.txt') });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(
      /WORDLIST_NO_B: the word file .*finnes-ikke\.txt cannot be read/,
    );
  });
});
