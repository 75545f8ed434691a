/**
 * The exact endgame on real endgames of the demo set: NO_B games the engine played in the
 * default demo plan (server/demo/plan.ts, its seed and game count), at the first turn with an
 * empty bag whose rack is known (the bot's rack as sent, the player's implied:
 * packages/engine/analysis/racks.ts), the other rack being the unseen tiles, 7 tiles or fewer each. Each is
 * solved once with a 1 s limit, as the browser worker does; the figures are the share proven
 * exact within that second (budget: 95 %, docs/strategy.md), the median and p95 time and the
 * positions searched. Times are this process's CPU time (the limit too), so a busy machine does
 * not make them look worse than they are. The first 60 endgames of the plan by default;
 * ENDGAME_BENCH_ALL=1 takes every one (about 500, several minutes on this machine).
 */
import fs from 'node:fs';
import os from 'node:os';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import { knownRacks } from '@ordbot/engine/analysis/racks.ts';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { solveEndgame, type EndgamePosition } from '@ordbot/engine/strategy/endgame/solver.ts';
import { unseenTiles } from '@ordbot/engine/tiles.ts';
import { lexiconPath, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { playDemoGame } from '../../server/demo/play.ts';
import { DEFAULT_DEMO_GAMES, DEFAULT_DEMO_SEED, planDemo } from '../../server/demo/plan.ts';
import { answerInChild, madeInChild } from './child-data.ts';
import type { Benchmark, Figure } from './harness.ts';

const LANGUAGE = 'NO_B';
/** Every endgame of the demo set, or (by default) its first 60. */
const MAX_ENDGAMES = process.env['ENDGAME_BENCH_ALL'] === '1' ? Infinity : 60;
const LIMIT_MS = 1000;

export interface Endgame {
  label: string;
  position: EndgamePosition;
}

interface Solved {
  ms: number;
  exact: boolean;
  nodes: number;
}

let lexicon: Lexicon | undefined;
const endgames: Endgame[] = [];
const solved: Solved[] = [];

function lex(): Lexicon {
  lexicon ??= loadLexiconFile(LANGUAGE);
  return lexicon;
}

/** Tiles of `from` without those of `take`, or null when `take` is not within it. */
function without(from: string, take: string): string | null {
  const left = [...from];
  for (const tile of take) {
    const at = left.indexOf(tile);
    if (at < 0) return null;
    left.splice(at, 1);
  }
  return left.join('');
}

/** The first empty-bag turn of a game with both racks known, or null. */
export function firstEndgame(game: AnalysisGame, label: string): Endgame | null {
  const racks = knownRacks(game);
  const timeline = buildTimeline({ finished: false, playerScore: 0, botScore: 0 }, game.moves);
  const byMove = new Map(game.moves.map((move, i) => [move, racks[i] ?? null]));
  let passes = 0;
  for (const [k, move] of timeline.moves.entries()) {
    const frame = timeline.frames[k];
    const known = byMove.get(move as AnalysisGame['moves'][number]);
    if (frame && known) {
      const unseen = unseenTiles(frame.board, game.language);
      const pool = unseen.tiles.map((t) => t.letter.repeat(t.count)).join('');
      const other = without(pool, known.rack);
      if (unseen.total <= 14 && other && other.length > 0 && other.length <= 7) {
        const own = move.playerMove ? frame.playerScore : frame.botScore;
        const theirs = move.playerMove ? frame.botScore : frame.playerScore;
        return {
          label: `${label} move ${move.moveNum}: ${known.rack} v ${other}`,
          position: {
            board: frame.board,
            layout: game.layout,
            language: game.language,
            racks: [known.rack, other],
            spread: own - theirs,
            passes: Math.min(passes, 2),
          },
        };
      }
    }
    passes = move.moveType === 'PASS' ? passes + 1 : 0;
  }
  return null;
}

/** The demo endgames (built once), printed with their racks and spreads. */
export function demoEndgames(): Endgame[] {
  buildEndgames();
  return endgames;
}

/**
 * The endgames, made in a child process: playing the demo games runs the engine's other search
 * modes (the bot's fast search), and in this process that leaves the move search compiled for
 * all of them, so the solves measured here would be slower than in the worker, which never plays
 * a game.
 */
function buildEndgames(): void {
  if (endgames.length > 0) return;
  endgames.push(...madeInChild<Endgame[]>(import.meta.url, ENDGAMES_ARG, 'demo endgames'));
  console.log(
    `endgame positions (first empty-bag turn of ${endgames.length} demo games, made in a child process):`,
  );
  for (const e of endgames) console.log(`  ${e.label}, spread ${e.position.spread}`);
}

const ENDGAMES_ARG = '--demo-endgames';

/**
 * The first empty-bag position of the plan's NO_B games, in plan order, up to `count`: those of
 * buildEndgames, made here (the child process), and the exact fixture's
 * (scripts/endgame-fixture.ts).
 */
export function makeEndgames(count = MAX_ENDGAMES, each?: (made: Endgame) => void): Endgame[] {
  const made: Endgame[] = [];
  const plan = planDemo({
    seed: DEFAULT_DEMO_SEED,
    games: DEFAULT_DEMO_GAMES,
    today: new Date(Date.UTC(2026, 0, 1)),
  });
  for (const options of plan.games) {
    if (made.length >= count) break;
    if (options.copyOf !== undefined || options.language !== LANGUAGE) continue;
    const game = playDemoGame(lex(), options);
    const endgame = firstEndgame(
      {
        language: game.language,
        layout: game.board ?? [],
        finished: game.finished,
        moves: game.moves.map((m) => ({ ...m, rack: m.rack ?? null })),
      } as AnalysisGame,
      `game ${game.gameId}`,
    );
    if (endgame) {
      if (game.board === undefined) delete endgame.position.layout;
      made.push(endgame);
      each?.(endgame);
    }
  }
  return made;
}

answerInChild(ENDGAMES_ARG, () => makeEndgames());

/** CPU time of this process in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function solveNext(): number {
  const endgame = endgames[solved.length % endgames.length] as Endgame;
  const start = cpuMs();
  const result = solveEndgame(lex(), endgame.position, { timeLimitMs: LIMIT_MS, clock: cpuMs });
  const ms = cpuMs() - start;
  if (solved.length < endgames.length)
    solved.push({ ms, exact: result.exact, nodes: result.nodes });
  return ms;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Solves every endgame once (unless the benchmark did) and prints the figures. */
function solveAll(): Solved[] {
  buildEndgames();
  while (solved.length < endgames.length) solveNext();
  const times = solved.map((s) => s.ms).sort((a, b) => a - b);
  const nodes = solved.map((s) => s.nodes).sort((a, b) => a - b);
  const exact = solved.filter((s) => s.exact).length;
  console.log(
    `endgame: ${exact} of ${solved.length} demo endgames proven within ${LIMIT_MS} ms of CPU ` +
      `(${((100 * exact) / solved.length).toFixed(1)} %); ` +
      `median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; ` +
      `positions searched median ${percentile(nodes, 50)}, p95 ${percentile(nodes, 95)} ` +
      `(load average ${os.loadavg()[0]?.toFixed(1)})`,
  );
  return solved;
}

const all: Benchmark[] = [
  {
    name: 'endgame: demo endgames',
    description: `solveEndgame with a ${LIMIT_MS} ms limit (CPU time) on the first empty-bag turn of NO_B demo games (7 tiles or fewer each); budget p95 ${LIMIT_MS} ms`,
    budgetMs: LIMIT_MS,
    budgetOn: 'p95',
    warmup: 0,
    // One run per endgame (read after setup has built them).
    get iterations() {
      return Math.max(1, endgames.length);
    },
    setup: () => {
      buildEndgames();
    },
    run: () => undefined,
    measure: () => Promise.resolve(solveNext()),
  },
];

export const endgameBenchmarks: Benchmark[] = fs.existsSync(lexiconPath(LANGUAGE)) ? all : [];

export const endgameFigures: Figure[] = fs.existsSync(lexiconPath(LANGUAGE))
  ? [
      {
        name: 'endgame: demo endgames not proven within 1 s',
        description: `share of the demo endgames above that solveEndgame did not prove exact within ${LIMIT_MS} ms`,
        unit: '%',
        budget: 5,
        measure: () => {
          const all = solveAll();
          return (100 * all.filter((s) => !s.exact).length) / all.length;
        },
      },
    ]
  : [];
