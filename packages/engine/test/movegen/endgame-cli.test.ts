import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatLayout, STANDARD_BOARD } from '../../board.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { formatBoardText } from '../../movegen/board-text.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { searchEndgame, solveEndgame } from '../../strategy/endgame/solver.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { selfPlayEndgame } from '../strategy/self-play-endgame.ts';
import type { CliIo } from '../../cli/engine.ts';
import { runEngineCli } from './cli-run.ts';
import { emptyBoard, put } from './helpers.ts';

// HEIA scores more, but TAHEI goes out and gains S and W twice (packages/engine/test/strategy/endgame.test.ts).
const lexicon = Lexicon.fromWords(
  ['hei', 'heia', 'tahei', 'isw', 'heias'],
  lexiconAlphabet('NO_B'),
);
const board = put(emptyBoard(), 8, 7, false, 'HEI');

const FILES: Record<string, string> = {
  'board.txt': formatBoardText(board),
  'short.txt': '...............\n',
  'layout.txt': formatLayout(STANDARD_BOARD),
  'bad-layout.txt': formatLayout(STANDARD_BOARD).replace('t', 'x'),
};

function run(args: string, loadLexicon: CliIo['loadLexicon'] = () => lexicon) {
  return runEngineCli(FILES, args, loadLexicon);
}

const ENDGAME = 'endgame --lang NO_B --board board.txt';

describe('engine CLI endgame', () => {
  it('prints the best sequence and the final spread as JSON', () => {
    const result = run(`${ENDGAME} --rack AT --opponent SW --spread 0 --json`);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual({
      best: [{ move: '8G TAHEI', points: 8 }],
      spread: 30,
      proven: true,
      depth: 1,
      positions: expect.any(Number),
    });
  });

  it('stops after --positions and says how deep it searched', () => {
    // The real list: a 7-against-7 endgame of self-play is not proven within 300 positions.
    const real = loadLexiconFile('NO_B');
    const found = selfPlayEndgame(real, 3) as NonNullable<ReturnType<typeof selfPlayEndgame>>;
    const files = { ...FILES, 'real.txt': formatBoardText(found.board) };
    const args = `endgame --lang NO_B --board real.txt --rack ${found.racks[0]} --opponent ${found.racks[1]} --spread 0`;
    const result = runEngineCli(files, `${args} --positions 300 --json`, () => real);
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout);
    const expected = searchEndgame(
      real,
      { board: found.board, language: 'NO_B', racks: found.racks, spread: 0 },
      { maxNodes: 300 },
    );
    expect(answer).toEqual({
      best: expected.best.map((ply) => ({ move: ply.notation, points: ply.points })),
      spread: expected.spread,
      proven: false,
      depth: expected.depth,
      positions: expected.nodes,
    });
    expect(answer.depth).toBeGreaterThanOrEqual(1);
    expect(answer.positions).toBeLessThan(300 + 1_000);
    const table = runEngineCli(files, `${args} --positions 300`, () => real);
    expect(table.stdout).toMatch(/not proven: searched \d+ plies deep/);
  }, 60_000);

  it('takes a negative spread, passes before the turn and a layout', () => {
    const result = run(
      `${ENDGAME} --rack AW --opponent S --spread -12 --passes 1 --layout layout.txt --json`,
    );
    expect(result.code).toBe(0);
    // Pass, pass: each side loses its rack (A 1 + W 10 against S 1).
    expect(JSON.parse(result.stdout)).toEqual({
      best: [
        { move: 'PASS', points: 0 },
        { move: 'PASS', points: 0 },
      ],
      spread: -12 - 11 + 1,
      proven: true,
      depth: 2,
      positions: expect.any(Number),
    });
    const expected = solveEndgame(lexicon, {
      board,
      language: 'NO_B',
      racks: ['AW', 'S'],
      spread: -12,
      passes: 1,
    });
    expect(JSON.parse(result.stdout).spread).toBe(expected.spread);
    expect(run(`${ENDGAME} --rack AW --opponent S --spread=-12 --json`).code).toBe(0);
  });

  it('prints a table by default', () => {
    const result = run(`${ENDGAME} --rack AW --opponent S --spread 5`);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      '#  side      move  points',
      '1  you       PASS       0',
      '2  opponent  PASS       0',
      '3  you       PASS       0',
      expect.stringMatching(/^final spread -5 \(exact, \d+ positions searched\)$/),
    ]);
  });

  it('prints the usage for endgame --help', () => {
    expect(run('endgame --help')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Usage: npm run engine -- endgame/),
    });
  });

  it.each([
    ['endgame --board board.txt --rack A --opponent B --spread 0', /--lang is required/],
    ['endgame --lang XX --board board.txt --rack A --opponent B --spread 0', /Unknown language/],
    ['endgame --lang NO_B --rack A --opponent B --spread 0', /--board is required/],
    [`${ENDGAME} --opponent B --spread 0`, /--rack is required/],
    [`${ENDGAME} --rack A --spread 0`, /--opponent is required/],
    [`${ENDGAME} --rack A --opponent B`, /--spread is required/],
    [`${ENDGAME} --rack ABCDEFGH --opponent B --spread 0`, /Bad --rack: .*at most 7/],
    [`${ENDGAME} --rack A --opponent B1 --spread 0`, /Bad --opponent/],
    [`${ENDGAME} --rack A --opponent= --spread 0`, /Bad --opponent: .*at least one tile/],
    [`${ENDGAME} --rack A --opponent B --spread 1.5`, /--spread must be a whole number/],
    [`${ENDGAME} --rack A --opponent B --spread ten`, /--spread must be a whole number/],
    [`${ENDGAME} --rack A --opponent B --spread 0 --passes 3`, /--passes must be .* 0-2/],
    [`${ENDGAME} --rack A --opponent B --spread 0 --time-limit 0`, /--time-limit must be/],
    [`${ENDGAME} --rack A --opponent B --spread 0 --positions 0`, /--positions must be/],
    [`${ENDGAME} --rack A --opponent B --spread 0 --positions x`, /--positions must be/],
    [`${ENDGAME} --rack A --opponent B --spread 0 --depth 3`, /Unknown option '--depth'/],
    [
      'endgame --lang NO_B --board missing.txt --rack A --opponent B --spread 0',
      /Cannot read the --board file missing.txt/,
    ],
    [
      'endgame --lang NO_B --board short.txt --rack A --opponent B --spread 0',
      /Bad --board file short.txt: .*15 rows/,
    ],
    [
      `${ENDGAME} --rack A --opponent B --spread 0 --layout bad-layout.txt`,
      /Bad --layout file.*Unknown layout character/,
    ],
  ])('exits 2 with a message and the usage for "%s"', (args, message) => {
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/Usage: npm run engine -- endgame/);
    expect(result.stdout).toBe('');
  });

  it('exits 1 with the loader message when the lexicon cannot be loaded', () => {
    const result = run(`${ENDGAME} --rack A --opponent B --spread 0`, () => {
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
      ['tsx', 'packages/engine/cli/engine.ts', 'endgame', '--lang', 'NO_B', '--rack', 'A'],
      { encoding: 'utf8' },
    );
    expect(child.status).toBe(2);
    expect(child.stderr).toMatch(/--board is required/);
  }, 20_000);
});
