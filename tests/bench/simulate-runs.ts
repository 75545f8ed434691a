// Over 300 lines: the two long measures share their positions, checkpoints, seed sets and
// report; split, each would need them all.
/**
 * The simulation's two long measures (docs/strategy.md "Simulation"), resumable: each finished
 * position or game appends one line to its checkpoint file under .tmp/bench/simulate-runs/ (not
 * in git; the figures of full runs are kept with their commands in tests/bench/results/ and
 * tests/bench/simulate-runs/), and a run starts with what the file holds, so a run stopped by a time cap (or a kill)
 * goes on where it stopped. scripts/simulate-runs.ts runs them; `npm run bench simulate` reports
 * them. The figures of the last full runs, with their commands: tests/bench/results/.
 *
 * - positions.jsonl: the agreement's demo positions, written once (a board as 225 characters,
 *   '.' empty): the bot's first mid-game turn of each NO_B demo game, its rack known;
 * - agreement.jsonl: per position two runs of 2,000 iterations of 2 plies, top 10, seeds 11
 *   and 12, each run's ranking and the paired difference of the two runs' best candidates;
 * - match.jsonl: per game the simulating player (top 5, 200 iterations of 2 plies) against the
 *   plain equity player, game g from seed 1000 + g, the simulating player first in even games,
 *   its own seed 5 (the match's default seed set);
 * - the match on other seed sets (game g from seed F + g, the simulating player's seed S):
 *   .tmp/bench/simulate-runs/match-sim<S>-from<F>.jsonl, their figures in
 *   tests/bench/simulate-runs/match-seeds.json (`scripts/simulate-runs.ts summary`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { knownRacks } from '@ordbot/engine/analysis/racks.ts';
import type { Words } from '@ordbot/engine/movegen/search-engine.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { playGame } from '@ordbot/engine/strategy/play.ts';
import { simulatingPlayer } from '@ordbot/engine/strategy/simulation/player.ts';
import {
  equityPlayer,
  prepareSimulation,
  simulateTally,
  unseenFor,
  type SimulationPosition,
} from '@ordbot/engine/strategy/simulation/simulate.ts';
import type { TableEngine } from '@ordbot/engine/strategy/tables.ts';
import { demoAnalysisGames } from './demo-games.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The checkpoints: one line a position or game, hundreds of KB, so in the ignored .tmp/. */
export const RUNS_DIR = path.join(ROOT, '.tmp', 'bench', 'simulate-runs');
const POSITIONS_FILE = path.join(RUNS_DIR, 'positions.jsonl');
export const AGREEMENT_FILE = path.join(RUNS_DIR, 'agreement.jsonl');
export const MATCH_FILE = path.join(RUNS_DIR, 'match.jsonl');
/** The other seed sets' per-game checkpoints (in the ignored .tmp/ too). */
export const MATCH_TMP_DIR = RUNS_DIR;
/** The figures of every seed set measured, with the command that made them (committed). */
export const MATCH_SUMMARY_FILE = path.join(
  ROOT,
  'tests',
  'bench',
  'simulate-runs',
  'match-seeds.json',
);

const LANGUAGE = 'NO_B';
export const AGREEMENT_POSITIONS = 100;
export const AGREEMENT_ITERATIONS = 2000;
export const AGREEMENT_SEEDS = [11, 12] as const;
export const MATCH_GAMES = 1000;
/** The first bot move from this move number on is a game's position. */
const FIRST_MOVE = 8;

