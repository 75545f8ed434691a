// Over 300 lines: the simulation's three measures (agreement, speed, strength) share the demo
// positions, the child processes that spread the work over the cores and the interval maths.
/**
 * `npm run bench simulate`: the Monte Carlo simulation (packages/engine/strategy/simulate.ts,
 * docs/strategy.md "Simulation") on NO_B demo positions: a mid-game turn of the bot (its rack
 * known) from each demo game (tests/bench/demo-games.ts, seeds 1 on), made in a child process.
 *
 * - agreement: two runs of the same position with two seeds agree on the best candidate
 *   (budget at least 90 % of 100 positions, 2,000 iterations of 2 plies, top 10);
 * - speed: candidate-iterations of 2 plies a second on one core (CPU time) with 0, 1 and 2
 *   blanks on the rack (budget at least 1,000 with one), and from it the seconds a 10-candidate,
 *   1,000-iteration run takes on a 4-core phone (3 workers, a core taken as PHONE_SLOWDOWN times
 *   slower than this machine's);
 * - strength: the equity player that simulates its top 5 for 200 iterations of 2 plies against
 *   the plain equity player, alternating who starts (budget at least 55 % of 1,000 games).
 *
 * The agreement and the match run in child processes, SIMULATE_BENCH_WORKERS of them (2);
 * SIMULATE_BENCH_POSITIONS, _ITERATIONS and _GAMES change their sizes, and SIMULATE_BENCH_MINUTES
 * caps each of the two: past it, no new position or game starts and the figure is over those
 * done, printed with its 95 % interval (Wilson).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { knownRacks } from '@ordbot/engine/analysis/racks.ts';
import type { Lexicon } from '@ordbot/engine/engine/lexicon.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { playGame } from '@ordbot/engine/strategy/play.ts';
import { simulatingPlayer } from '@ordbot/engine/strategy/simulate-player.ts';
import {
  equityPlayer,
  playIterations,
  prepareSimulation,
  simulateSetup,
  unseenFor,
  type SimulationPosition,
} from '@ordbot/engine/strategy/simulate.ts';
import type { TableModel } from '@ordbot/engine/strategy/tables.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';
import { lexiconPath, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { loadShippedModel, shippedTablePaths } from '@ordbot/engine/node/strategy/shipped.ts';
import { answerInChild, madeInChild } from './child-data.ts';
import { demoAnalysisGames } from './demo-games.ts';
import type { Figure } from './harness.ts';

const LANGUAGE = 'NO_B';
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const POSITIONS = env('SIMULATE_BENCH_POSITIONS', 100);
const ITERATIONS = env('SIMULATE_BENCH_ITERATIONS', 2000);
const GAMES = env('SIMULATE_BENCH_GAMES', 1000);
/** The match's first game (seed 1000 + it): a later run can go on where a capped one stopped. */
const FIRST_GAME = env('SIMULATE_BENCH_FIRST_GAME', 0);
const MINUTES = env('SIMULATE_BENCH_MINUTES', Infinity);
const WORKERS = env('SIMULATE_BENCH_WORKERS', 2);
/**
 * A phone-class core against this machine's (an assumption, not a measure: a mid-range phone
 * scores about a third of a desktop core in JavaScript benchmarks such as Speedometer).
 */
const PHONE_SLOWDOWN = 3;
const PHONE_WORKERS = 3;
/** The first bot move from this move number on is the game's position. */
const FIRST_MOVE = 8;

let lexicon: Lexicon | undefined;
let model: TableModel | undefined;
const lex = () => (lexicon ??= loadLexiconFile(LANGUAGE));
const tables = () => (model ??= loadShippedModel(LANGUAGE)!);

