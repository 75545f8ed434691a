/**
 * The strategy commands of `npm run engine` (docs/strategy.md "Commands") on the shipped NO_B
 * tables, run as a user runs them.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '../../../server/cli/engine.ts';
import { loadShippedModel } from '../../../server/strategy/shipped.ts';

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readFile: () => {
      throw new Error('no files');
    },
    loadLexicon: () => {
      throw new Error('no lexicon here');
    },
  };
  const code = await runCli(args, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('strategy commands', () => {
  const model = loadShippedModel('NO_B');

  // Every Norwegian tile set's shipped tables (NO_B, NO_NY: the same tiles, their own word lists).
  for (const language of ['NO_B', 'NO_NY'] as const) {
    it(`ships ${language} tables that pass the sanity orderings`, () => {
      const tables = loadShippedModel(language);
      expect(tables).not.toBeNull();
      const value = (t: string) => tables!.leaveValue(t);
      const singles = 'ABCDEFGHIJKLMNOPRSTUVWYÆØÅ'.split('').map(value);
      expect(value('?')).toBeGreaterThan(Math.max(...singles));
      // A blank and a common consonant beat a duplicated rare letter.
      for (const rare of ['ØØ', 'ÅÅ', 'UU', 'VV', 'BB', 'PP', 'JJ']) {
        expect(value('?N')).toBeGreaterThan(value(rare));
        expect(value('?T')).toBeGreaterThan(value(rare));
      }
      expect(value('AAAA')).toBeLessThan(-5);
      expect(value('EEEE')).toBeLessThan(value('E'));
      expect(value('??')).toBeGreaterThan(value('?'));
    });
  }

  it.each(['ENG_US', 'ENG_INT'] as const)(
    'ships %s tables that pass the sanity orderings',
    (language) => {
      const tables = loadShippedModel(language);
      expect(tables).not.toBeNull();
      const value = (t: string) => tables!.leaveValue(t);
      const singles = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map(value);
      expect(value('?')).toBeGreaterThan(Math.max(...singles));
      for (const rare of ['UU', 'VV', 'WW', 'II', 'OO'])
        expect(value('?S')).toBeGreaterThan(value(rare));
      expect(value('AAAA')).toBeLessThan(-5);
      expect(value('IIII')).toBeLessThan(value('I'));
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
        'server/cli/engine.ts',
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
    const table = 'tables/iterations/NO_B-1.leaves.bin';
    const result = spawnSync(
      process.execPath,
      [
        ...['--import', 'tsx', 'server/cli/engine.ts', 'match', '--lang', 'NO_B'],
        ...['--games', '2', '--seed', '7', '--a', 'equity', '--b', 'equity'],
        ...['--table', 'tables/NO_B.leaves.bin', '--table-b', table, '--json', '--workers', '1'],
      ],
      { encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as { games: number; wins: Record<string, number> };
    expect(Object.keys(json.wins)).toEqual(['equity', 'equity (NO_B-1.leaves.bin)']);
    expect(Object.values(json.wins).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2);
  }, 120_000);
});
