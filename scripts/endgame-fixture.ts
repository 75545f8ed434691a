/**
 * npx tsx scripts/endgame-fixture.ts [--count N] [--passes a,b,...] [--part i --parts n]: the
 * endgame fixture of `npm run bench endgame` (.tmp/bench/endgame-fixture/, not in git; the last
 * full run's figures, and how to get its files back: tests/bench/results/endgame-fixture.md).
 * The first empty-bag position of NO_B demo games (server/demo/plan.ts, seed
 * DEFAULT_DEMO_SEED, the plan's games in order, the first `--count` with an endgame of at most 7
 * tiles a side: tests/bench/endgame.bench.ts firstEndgame), solved exactly by solveEndgame with
 * no limit.
 *
 * Resumable: the positions are written once (positions.jsonl, one a line, a board as 225
 * characters, '.' empty; a larger `--count` appends the next ones); each solve appends one
 * line to solved.jsonl as it finishes, and a run starts with what that file holds. Solving goes in
 * passes of rising position limits (by default 2 million, 20 million, then none), so the easy
 * endgames are all done before the hard ones take hours: a line with "exact": false records that
 * a pass's limit stopped that endgame, and the next pass tries it again. `--part i --parts n`
 * takes the positions whose index is i modulo n, so n processes share the work (one a core).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveEndgame, type EndgamePosition } from '@ordbot/engine/strategy/endgame/solver.ts';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { makeEndgames } from '../tests/bench/endgame.bench.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The positions and the solves, 190 KB: in the ignored .tmp/. */
export const FIXTURE_DIR = path.join(HERE, '..', '.tmp', 'bench', 'endgame-fixture');
const POSITIONS = path.join(FIXTURE_DIR, 'positions.jsonl');
const SOLVED = path.join(FIXTURE_DIR, 'solved.jsonl');
/** 32 million slots (640 MB): the long solves keep far more of what they proved than the default. */
const TABLE_SLOTS = 1 << 25;
/** The fixture's positions: the first FIXTURE_COUNT endgames of the demo plan's games. */
export const FIXTURE_COUNT = 320;

export interface FixturePosition {
  label: string;
  position: EndgamePosition;
}

export interface FixtureSolve {
  /** Index into positions.json. */
  index: number;
  exact: boolean;
  /** The position limit of the pass (0: none). */
  limit: number;
  /** The exact value and the first move of the best line (when exact). */
  spread: number;
  first: string;
  nodes: number;
  ms: number;
}

function argValue(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

export function readPositions(): FixturePosition[] {
  return jsonLines<FixturePosition & { position: { board: string } }>(POSITIONS).map((e) => ({
    label: e.label,
    position: { ...e.position, board: [...e.position.board].map((c) => (c === '.' ? '' : c)) },
  }));
}

function jsonLines<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export function readSolves(): FixtureSolve[] {
  return jsonLines<FixtureSolve>(SOLVED);
}

/**
 * Writes the first `count` positions, keeping those written before: the demo plan is the same
 * every run, so its first endgames are the ones already there (checked by their labels), and
 * the new ones are appended, their solves starting from nothing. The benches call it too, so
 * a fresh clone makes the positions it lacks (the solves only this script makes).
 */
export function growPositions(count: number): void {
  const had = readPositions();
  if (had.length >= count) return;
  fs.mkdirSync(FIXTURE_DIR, { recursive: true });
  const made = makeEndgames(count, (e) => console.error(`position: ${e.label}`));
  for (const [index, old] of had.entries()) {
    if (made[index]?.label !== old.label) {
      throw new Error(`position ${index} is ${made[index]?.label}, was ${old.label}`);
    }
  }
  const lines = made.slice(had.length).map((e) => {
    const board = e.position.board.map((square) => square || '.').join('');
    return JSON.stringify({ label: e.label, position: { ...e.position, board } });
  });
  if (lines.length > 0) fs.appendFileSync(POSITIONS, lines.join('\n') + '\n');
}

function main(argv: string[]): void {
  const count = Number(argValue(argv, '--count') ?? FIXTURE_COUNT);
  const passes = (argValue(argv, '--passes') ?? '2000000,20000000,0').split(',').map(Number);
  const parts = Number(argValue(argv, '--parts') ?? 1);
  const part = Number(argValue(argv, '--part') ?? 0);
  const lexicon = loadLexiconFile('NO_B');
  fs.mkdirSync(FIXTURE_DIR, { recursive: true });
  growPositions(count);
  const positions = readPositions();
  for (const limit of passes) {
    const solves = readSolves();
    for (const [index, fixture] of positions.entries()) {
      if (index % parts !== part) continue;
      const tried = solves.filter((s) => s.index === index);
      if (tried.some((s) => s.exact)) continue;
      // Tried before with this limit or more (0 is none): the next pass.
      if (tried.some((s) => s.limit === 0 || (limit !== 0 && s.limit >= limit))) continue;
      const start = process.cpuUsage();
      const result = solveEndgame(lexicon, fixture.position, {
        tableSlots: TABLE_SLOTS,
        ...(limit ? { maxNodes: limit } : {}),
      });
      const used = process.cpuUsage(start);
      const solve: FixtureSolve = {
        index,
        exact: result.exact,
        limit,
        spread: result.spread,
        first: result.best[0]?.notation ?? '',
        nodes: result.nodes,
        ms: Math.round((used.user + used.system) / 1000),
      };
      fs.appendFileSync(SOLVED, JSON.stringify(solve) + '\n');
      console.error(
        `${index} ${fixture.label}: ${solve.exact ? 'exact' : 'open'} ${solve.spread} ${solve.first} (${solve.nodes} positions, ${solve.ms} ms)`,
      );
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main(process.argv.slice(2));
}