/** One mid-game position per demo game: the bot's first move from FIRST_MOVE on, bag not empty. */
export function makePositions(count: number): SimulationPosition[] {
  const positions: SimulationPosition[] = [];
  for (let seed = 1; positions.length < count && seed <= count * 3; seed++) {
    const [game] = demoAnalysisGames(lex(), [seed]);
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

const POSITIONS_ARG = '--simulate-positions';
answerInChild(POSITIONS_ARG, () => makePositions(POSITIONS));

let positions: SimulationPosition[] | undefined;
function demoPositions(): SimulationPosition[] {
  positions ??= madeInChild<SimulationPosition[]>(import.meta.url, POSITIONS_ARG, 'positions');
  return positions;
}

/** The position with `blanks` blanks on the rack: rack tiles swapped for unseen blanks. */
function withBlanks(position: SimulationPosition, blanks: number): SimulationPosition | null {
  const rack = [...position.rack];
  const unseen = [...position.unseen];
  let have = rack.filter((t) => t === BLANK).length;
  for (let i = 0; i < rack.length && have < blanks; i++) {
    const at = unseen.indexOf(BLANK);
    if (rack[i] === BLANK || at < 0) continue;
    unseen[at] = rack[i] as string;
    rack[i] = BLANK;
    have++;
  }
  for (let i = 0; i < rack.length && have > blanks; i++) {
    const at = unseen.findIndex((t) => t !== BLANK);
    if (rack[i] !== BLANK) continue;
    rack[i] = unseen[at] as string;
    unseen[at] = BLANK;
    have--;
  }
  return have === blanks ? { ...position, rack: rack.join(''), unseen: unseen.join('') } : null;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const rates = new Map<number, number>();
/** Candidate-iterations of 2 plies a CPU second, top 10, 20 iterations on each of 20 positions. */
function speed(blanks: number): number {
  const known = rates.get(blanks);
  if (known !== undefined) return known;
  const chosen = demoPositions()
    .map((p) => withBlanks(p, blanks))
    .filter((p): p is SimulationPosition => p !== null)
    .slice(0, 20);
  let work = 0;
  let ms = 0;
  for (const position of chosen) {
    const setup = prepareSimulation(lex(), position, tables(), { seed: 1 });
    playIterations(lex(), setup, tables(), 0, 2);
    const start = cpuMs();
    playIterations(lex(), setup, tables(), 2, 20);
    ms += cpuMs() - start;
    work += 20 * setup.candidates.length;
  }
  const rate = (1000 * work) / ms;
  console.log(
    `simulate speed, ${blanks} blank(s): ${work} candidate-iterations of 2 plies on ${chosen.length} positions in ${ms.toFixed(0)} ms of CPU (load average ${os.loadavg()[0]?.toFixed(1)})`,
  );
  rates.set(blanks, rate);
  return rate;
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

interface ChildAnswer {
  done: number;
  score: number;
  lines: string[];
}

/** Runs this file in WORKERS child processes with `flag` and each part's number; sums them. */
async function inChildren(flag: string): Promise<ChildAnswer> {
  const parts = await Promise.all(
    Array.from({ length: WORKERS }, (_, part) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(import.meta.url), flag, String(part), String(WORKERS)],
        { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      return new Promise<ChildAnswer>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0
            ? resolve(JSON.parse(out) as ChildAnswer)
            : reject(new Error(`${flag} ${code}`)),
        );
      });
    }),
  );
  return {
    done: parts.reduce((s, p) => s + p.done, 0),
    score: parts.reduce((s, p) => s + p.score, 0),
    lines: parts.flatMap((p) => p.lines),
  };
}

/** Items part, part+parts, ... of `count` until the deadline; each scores 0 to 1. */
function childPart(count: number, one: (i: number) => { score: number; line: string }): void {
  const part = Number(process.argv[3]);
  const parts = Number(process.argv[4]);
  const deadline = Date.now() + MINUTES * 60_000;
  const answer: ChildAnswer = { done: 0, score: 0, lines: [] };
  for (let i = part; i < count && Date.now() < deadline; i += parts) {
    const { score, line } = one(i);
    answer.done++;
    answer.score += score;
    answer.lines.push(line);
  }
  process.stdout.write(JSON.stringify(answer));
}

