/**
 * The strategy commands of `npm run engine` (docs/strategy.md "Commands") on the shipped NO_B
 * tables, run as a user runs them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEngineCliAsync } from '../movegen/cli-run.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';

function run(args: string[]) {
  return runEngineCliAsync({}, args.join(' '), () => {
    throw new Error('no lexicon here');
  });
}

describe('strategy commands', () => {
  const model = loadShippedModel('NO_B');

  // Each language's shipped tables (NO_B and NO_NY share the Norwegian tiles, ENG_US and ENG_INT
  // the English ones; each has its own word list): a blank and a common consonant beat a
  // duplicated rare letter, four of one letter are worse than one.
  const SANITY = [
    ...(['NO_B', 'NO_NY'] as const).map((language) => ({
      language,
      singles: 'ABCDEFGHIJKLMNOPRSTUVWYÆØÅ',
      blankPairs: ['?N', '?T'],
      rares: ['ØØ', 'ÅÅ', 'UU', 'VV', 'BB', 'PP', 'JJ'],
      four: 'E',
    })),
    ...(['ENG_US', 'ENG_INT'] as const).map((language) => ({
      language,
      singles: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      blankPairs: ['?S'],
      rares: ['UU', 'VV', 'WW', 'II', 'OO'],
      four: 'I',
    })),
  ];

  it.each(SANITY)(
    'ships $language tables that pass the sanity orderings',
    ({ language, singles, blankPairs, rares, four }) => {
      const tables = loadShippedModel(language);
      expect(tables).not.toBeNull();
      const value = (t: string) => tables!.leaveValue(t);
      expect(value('?')).toBeGreaterThan(Math.max(...singles.split('').map(value)));
      for (const rare of rares) {
        for (const pair of blankPairs) expect(value(pair)).toBeGreaterThan(value(rare));
      }
      expect(value('AAAA')).toBeLessThan(-5);
      expect(value(four.repeat(4))).toBeLessThan(value(four));
      expect(value('??')).toBeGreaterThan(value('?'));
    },
  );

  it('leave prints a value in points', async () => {
    const result = await run(['leave', '--lang', 'NO_B', '--tiles', '?s']);
    expect(result.code).toBe(0);
    expect(Number(result.stdout)).toBeCloseTo(model!.leaveValue('?S'), 2);
  });

  it('winpct prints a chance, negative spreads included, monotone in spread', async () => {
    let last = -1;
    for (const spread of ['-120', '-30', '0', '25', '200']) {
      const result = await run(['winpct', '--lang', 'NO_B', '--spread', spread, '--unseen', '40']);
      expect(result.code).toBe(0);
      const p = Number(result.stdout);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });

  it('answers bad arguments with exit 2 and the usage', async () => {
    for (const args of [
      ['leave', '--lang', 'NO_B'],
      ['leave', '--lang', 'XX', '--tiles', 'A'],
      ['leave', '--lang', 'NO_B', '--tiles', 'AAAAAAA'],
      ['winpct', '--lang', 'NO_B', '--spread', 'ti', '--unseen', '3'],
      ['winpct', '--lang', 'NO_B', '--spread', '3', '--unseen', '-1'],
      ['match', '--lang', 'NO_B', '--games', '0', '--seed', '1', '--a', 'equity', '--b', 'greedy'],
      ['match', '--lang', 'NO_B', '--games', '2', '--seed', '1', '--a', 'equity', '--b', 'best'],
      ['match', '--lang', 'NO_B', '--games', '2', '--seed', '1', '--a', 'equity', '--b', 'equity'],
      [
        ...['match', '--lang', 'NO_B', '--games', '2', '--seed', '1', '--a', 'equity'],
        ...['--b', 'greedy', '--table-b', 'tables/NO_B.leaves.bin'],
      ],
    ]) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Strategy tables');
    }
  });

  it('match plays both players, alternating who starts, and prints the contract JSON', () => {
    // As a user runs it: the worker threads start through the real entry.
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/engine/cli/engine.ts',
        'match',
        '--lang',
        'NO_B',
        '--games',
        '4',
        '--seed',
        '5',
        '--a',
        'equity',
        '--b',
        'greedy',
        '--json',
        '--workers',
        '1',
      ],
      { encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as {
      games: number;
      wins: Record<string, number>;
      draws: number;
      average: Record<string, number>;
    };
    expect(Object.keys(json)).toEqual(['games', 'wins', 'draws', 'average']);
    expect(json.games).toBe(4);
    expect(Object.keys(json.wins)).toEqual(['equity', 'greedy']);
    expect(json.wins.equity! + json.wins.greedy! + json.draws).toBe(4);
    expect(json.average.equity).toBeGreaterThan(200);
  }, 120_000);

  it('match plays two leave tables against each other with --table-b', () => {
    // A second table under a name of its own (the iterations' tables are not in the repository:
    // tables/<LANG>.json has the commands that make them).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-table-b-'));
    const table = path.join(dir, 'NO_B-1.leaves.bin');
    fs.copyFileSync('tables/NO_B.leaves.bin', table);
    const result = spawnSync(
      process.execPath,
      [
        ...['--import', 'tsx', 'packages/engine/cli/engine.ts', 'match', '--lang', 'NO_B'],
        ...['--games', '2', '--seed', '7', '--a', 'equity', '--b', 'equity'],
        ...['--table', 'tables/NO_B.leaves.bin', '--table-b', table, '--json', '--workers', '1'],
      ],
      { encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as { games: number; wins: Record<string, number> };
    expect(Object.keys(json.wins)).toEqual(['equity', 'equity (NO_B-1.leaves.bin)']);
    expect(Object.values(json.wins).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2);
    fs.rmSync(dir, { recursive: true });
  }, 120_000);
});
