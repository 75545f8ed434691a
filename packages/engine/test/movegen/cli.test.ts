import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatLayout, STANDARD_BOARD } from '../../board.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { formatBoardText } from '../../movegen/board-text.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { bestMoves } from '../../movegen/movegen.ts';
import type { CliIo } from '../../cli/engine.ts';
import { runEngineCli } from './cli-run.ts';
import { emptyBoard, put } from './helpers.ts';

const lexicon = Lexicon.fromWords(
  ['hei', 'ei', 'he', 'ha', 'at', 'ta', 'hat', 'tea'],
  lexiconAlphabet('NO_B'),
);
const board = put(emptyBoard(), 6, 7, false, 'HEI');

const FILES: Record<string, string> = {
  'board.txt': formatBoardText(board),
  'empty.txt': formatBoardText(emptyBoard()),
  'short.txt': '...............\n',
  'layout.txt': formatLayout(STANDARD_BOARD),
  'bad-layout.txt': formatLayout(STANDARD_BOARD).replace('t', 'x'),
};

function run(args: string, loadLexicon: CliIo['loadLexicon'] = () => lexicon) {
  return runEngineCli(FILES, args, loadLexicon);
}

const BEST = 'best --lang NO_B --board board.txt';

describe('engine CLI', () => {
  it('prints the best moves as JSON', () => {
    const result = run(`${BEST} --rack TAH --top 3 --json`);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const expected = bestMoves(lexicon, board, 'TAH', { language: 'NO_B' }, 3);
    expect(expected.length).toBe(3);
    expect(JSON.parse(result.stdout)).toEqual(expected);
  });

  it('prints a table by default, with at most 20 rows', () => {
    const result = run(`${BEST} --rack TAH --layout layout.txt`);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^#\s+points\s+word\s+x\s+y\s+direction\s+tiles$/);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.length).toBeLessThanOrEqual(21);
  });

  it('prints an empty array, or says so, when nothing can be placed', () => {
    expect(run(`${BEST} --rack Ø --json`)).toMatchObject({ code: 0, stdout: '[]' });
    expect(run(`${BEST} --rack Ø`).stdout).toMatch(/No placement/);
  });

  it('prints the usage for --help', () => {
    expect(run('--help')).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Usage/) });
  });

  it.each([
    ['', /No command/],
    ['analyse', /Unknown command 'analyse'/],
    [`${BEST} --rack A --colour red`, /Unknown option '--colour'/],
    ['best --board board.txt --rack A', /--lang is required/],
    ['best --lang XX --board board.txt --rack A', /Unknown language 'XX'/],
    ['best --lang NO_B --rack A', /--board is required/],
    [`${BEST}`, /--rack is required/],
    [`${BEST} --rack ABCDEFGH`, /Bad --rack: .*at most 7/],
    [`${BEST} --rack A1`, /Bad --rack/],
    [`${BEST} --rack A --top 0`, /--top must be/],
    [`${BEST} --rack A --top many`, /--top must be/],
    ['best --lang NO_B --board missing.txt --rack A', /Cannot read the --board file missing.txt/],
    ['best --lang NO_B --board short.txt --rack A', /Bad --board file short.txt: .*15 rows/],
    [`${BEST} --rack A --layout bad-layout.txt`, /Bad --layout file.*Unknown layout character/],
  ])('exits 2 with a message and the usage for "%s"', (args, message) => {
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/Usage: npm run engine -- best/);
    expect(result.stdout).toBe('');
  });

  it('exits 1 with the loader message when the lexicon cannot be loaded', () => {
    const result = run(`${BEST} --rack A`, () => {
      throw new Error("The NO_B lexicon is missing: run 'npm run build:lexicon'");
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: "The NO_B lexicon is missing: run 'npm run build:lexicon'",
    });
  });

  it('sets the exit code when run as a script', () => {
    const child = spawnSync(
      'npx',
      ['tsx', 'packages/engine/cli/engine.ts', 'best', '--lang', 'XX'],
      {
        encoding: 'utf8',
      },
    );
    expect(child.status).toBe(2);
    expect(child.stderr).toMatch(/Unknown language 'XX'/);
  }, 20_000);
});