const AGREE_ARG = '--simulate-agree';
if (process.argv[2] === AGREE_ARG) {
  const all = JSON.parse(
    fs.readFileSync(process.env['SIMULATE_BENCH_FILE'] as string, 'utf8'),
  ) as SimulationPosition[];
  childPart(all.length, (i) => {
    const position = all[i]!;
    const best = [11, 12].map((seed) => {
      const setup = prepareSimulation(lex(), position, tables(), { seed });
      const result = simulateSetup(lex(), setup, tables(), { iterations: ITERATIONS });
      const top = result.ranking[0]!;
      return `${top.candidate.notation} ${(100 * top.winShare).toFixed(1)} %`;
    });
    const same = best[0]!.split(' %')[0]!.split(' ').slice(0, 2).join(' ');
    const agree = best[1]!.startsWith(same);
    return {
      score: agree ? 1 : 0,
      line: `position ${i}: ${best.join(' / ')}${agree ? '' : ' (differ)'}`,
    };
  });
}

const MATCH_ARG = '--simulate-match';
if (process.argv[2] === MATCH_ARG) {
  const sim = simulatingPlayer(lex(), tables(), { language: LANGUAGE, seed: 5 });
  const plain = equityPlayer(tables());
  childPart(GAMES, (i) => {
    const g = FIRST_GAME + i;
    const simFirst = g % 2 === 0;
    const result = playGame(lex(), simFirst ? [sim, plain] : [plain, sim], 1000 + g, {
      language: LANGUAGE,
    });
    const [a, b] = result.scores;
    const margin = simFirst ? a - b : b - a;
    const score = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
    return { score, line: `game ${g}: simulating ${simFirst ? a : b}, equity ${simFirst ? b : a}` };
  });
}

function shareFigure(what: string, answer: ChildAnswer, total: number): number {
  const [low, high] = wilson(answer.score, answer.done);
  const pct = (x: number) => (100 * x).toFixed(1);
  console.log(answer.lines.join('\n'));
  console.log(
    `simulate ${what}: ${answer.score} of ${answer.done}${answer.done < total ? ` (of ${total} asked; the time cap stopped it)` : ''} = ${pct(answer.score / answer.done)} %, 95 % interval ${pct(low)}-${pct(high)} % (load average ${os.loadavg()[0]?.toFixed(1)})`,
  );
  return (100 * answer.score) / answer.done;
}

const ready =
  fs.existsSync(lexiconPath(LANGUAGE)) && fs.existsSync(shippedTablePaths(LANGUAGE).leaves);

export const simulateFigures: Figure[] = ready
  ? [
      ...[0, 1, 2].map((blanks): Figure => ({
        name: `simulate: two-ply iterations a second, ${blanks} blank(s)`,
        description: `candidate-iterations (one candidate played out for 2 plies) a second of one core's CPU, top 10, ${blanks} blank(s) on the rack; budget at least 1,000 with one blank`,
        unit: '/s',
        budget: 1000,
        higherIsBetter: true,
        measure: () => speed(blanks),
      })),
      {
        name: 'simulate: 10 candidates x 1,000 iterations on a 4-core phone (estimate)',
        description: `10,000 candidate-iterations with one blank over ${PHONE_WORKERS} workers, a phone core taken as ${PHONE_SLOWDOWN}x slower than this machine's; budget under 10 s`,
        unit: 's',
        budget: 10,
        measure: () => (10_000 / (speed(1) * PHONE_WORKERS)) * PHONE_SLOWDOWN,
      },
      {
        name: 'simulate: agreement of two seeds on the best',
        description: `${POSITIONS} demo positions, two runs of ${ITERATIONS} iterations of 2 plies, top 10, seeds 11 and 12; budget at least 90 %`,
        unit: '%',
        budget: 90,
        higherIsBetter: true,
        measure: async () => {
          const file = path.join(os.tmpdir(), `simulate-positions-${process.pid}.json`);
          fs.writeFileSync(file, JSON.stringify(demoPositions()));
          process.env['SIMULATE_BENCH_FILE'] = file;
          const answer = await inChildren(AGREE_ARG);
          fs.rmSync(file);
          return shareFigure('agreement', answer, demoPositions().length);
        },
      },
      {
        name: 'simulate: strength against the equity player',
        description: `the equity player simulating its top 5 for 200 iterations of 2 plies against the plain equity player, ${GAMES} games, alternating who starts (draws half); budget at least 55 %`,
        unit: '%',
        budget: 55,
        higherIsBetter: true,
        measure: async () => shareFigure('strength', await inChildren(MATCH_ARG), GAMES),
      },
    ]
  : [];
