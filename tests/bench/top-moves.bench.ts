/**
 * The top-N search (packages/engine/movegen/shadow.ts) on mid-game demo positions: the best 10 by equity
 * (the shipped NO_B leave table) for a rack of 7 with no, one and two blanks, beside the full
 * enumeration cut to 10 (what the analysis did before) on the same positions, and self-play
 * games per second (docs/strategy.md budgets). Boards are NO_B demo games (server/demo/play.ts,
 * fixed seeds) after moves 8 to 20; racks are drawn from each board's unseen tiles with a fixed
 * seed, blanks added. scrabble-solver's full list is measured when the package is installed
 * (it is not a dependency); otherwise its figure from the independent check is printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import type { LeaveCounts } from '@ordbot/engine/movegen/move-search.ts';
import { allMovesByEquity, topMoves } from '@ordbot/engine/movegen/movegen.ts';
import { mulberry32, shuffleInPlace } from '@ordbot/engine/random.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { playGame, type Player } from '@ordbot/engine/strategy/play.ts';
import { BLANK, unseenTiles } from '@ordbot/engine/tiles.ts';
import { lexiconPath, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { playChunks, selfPlayWorkers } from '@ordbot/engine/node/strategy/selfplay.ts';
import { loadShippedModel, shippedTablePaths } from '@ordbot/engine/node/strategy/shipped.ts';
import { answerInChild, madeInChild } from './child-data.ts';
import { demoAnalysisGames } from './demo-games.ts';
import type { Benchmark, Figure } from './harness.ts';

const LANGUAGE = 'NO_B';
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/** Boards after these moves of each game (mid-game: the bag still holds tiles). */
const FIRST_MOVE = 8;
const LAST_MOVE = 20;
const EVERY = 3;
/** A run of table generation plays 200,000; this many make thread start a small share. */
const SELFPLAY_GAMES = 1000;

interface Position {
  board: readonly string[];
  rack: string;
}

let lexicon: Lexicon | undefined;
let leaves: LeaveCounts | undefined;
const byBlanks: Position[][] = [[], [], []];

function lex(): Lexicon {
  lexicon ??= loadLexiconFile(LANGUAGE);
  return lexicon;
}

/** The shipped NO_B leave table (loaded once). */
export function leaveTable(): LeaveCounts {
  leaves ??= loadShippedModel(LANGUAGE)?.leaves.valueOfCounts;
  if (!leaves) throw new Error(`No shipped leave table for ${LANGUAGE}`);
  return leaves;
}

/**
 * Mid-game boards of the demo games, and a rack of 7 per board and blank count, made in a child
 * process: playing the demo games runs the engine's other search modes (the bot's fast search),
 * and in this process that leaves the search's code compiled for all of them, which made every
 * top search here 25-60 % slower than in a process that only searches (a self-play thread, the
 * analysis worker).
 */
