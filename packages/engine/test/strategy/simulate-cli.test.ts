/**
 * npm run engine -- simulate (packages/engine/cli/engine-simulate.ts): the ranking as JSON and as a
 * table, the same for the same seed, the WebAssembly engine's searches, and exit 2 with the
 * usage on bad arguments.
 */
import { describe, expect, it, vi } from 'vitest';
import { formatBoardText } from '../../movegen/board-text.ts';
import { WasmSearch } from '../../movegen/wasm/engine.ts';
import type { CliIo } from '../../cli/engine-io.ts';
import { runCli } from '../../cli/engine.ts';
import { runSimulateCli } from '../../cli/engine-simulate.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { selfPlayPosition } from './simulate-position.ts';

const lexicon = loadLexiconFile('NO_B');
const position = selfPlayPosition(lexicon, loadShippedModel('NO_B')!, 5, 10);
const FILES: Record<string, string> = { 'board.txt': formatBoardText(position.board) };

function run(args: string) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readFile: (path) => {
      const text = FILES[path];
      if (text === undefined) throw new Error('ENOENT: no such file');
      return text;
    },
    loadLexicon: () => lexicon,
  };
  const code = runSimulateCli(args.split(' ').filter(Boolean), io);
  // `npm run engine -- simulate` reaches the same command through the engine CLI.
  expect(
    runCli(['simulate', ...args.split(' ').filter(Boolean)], {
      ...io,
      stdout: () => undefined,
      stderr: () => undefined,
    }),
  ).toBe(code);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const BASE = `--lang NO_B --board board.txt --rack ${position.rack} --unseen ${position.unseen}`;

describe('engine CLI simulate', () => {
  it('prints the candidates best first with win share, spread and their errors as JSON', () => {
    const args = `${BASE} --spread ${position.spread} --iterations 20 --candidates 3 --seed 4 --json`;
    const result = run(args);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const json = JSON.parse(result.stdout) as {
      iterations: number;
      stopped: string;
      candidates: { move: string; winShare: number; winError: number; spread: number }[];
    };
    expect(json.iterations).toBe(20);
    expect(json.stopped).toBe('fixed');
    expect(json.candidates).toHaveLength(3);
    const shares = json.candidates.map((c) => c.winShare);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(json.candidates[0]!.move).toMatch(/^([A-O]\d{1,2}|\d{1,2}[A-O]) \p{L}+$/u);
    expect(run(args).stdout).toBe(result.stdout);
    expect(run(args.replace('--seed 4', '--seed 5')).stdout).not.toBe(result.stdout);
  }, 60_000);

  it('searches the plies with the WebAssembly engine', () => {
    const searches = vi.spyOn(WasmSearch.prototype, 'searchTop');
    const result = run(`${BASE} --spread 0 --iterations 2 --candidates 2 --plies 1`);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(searches).toHaveBeenCalled();
    searches.mockRestore();
  }, 60_000);

  it('takes a negative spread and prints a table without --json', () => {
    const result = run(`${BASE} --spread -40 --iterations 10 --candidates 2 --plies 1`);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^#\s+move\s+points\s+equity\s+win %\s+spread/);
    expect(result.stdout).toContain('10 iterations (every iteration played)');
  }, 60_000);

  it.each([
    ['no language', `--board board.txt --rack A --unseen B --spread 0`, '--lang is required'],
    ['a missing board file', `${BASE.replace('board.txt', 'none.txt')} --spread 0`, 'Cannot read'],
    ['no spread', BASE, '--spread is required'],
    ['a spread that is no number', `${BASE} --spread x`, '--spread must be a number'],
    ['zero iterations', `${BASE} --spread 0 --iterations 0`, '--iterations must be at least 1'],
    ['a bad stop rule', `${BASE} --spread 0 --stop soon`, '--stop must be fixed or early'],
    [
      'a rack of 8',
      `${BASE.replace(`--rack ${position.rack}`, '--rack ABCDEFGH')} --spread 0`,
      'Bad --rack',
    ],
    ['too many of a tile', `${BASE}${position.unseen.slice(0, 8)} --spread 0`, 'more '],
    ['a tile not in the set', `${BASE}Q --spread 0`, "'Q' is not a tile of NO_B"],
    ['an unknown option', `${BASE} --spread 0 --fast`, 'Unknown option'],
  ])('exits 2 with the usage for %s', (_name, args, message) => {
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Usage: npm run engine -- simulate');
  });
});
