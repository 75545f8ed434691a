/**
 * Move generation on the real NO_B lexicon. Positions are mid-game boards from engine self-play
 * with fixed seeds; racks are drawn from each board's unseen tiles with a fixed seed. Both are
 * printed, so a figure can be traced to the positions it was measured on.
 */
import fs from 'node:fs';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { fastMove, generateMoves, bestMoves } from '@ordbot/engine/movegen/movegen.ts';
import { selfPlay } from '@ordbot/engine/movegen/self-play.ts';
import { mulberry32, shuffleInPlace } from '@ordbot/engine/random.ts';
import { BLANK, unseenTiles } from '@ordbot/engine/tiles.ts';
import { lexiconPath, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import type { Benchmark, Figure } from './harness.ts';

const LANGUAGE = 'NO_B';
const OPTIONS = { language: LANGUAGE } as const;
/** Seeds and move numbers of the ten boards: after 8 to 20 moves. */
const POSITIONS = [
  [1, 8],
  [2, 9],
  [3, 10],
  [4, 12],
  [5, 13],
  [6, 14],
  [7, 16],
  [8, 17],
  [9, 18],
  [10, 20],
] as const;
const RACKS_PER_BOARD = 5;

interface Position {
  label: string;
  board: readonly string[];
  rack: string;
}

let lexicon: Lexicon | undefined;
const plain: Position[] = [];
const twoBlanks: Position[] = [];

function lex(): Lexicon {
  lexicon ??= loadLexiconFile(LANGUAGE);
  return lexicon;
}

function buildPositions(): void {
  if (plain.length > 0) return;
  for (const [seed, moves] of POSITIONS) {
    const { board, turns } = selfPlay(lex(), { language: LANGUAGE, seed, maxTurns: moves });
    const rng = mulberry32(seed * 1000 + moves);
    const pool: string[] = [];
    for (const tile of unseenTiles(board, LANGUAGE).tiles) {
      if (tile.letter !== BLANK) for (let i = 0; i < tile.count; i++) pool.push(tile.letter);
    }
    for (let r = 0; r < RACKS_PER_BOARD; r++) {
      shuffleInPlace(pool, rng);
      const label = `seed ${seed} after move ${turns.length}`;
      plain.push({ label, board, rack: pool.slice(0, 7).join('') });
      twoBlanks.push({ label, board, rack: pool.slice(0, 5).join('') + BLANK + BLANK });
    }
  }
  const describe = (positions: Position[]) =>
    positions.map((p) => {
      const all = generateMoves(lex(), p.board, p.rack, OPTIONS);
      const fast = fastMove(lex(), p.board, p.rack, OPTIONS);
      return { ...p, moves: all.length, best: all[0]?.points ?? 0, fast: fast?.points ?? 0 };
    });
  for (const [title, positions] of [
    ['rack of 7, no blank', plain],
    ['rack with two blanks', twoBlanks],
  ] as const) {
    const rows = describe(positions);
    console.log(`engine positions, ${title} (board: moves, best points, fast-mode points):`);
    for (const row of rows) {
      console.log(
        `  ${row.label.padEnd(24)} ${row.rack}  ${row.moves} moves, best ${row.best}, fast ${row.fast}`,
      );
    }
    const sum = (key: 'best' | 'fast') => rows.reduce((s, r) => s + r[key], 0);
    console.log(`  fast mode scores ${((100 * sum('fast')) / sum('best')).toFixed(1)} % of best\n`);
  }
}

/** Each run takes the next position in turn, so the median spans all of them. */
function cycling(positions: () => Position[], search: (p: Position) => unknown): () => unknown {
  let i = 0;
  return () => {
    const list = positions();
    return search(list[i++ % list.length] as Position);
  };
}

const all: Benchmark[] = [
  {
    name: 'engine: load NO_B lexicon',
    description: 'read build/lexicon/NO_B.dawg, check and wrap it; budget 300 ms',
    budgetMs: 300,
    warmup: 2,
    iterations: 20,
    run: () => loadLexiconFile(LANGUAGE),
  },
  {
    name: 'engine: all moves, rack of 7',
    description: 'generateMoves, every placement sorted; 50 positions, no blank; budget 5 ms',
    budgetMs: 5,
    warmup: 50,
    iterations: 500,
    setup: buildPositions,
    run: cycling(
      () => plain,
      (p) => generateMoves(lex(), p.board, p.rack, OPTIONS),
    ),
  },
  {
    name: 'engine: all moves, two blanks',
    description:
      'generateMoves, every placement sorted; 50 positions, 5 tiles + 2 blanks; budget 50 ms',
    budgetMs: 50,
    warmup: 10,
    iterations: 100,
    setup: buildPositions,
    run: cycling(
      () => twoBlanks,
      (p) => generateMoves(lex(), p.board, p.rack, OPTIONS),
    ),
  },
  {
    name: 'engine: best 20, rack of 7',
    description: 'bestMoves top 20 (only those become objects); same positions; budget 5 ms',
    budgetMs: 5,
    warmup: 50,
    iterations: 500,
    setup: buildPositions,
    run: cycling(
      () => plain,
      (p) => bestMoves(lex(), p.board, p.rack, OPTIONS, 20),
    ),
  },
  {
    name: 'engine: best 20, two blanks',
    description: 'bestMoves top 20; same two-blank positions; budget 50 ms',
    budgetMs: 50,
    warmup: 10,
    iterations: 100,
    setup: buildPositions,
    run: cycling(
      () => twoBlanks,
      (p) => bestMoves(lex(), p.board, p.rack, OPTIONS, 20),
    ),
  },
  {
    name: 'engine: fast move, rack of 7',
    description: 'fastMove (best move only, nothing allocated per move); budget 2 ms',
    budgetMs: 2,
    warmup: 50,
    iterations: 500,
    setup: buildPositions,
    run: cycling(
      () => plain,
      (p) => fastMove(lex(), p.board, p.rack, OPTIONS),
    ),
  },
  {
    name: 'engine: fast move, two blanks',
    description: 'fastMove, a blank as one of the 8 commonest letters; budget 10 ms',
    budgetMs: 10,
    warmup: 10,
    iterations: 200,
    setup: buildPositions,
    run: cycling(
      () => twoBlanks,
      (p) => fastMove(lex(), p.board, p.rack, OPTIONS),
    ),
  },
  {
    name: 'engine: fast self-play game',
    description: 'a whole NO_B game of fastMove turns (seed 1, up to 60 turns); budget 200 ms',
    budgetMs: 200,
    warmup: 2,
    iterations: 10,
    run: () => selfPlay(lex(), { language: LANGUAGE, seed: 1, maxTurns: 60, mode: 'fast' }),
  },
];

function available(): Benchmark[] {
  if (fs.existsSync(lexiconPath(LANGUAGE))) return all;
  console.warn(
    `engine benchmarks skipped: ${lexiconPath(LANGUAGE)} is missing (npm run build:lexicon)`,
  );
  return [];
}

export const engineBenchmarks: Benchmark[] = available();

const MB = 1024 * 1024;

/** Size and memory of the NO_B lexicon (issue budgets: under 8 MB on disk, under 100 MB loaded). */
export const engineFigures: Figure[] = fs.existsSync(lexiconPath(LANGUAGE))
  ? [
      {
        name: 'engine: NO_B lexicon file',
        description: `size of ${lexiconPath(LANGUAGE)} before compression`,
        unit: 'MB',
        budget: 8,
        measure: () => fs.statSync(lexiconPath(LANGUAGE)).size / MB,
      },
      {
        name: 'engine: NO_B lexicon in memory',
        description:
          'growth of heap plus array buffers from loading a fresh copy (run with --expose-gc for a clean figure)',
        unit: 'MB',
        budget: 100,
        measure: () => {
          const gc = (globalThis as { gc?: () => void }).gc;
          gc?.();
          const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
          const before = used();
          const copy = loadLexiconFile(LANGUAGE);
          gc?.();
          const grown = used() - before;
          return copy.wordCount > 0 ? grown / MB : NaN;
        },
      },
    ]
  : [];