export function topMovePositions(): Position[][] {
  if (byBlanks[0]!.length > 0) return byBlanks;
  const made = madeInChild<Position[][]>(import.meta.url, POSITIONS_ARG, 'top-move positions');
  made.forEach((list, blanks) => byBlanks[blanks]!.push(...list));
  console.log(
    `top-move positions: ${byBlanks[0]!.length} per blank count, NO_B demo games ${SEEDS[0]}-${SEEDS[SEEDS.length - 1]} after moves ${FIRST_MOVE}-${LAST_MOVE} (made in a child process); load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  return byBlanks;
}

const POSITIONS_ARG = '--top-move-positions';

/** The positions of topMovePositions, made here (the child process). */
function makeTopMovePositions(): Position[][] {
  const made: Position[][] = [[], [], []];
  const games = demoAnalysisGames(lex(), SEEDS);
  games.forEach((game: AnalysisGame, g) => {
    const timeline = buildTimeline({ finished: false, playerScore: 0, botScore: 0 }, game.moves);
    const rng = mulberry32(9100 + (SEEDS[g] as number));
    for (const frame of timeline.frames) {
      if (frame.moveNum < FIRST_MOVE || frame.moveNum > LAST_MOVE) continue;
      if ((frame.moveNum - FIRST_MOVE) % EVERY !== 0) continue;
      const unseen = unseenTiles(frame.board, LANGUAGE);
      if (unseen.total < 21) continue;
      const pool: string[] = [];
      for (const tile of unseen.tiles) {
        if (tile.letter !== BLANK) for (let i = 0; i < tile.count; i++) pool.push(tile.letter);
      }
      for (let blanks = 0; blanks <= 2; blanks++) {
        shuffleInPlace(pool, rng);
        const rack = pool.slice(0, 7 - blanks).join('') + BLANK.repeat(blanks);
        made[blanks]!.push({ board: frame.board, rack });
      }
    }
  });
  return made;
}

answerInChild(POSITIONS_ARG, makeTopMovePositions);

function cycling(blanks: number, search: (p: Position) => unknown): () => unknown {
  let i = 0;
  return () => {
    const list = topMovePositions()[blanks] as Position[];
    return search(list[i++ % list.length] as Position);
  };
}

const options = () => ({ language: LANGUAGE, leaves: leaveTable() }) as const;
const BLANK_NAMES = ['no blank', 'one blank', 'two blanks'] as const;
/** The contract's budgets for the top 10 (docs/strategy.md, Top-N search). */
const TOP_BUDGETS = [0.2, 0.5, 2] as const;
/** The full enumeration's figures: the engine benches' budgets. */
const FULL_BUDGETS = [5, 20, 50] as const;
/** scrabble-solver's median on the demo positions, from the independent check (two blanks). */
const SCRABBLE_SOLVER_REFERENCE: readonly (number | null)[] = [null, null, 100.5];

export const topName = (blanks: number) => `top moves: top 10 by equity, ${BLANK_NAMES[blanks]}`;
export const fullName = (blanks: number) =>
  `top moves: full enumeration by equity, ${BLANK_NAMES[blanks]}`;

function benchmarks(): Benchmark[] {
  const out: Benchmark[] = [];
  for (let blanks = 0; blanks <= 2; blanks++) {
    const top = TOP_BUDGETS[blanks] as number;
    out.push({
      name: topName(blanks),
      description: `topMoves(n = 10) with the shipped leave table, rack of 7 with ${BLANK_NAMES[blanks]}; budget median ${top} ms, p95 at most 5x the median`,
      budgetMs: top,
      warmup: 100,
      iterations: blanks === 2 ? 600 : 1500,
      setup: () => {
        topMovePositions();
      },
      run: cycling(blanks, (p) => topMoves(lex(), p.board, p.rack, options(), 10)),
      compareTo: [fullName(blanks)],
      references:
        SCRABBLE_SOLVER_REFERENCE[blanks] !== null
          ? [
              {
                name: 'scrabble-solver full list (independent check; not installed here)',
                ms: SCRABBLE_SOLVER_REFERENCE[blanks] as number,
              },
            ]
          : [],
      p95OverMedianBudget: 5,
    });
  }
  for (let blanks = 0; blanks <= 2; blanks++) {
    out.push({
      name: fullName(blanks),
      description: `allMovesByEquity(n = 10): every placement ranked, cut to 10; same positions; budget ${FULL_BUDGETS[blanks]} ms`,
      budgetMs: FULL_BUDGETS[blanks] as number,
      warmup: 10,
      iterations: blanks === 0 ? 300 : 100,
      setup: () => {
        topMovePositions();
      },
      run: cycling(blanks, (p) => allMovesByEquity(lex(), p.board, p.rack, options(), 10)),
    });
  }
  const equity: Player = { name: 'equity', leaves: null };
  let game = 0;
  out.push({
    name: 'top moves: self-play game, one thread',
    description: `playGame, equity player (shipped table) against itself, a new seed each run; budget ${(2000 / 150).toFixed(1)} ms (150 games/s on 2 cores)`,
    budgetMs: 2000 / 150,
    warmup: 5,
    iterations: 60,
    setup: () => {
      Object.assign(equity, { leaves: leaveTable() });
    },
    run: () => playGame(lex(), [equity, equity], 5000 + game++, { language: LANGUAGE }),
  });
  return out;
}

export const topMovesBenchmarks: Benchmark[] = fs.existsSync(lexiconPath(LANGUAGE))
  ? benchmarks()
  : [];

export const topMovesFigures: Figure[] =
  fs.existsSync(lexiconPath(LANGUAGE)) && fs.existsSync(shippedTablePaths(LANGUAGE).leaves)
    ? [
        {
          name: 'top moves: self-play games per second',
          description: `${SELFPLAY_GAMES} games of the equity player (shipped table) against itself, recorded as a run records them, on ${selfPlayWorkers()} worker threads (npm run engine -- selfplay); budget at least 150`,
          unit: 'games/s',
          budget: 150,
          higherIsBetter: true,
          measure: async () => {
            const spec = { name: 'equity', table: shippedTablePaths(LANGUAGE).leaves } as const;
            const started = performance.now();
            let games = 0;
            // The steady rate: games after the first chunk over the time after it.
            let firstAt = 0;
            let firstGames = 0;
            await playChunks(
              {
                language: LANGUAGE,
                players: [spec, spec],
                seed: 77,
                games: SELFPLAY_GAMES,
                chunkSize: 25,
                record: ['a', 'b'],
              },
              new Set(),
              selfPlayWorkers(),
              (r) => {
                games += r.wins[0] + r.wins[1] + r.draws;
                if (firstAt === 0) {
                  firstAt = performance.now();
                  firstGames = games;
                }
              },
            );
            const ended = performance.now();
            const seconds = (ended - started) / 1000;
            const steady = ((games - firstGames) * 1000) / (ended - firstAt);
            console.log(
              `self-play: ${games} games in ${seconds.toFixed(1)} s on ${selfPlayWorkers()} threads (thread start and lexicon load included; first chunk after ${((firstAt - started) / 1000).toFixed(1)} s, ${steady.toFixed(1)} games/s after it); load average ${os.loadavg()[0]?.toFixed(2)}`,
            );
            return games / seconds;
          },
        },
      ]
    : [];
