/**
 * The anytime endgame against the exact fixture (scripts/endgame-fixture.ts,
 * .tmp/bench/endgame-fixture/; its positions are made here when missing, its exact solves only
 * by that script or from git, tests/bench/results/endgame-fixture.md): at each budget of positions (the review's first search's
 * first), the share of fixture endgames whose first move is an exactly best move (the fixture's
 * own first move, or one whose position after it an exact solve of at most VERIFY_NODES
 * positions values the same), the median value lost when not, the share of all fixture
 * positions proven, and the CPU time per position; and the pre-endgame's CPU time (top 5, every
 * draw) on the first 1-in-the-bag position with a known rack of 50 NO_B demo games. Budgets
 * (the anytime endgame's): >= 95 % exactly best, <= 10 points lost at the median, >= 60 % proven, <= 200 ms a
 * position, <= 2 s a pre-endgame at the median. ENDGAME_FIXTURE_PLAYOUT=K[,P] also prints what a
 * playout search of the top K turns over P plies finds (endgame-playout.ts), for comparison.
 */
import fs from 'node:fs';
import { ENDGAME_FIRST_SHARE, ENDGAME_GAME_NODES } from '@ordbot/engine/analysis/endgame.ts';
import { knownRacks } from '@ordbot/engine/analysis/racks.ts';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { anytimeEndgame } from '@ordbot/engine/strategy/endgame/solver.ts';
import { preendgame, type PreendgamePosition } from '@ordbot/engine/strategy/preendgame.ts';
import { unseenTiles } from '@ordbot/engine/tiles.ts';
import { lexiconPath, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { demoAnalysisGames } from './demo-games.ts';
import { comparePlayout } from './endgame-playout.ts';
import { cpuMs, median, valueAfter, VERIFY_NODES } from './endgame-verify.ts';
import {
  FIXTURE_COUNT,
  growPositions,
  readPositions,
  readSolves,
} from '../../scripts/endgame-fixture.ts';
import type { Figure } from './harness.ts';

/**
 * The review's budget for a game's first search (packages/engine/analysis/endgame.ts), which is
 * now of its last empty-bag position: its first gets what the later ones left, at most this.
 */
const ENDGAME_REVIEW_NODES = Math.floor(ENDGAME_FIRST_SHARE * ENDGAME_GAME_NODES);
/** The budgets (ENDGAME_FIXTURE_BUDGETS=a,b to choose; the review's first). */
const BUDGETS = (process.env['ENDGAME_FIXTURE_BUDGETS'] ?? `${ENDGAME_REVIEW_NODES},30000,100000`)
  .split(',')
  .map(Number);
/** Fixture positions read (ENDGAME_FIXTURE_COUNT; default all). */
const COUNT = Number(process.env['ENDGAME_FIXTURE_COUNT'] ?? Infinity);

interface AtBudget {
  budget: number;
  right: number;
  known: number;
  lost: number[];
  proven: number;
  total: number;
  ms: number[];
}

let results: AtBudget[] | null = null;

function measureFixture(): AtBudget[] {
  if (results) return results;
  const lexicon = loadLexiconFile('NO_B');
  growPositions(Math.min(COUNT, FIXTURE_COUNT));
  const positions = readPositions().slice(0, COUNT);
  const exact = new Map(
    readSolves()
      .filter((s) => s.exact)
      .map((s) => [s.index, s]),
  );
  if (exact.size === 0) {
    console.log(
      'endgame fixture: no exact solves in .tmp/bench/endgame-fixture/solved.jsonl, so no ' +
        "'exactly best' figure: see tests/bench/results/endgame-fixture.md",
    );
  }
  results = [];
  for (const budget of BUDGETS) {
    const at: AtBudget = { budget, right: 0, known: 0, lost: [], proven: 0, total: 0, ms: [] };
    for (const [index, { position }] of positions.entries()) {
      const start = cpuMs();
      const found = anytimeEndgame(lexicon, position, { maxNodes: budget });
      at.ms.push(cpuMs() - start);
      at.total++;
      if (found.exact) at.proven++;
      const solved = exact.get(index);
      const first = found.best[0];
      if (!solved || !first) continue;
      at.known++;
      if (first.notation === solved.first) {
        at.right++;
        continue;
      }
      // Another first move: its exact value, from the position after it.
      const value = valueAfter(lexicon, position, first.move, first.points);
      if (value !== null && value >= solved.spread) at.right++;
      else at.lost.push(value === null ? NaN : solved.spread - value);
    }
    const lost = at.lost.filter((v) => !Number.isNaN(v));
    console.log(
      `endgame fixture at ${budget} positions: exactly best ${at.right} of ${at.known} solved ` +
        `(${((100 * at.right) / at.known).toFixed(1)} %), value lost when not: median ${median(lost)} ` +
        `(${at.lost.length - lost.length} not verified within ${VERIFY_NODES}); proven ${at.proven} of ${at.total} ` +
        `(${((100 * at.proven) / at.total).toFixed(1)} %); CPU per position median ${median(at.ms).toFixed(0)} ms`,
    );
    results.push(at);
  }
  const [top, plies] = (process.env['ENDGAME_FIXTURE_PLAYOUT'] ?? '0').split(',').map(Number);
  if (top) comparePlayout(lexicon, positions, exact, top, plies ?? 1);
  return results;
}

/** The first position with one tile in the bag and the mover's rack known, of a demo game. */
function onePosition(game: AnalysisGame): PreendgamePosition | null {
  const racks = knownRacks(game);
  const timeline = buildTimeline({ finished: false, playerScore: 0, botScore: 0 }, game.moves);
  const byMove = new Map(game.moves.map((move, i) => [move, racks[i] ?? null]));
  for (const [k, move] of timeline.moves.entries()) {
    const frame = timeline.frames[k];
    const known = byMove.get(move as AnalysisGame['moves'][number]);
    if (!frame || !known || known.rack.length !== 7) continue;
    const unseen = unseenTiles(frame.board, game.language);
    if (unseen.total !== 15 || unseen.excess.length > 0) continue;
    let hidden = unseen.tiles.map((t) => t.letter.repeat(t.count)).join('');
    for (const tile of known.rack) hidden = hidden.replace(tile, '');
    if (hidden.length !== 8) continue;
    const own = move.playerMove ? frame.playerScore : frame.botScore;
    const theirs = move.playerMove ? frame.botScore : frame.playerScore;
    return {
      board: frame.board,
      layout: game.layout.length ? game.layout : undefined,
      language: game.language,
      rack: known.rack,
      unseen: hidden,
      spread: own - theirs,
    };
  }
  return null;
}

function measurePreendgame(): number {
  const lexicon = loadLexiconFile('NO_B');
  const model = loadShippedModel('NO_B');
  const leaves = model?.leaves.valueOfCounts ?? null;
  const times: number[] = [];
  for (let n = 1; times.length < 50 && n <= 400; n++) {
    const [game] = demoAnalysisGames(lexicon, [n]);
    const position = game ? onePosition(game) : null;
    if (!position) continue;
    const start = cpuMs();
    preendgame(lexicon, position, { top: 5, leaves });
    times.push(cpuMs() - start);
  }
  console.log(
    `pre-endgame (top 5, every draw) on ${times.length} demo positions: median ${median(times).toFixed(0)} ms of CPU`,
  );
  return median(times);
}

const fixtureReady = fs.existsSync(lexiconPath('NO_B'));

export const endgameFixtureFigures: Figure[] = fixtureReady
  ? [
      {
        name: 'endgame: fixture exactly best at the review budget',
        description: `share of solved fixture endgames whose first move at ${ENDGAME_REVIEW_NODES} positions is exactly best`,
        unit: '%',
        budget: 95,
        higherIsBetter: true,
        measure: () => {
          const at = measureFixture()[0] as AtBudget;
          return (100 * at.right) / at.known;
        },
      },
      {
        name: 'endgame: fixture proven at the review budget',
        description: `share of the fixture's endgames proven within ${ENDGAME_REVIEW_NODES} positions`,
        unit: '%',
        budget: 60,
        higherIsBetter: true,
        measure: () => {
          const at = measureFixture()[0] as AtBudget;
          return (100 * at.proven) / at.total;
        },
      },
      {
        name: 'endgame: fixture CPU per position at the review budget',
        description: `median CPU time of one search at ${ENDGAME_REVIEW_NODES} positions`,
        unit: 'ms',
        budget: 200,
        measure: () => median((measureFixture()[0] as AtBudget).ms),
      },
      {
        name: 'endgame: pre-endgame of the top 5',
        description:
          'median CPU time of a whole pre-endgame (top 5, every draw) on 50 demo positions with one tile in the bag',
        unit: 'ms',
        budget: 2000,
        measure: measurePreendgame,
      },
    ]
  : [];