/** One mid-game position per demo game: the bot's first move from FIRST_MOVE on, bag not empty. */
export function makePositions(lexicon: Words, count: number): SimulationPosition[] {
  const positions: SimulationPosition[] = [];
  for (let seed = 1; positions.length < count && seed <= count * 3; seed++) {
    const [game] = demoAnalysisGames(lexicon, [seed]);
    if (!game) continue;
    const racks = knownRacks(game);
    const byMove = new Map(game.moves.map((move, i) => [move, racks[i] ?? null]));
    const timeline = buildTimeline({ finished: false, playerScore: 0, botScore: 0 }, game.moves);
    for (const [k, move] of timeline.moves.entries()) {
      const frame = timeline.frames[k];
      const known = byMove.get(move as (typeof game.moves)[number]);
      if (!frame || !known || move.playerMove || move.moveNum < FIRST_MOVE) continue;
      if (move.moveType !== 'NORMAL') continue;
      const unseen = unseenFor(frame.board, known.rack, LANGUAGE);
      if ([...unseen].length <= 7) break;
      positions.push({
        language: LANGUAGE,
        board: frame.board,
        rack: known.rack,
        unseen,
        spread: frame.botScore - frame.playerScore,
      });
      break;
    }
  }
  return positions;
}

/** Wilson's 95 % interval of a share. */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A checkpoint's lines, one JSON value a line (none when the file is missing). */
export function jsonLines<T>(file: string): T[] {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return text.split('\n').flatMap((line) => (line.trim() ? [JSON.parse(line) as T] : []));
}

/** The agreement's positions: positions.jsonl, written from the demo games on the first call. */
export function agreementPositions(lexicon: () => Words): SimulationPosition[] {
  if (!fs.existsSync(POSITIONS_FILE)) {
    const made = makePositions(lexicon(), AGREEMENT_POSITIONS);
    fs.mkdirSync(RUNS_DIR, { recursive: true });
    const lines = made.map((p) =>
      JSON.stringify({ ...p, board: p.board.map((s) => s || '.').join('') }),
    );
    fs.writeFileSync(POSITIONS_FILE, lines.join('\n') + '\n');
  }
  return jsonLines<SimulationPosition & { board: string }>(POSITIONS_FILE).map((p) => ({
    ...p,
    board: [...p.board].map((c) => (c === '.' ? '' : c)),
  }));
}

/** A candidate's figures in a checkpoint (win share 0-1). */
interface RankedLine {
  move: string;
  win: number;
  winError: number;
  spread: number;
  spreadError: number;
}

export interface AgreementRun {
  seed: number;
  /** Best first. */
  ranking: RankedLine[];
  /** This run's win share of the first run's best minus the second run's best, and its error. */
  cross: [number, number];
}

export interface AgreementLine {
  index: number;
  agree: boolean;
  runs: AgreementRun[];
  cpuMs: number;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Two runs of one position with the two seeds. */
export function agreeOn(
  engine: TableEngine,
  position: SimulationPosition,
  index: number,
  iterations = AGREEMENT_ITERATIONS,
): AgreementLine {
  const start = cpuMs();
  const runs = AGREEMENT_SEEDS.map((seed) => {
    const setup = prepareSimulation(engine, position, { seed });
    const tally = simulateTally(engine, setup, { iterations });
    return { seed, setup, tally, result: tally.result(setup.candidates) };
  });
  const [a, b] = runs.map((run) => run.result.ranking[0]!.index) as [number, number];
  return {
    index,
    agree: a === b,
    runs: runs.map(({ seed, tally, result }) => ({
      seed,
      ranking: result.ranking.map((r) => ({
        move: r.candidate.notation,
        win: r.winShare,
        winError: r.winError,
        spread: r.spread,
        spreadError: r.spreadError,
      })),
      cross: tally.difference(a, b),
    })),
    cpuMs: Math.round(cpuMs() - start),
  };
}

/** A match's seeds: game g from seed firstSeed + g, the simulating player's own seed. */
export interface MatchSeeds {
  simSeed: number;
  firstSeed: number;
}

export const DEFAULT_MATCH_SEEDS: MatchSeeds = { simSeed: 5, firstSeed: 1000 };

/** 'sim5-from1000' */
export function matchSetName(seeds: MatchSeeds): string {
  return `sim${seeds.simSeed}-from${seeds.firstSeed}`;
}

/** A seed set's checkpoint: match.jsonl for the default set, else match-sim<S>-from<F>.jsonl. */
export function matchFile(seeds: MatchSeeds): string {
  const { simSeed, firstSeed } = DEFAULT_MATCH_SEEDS;
  if (seeds.simSeed === simSeed && seeds.firstSeed === firstSeed) return MATCH_FILE;
  return path.join(MATCH_TMP_DIR, `match-${matchSetName(seeds)}.jsonl`);
}

/** The seed sets whose checkpoints exist, the default first. */
export function matchSets(): MatchSeeds[] {
  const sets = [DEFAULT_MATCH_SEEDS];
  const names = fs.existsSync(MATCH_TMP_DIR) ? fs.readdirSync(MATCH_TMP_DIR).sort() : [];
  for (const name of names) {
    const m = /^match-sim(\d+)-from(\d+)\.jsonl$/.exec(name);
    if (m) sets.push({ simSeed: Number(m[1]), firstSeed: Number(m[2]) });
  }
  return sets;
}

export interface MatchLine {
  game: number;
  /** The game's seed and the simulating player's (lines written before 2026-12-07 have none). */
  seed?: number;
  simSeed?: number;
  simulatingFirst: boolean;
  simulating: number;
  equity: number;
  /** 1 a win of the simulating player, 0.5 a draw, 0 a loss. */
  score: number;
  cpuMs: number;
}

/**
 * Game g of the match (seed firstSeed + g, 1000 + g by default; the simulating player starts
 * the even games).
 */
export function matchGame(
  engine: TableEngine,
  game: number,
  seeds: MatchSeeds = DEFAULT_MATCH_SEEDS,
): MatchLine {
  const start = cpuMs();
  const { simSeed, firstSeed } = seeds;
  const sim = simulatingPlayer(engine, { language: LANGUAGE, seed: simSeed });
  const plain = equityPlayer(engine.model);
  const simulatingFirst = game % 2 === 0;
  const players = simulatingFirst ? ([sim, plain] as const) : ([plain, sim] as const);
  const seed = firstSeed + game;
  const [x, y] = playGame(engine, players, seed, { language: LANGUAGE }).scores;
  const [simulating, equity] = simulatingFirst ? [x, y] : [y, x];
  const score = simulating > equity ? 1 : simulating < equity ? 0 : 0.5;
  const ms = Math.round(cpuMs() - start);
  return { game, seed, simSeed, simulatingFirst, simulating, equity, score, cpuMs: ms };
}

export interface RunLimits {
  /** Stop starting new items after this many minutes. */
  minutes?: number;
  /** This process takes the items i with i % parts === part. */
  part?: number;
  parts?: number;
  /** Called with each finished line. */
  onLine?: (line: string) => void;
}

/**
 * Items 0 .. count-1 not yet in `file`, in order, one line appended as each finishes, until
 * the time cap; returns how many this call added.
 */
export function resume<T extends object>(
  file: string,
  count: number,
  key: (line: T) => number,
  one: (i: number) => T,
  limits: RunLimits = {},
): number {
  const done = new Set(jsonLines<T>(file).map(key));
  const deadline = Date.now() + (limits.minutes ?? Infinity) * 60_000;
  const parts = limits.parts ?? 1;
  const part = limits.part ?? 0;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let added = 0;
  for (let i = 0; i < count && Date.now() < deadline; i++) {
    if (i % parts !== part || done.has(i)) continue;
    const line = JSON.stringify(one(i));
    fs.appendFileSync(file, line + '\n');
    limits.onLine?.(line);
    added++;
  }
  return added;
}

export interface AgreementFigures {
  positions: number;
  agree: number;
  /** The two runs' bests the same move or within 2 standard errors over both runs. */
  withinTwoErrors: number;
  /** Positions whose first run's best leads its second by less than 2 standard errors. */
  closeAtTop: number;
  cpuMs: number;
}

/**
 * The agreement so far. A disagreement is a near tie when, over both runs together (4,000
 * iterations), the first run's best and the second's differ by less than 2 standard errors of
 * their paired difference: their mean difference (d1 + d2) / 2 against sqrt(e1² + e2²) / 2.
 */
export function agreementFigures(lines: readonly AgreementLine[]): AgreementFigures {
  let agree = 0;
  let within = 0;
  let closeAtTop = 0;
  let cpu = 0;
  for (const line of lines) {
    cpu += line.cpuMs;
    const [r1, r2] = line.runs as [AgreementRun, AgreementRun];
    if (line.agree) agree++;
    const d = (r1.cross[0] + r2.cross[0]) / 2;
    const e = Math.hypot(r1.cross[1], r2.cross[1]) / 2;
    if (line.agree || Math.abs(d) < 2 * e) within++;
    const [best, second] = r1.ranking;
    if (best && second && best.win - second.win < 2 * Math.hypot(best.winError, second.winError)) {
      closeAtTop++;
    }
  }
  return { positions: lines.length, agree, withinTwoErrors: within, closeAtTop, cpuMs: cpu };
}

export interface MatchFigures {
  games: number;
  score: number;
  meanMargin: number;
  interval: [number, number];
  cpuMs: number;
}

export function matchFigures(lines: readonly MatchLine[]): MatchFigures {
  const score = lines.reduce((s, l) => s + l.score, 0);
  const margin = lines.reduce((s, l) => s + l.simulating - l.equity, 0);
  return {
    games: lines.length,
    score,
    meanMargin: lines.length ? margin / lines.length : 0,
    interval: wilson(score, lines.length),
    cpuMs: lines.reduce((s, l) => s + l.cpuMs, 0),
  };
}

const pct = (x: number) => (100 * x).toFixed(1);

/** A seed set's match figures as one line, its seeds first. */
export function formatMatch(seeds: MatchSeeds, match: readonly MatchLine[]): string {
  const m = matchFigures(match);
  return `match (game g from seed ${seeds.firstSeed} + g, the simulating player's seed ${seeds.simSeed}): the simulating player ${m.score} of ${m.games} games (of ${MATCH_GAMES}) = ${pct(m.score / Math.max(1, m.games))} %, 95 % interval ${pct(m.interval[0])}-${pct(m.interval[1])} %, mean margin ${m.meanMargin.toFixed(1)} points; ${(m.cpuMs / Math.max(1, m.games) / 1000).toFixed(1)} s of CPU a game`;
}

/** The two checkpoints' figures as lines of text (the match of the default seeds). */
export function formatRuns(
  agreement: readonly AgreementLine[],
  match: readonly MatchLine[],
  seeds: MatchSeeds = DEFAULT_MATCH_SEEDS,
): string {
  const a = agreementFigures(agreement);
  const [low, high] = wilson(a.agree, a.positions);
  return [
    `agreement: ${a.agree} of ${a.positions} positions (of ${AGREEMENT_POSITIONS}) = ${pct(a.agree / a.positions)} %, 95 % interval ${pct(low)}-${pct(high)} %; the two bests the same or within 2 standard errors: ${a.withinTwoErrors} of ${a.positions}; the first run's top two within 2 standard errors: ${a.closeAtTop}; ${(a.cpuMs / Math.max(1, a.positions) / 1000).toFixed(0)} s of CPU a position`,
    formatMatch(seeds, match),
  ].join('\n');
}

/** One seed set's figures in match-seeds.json (shares and interval in %). */
export interface MatchSetSummary extends MatchSeeds {
  games: number;
  /** The first and last game index played (g; the game's seed is firstSeed + g). */
  gameRange: [number, number] | null;
  score: number;
  share: number;
  interval: [number, number];
  meanMargin: number;
  cpuSecondsPerGame: number;
}

export function matchSetSummary(seeds: MatchSeeds, lines: readonly MatchLine[]): MatchSetSummary {
  const m = matchFigures(lines);
  const games = lines.map((l) => l.game);
  const round = (x: number) => Math.round(10 * x) / 10;
  return {
    ...seeds,
    games: m.games,
    gameRange: games.length ? [Math.min(...games), Math.max(...games)] : null,
    score: m.score,
    share: round((100 * m.score) / Math.max(1, m.games)),
    interval: [round(100 * m.interval[0]), round(100 * m.interval[1])],
    meanMargin: round(m.meanMargin),
    cpuSecondsPerGame: round(m.cpuMs / Math.max(1, m.games) / 1000),
  };
}
