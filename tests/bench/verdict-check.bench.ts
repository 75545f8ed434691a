// Over 300 lines: the three promises share one walk over the judged games (the positions, the
// verdicts, the exact solves); split, each part would need the walk and its records.
/**
 * The verdict's promises checked on demo games after the deep pass (../shared/docs/verdict.md
 * rules 1-3): NO_B demo games judged as the server's deep pass judges them (judgeGame with the
 * WebAssembly engine, DEEP_ENDGAME_NODES, 'Hvorfor', the person's inferred racks), on two seed
 * ranges printed beside every figure.
 *
 * 1. Grades: every empty-bag (ENDGAME) move's position before it and after it is solved again,
 *    on its own, by the exact solver (solveEndgame, VERDICT_CHECK_NODES positions a position),
 *    and graded as the review grades (grades.ts endgameGrade: an outcome changed by win% lost,
 *    else by the final spread lost). A proven verdict's grade must equal the exact one; an
 *    unproven verdict's grade must not be above it (an ungraded unproven verdict has nothing to
 *    check and is not solved). A solve that does not finish within the budget is 'not checkable'.
 * 2. Lines: an ENDGAME candidate's line whose `lineComplete` is not false must add up by its own
 *    arithmetic (endgame-line.ts lineAddsUp) to the candidate's value.
 * 3. One best move: every judged move's `candidates[0]` against the board's 'Beste trekk' (the
 *    analysis's `better` of a graded move), 'Hvorfor''s better move and practice's 'Vis løsning'
 *    (practice-verdict.ts verdictSolution for the exercise's known tiles).
 *
 * VERDICT_CHECK_GAMES sets the games in all (default 100, half a range), VERDICT_CHECK_NODES the
 * exact solver's budget a position (default 20 million).
 */
import { readPlayed } from '@ordbot/engine/analysis/analyse.ts';
import { forEachAnalysedMove } from '@ordbot/engine/analysis/positions.ts';
import { outcomeChance } from '@ordbot/engine/analysis/chances.ts';
import { lineAddsUp } from '@ordbot/engine/analysis/endgame-line.ts';
import { endgameGrade } from '@ordbot/engine/analysis/grades.ts';
import { INFERENCE_FIT } from '@ordbot/engine/analysis/inference-fit.ts';
import { moveField, type KnownTiles } from '@ordbot/engine/analysis/practice.ts';
import { verdictBest, verdictSolution } from '@ordbot/engine/analysis/practice-verdict.ts';
import { rackHolds, rackTiles } from '@ordbot/engine/analysis/racks.ts';
import { judgeGame } from '@ordbot/engine/analysis/stored.ts';
import type {
  Alternative,
  AnalysisGame,
  Grade,
  MoveAnalysis,
  Verdict,
  VerdictStep,
} from '@ordbot/engine/analysis/types.ts';
import { placementTiles } from '@ordbot/engine/analysis/why.ts';
import { BOARD_SIZE } from '@ordbot/engine/dimensions.ts';
import type { Words } from '@ordbot/engine/movegen/search-engine.ts';
import { rackPoints } from '@ordbot/engine/game-state.ts';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { fastEngine } from '@ordbot/engine/node/wasm-engine.ts';
import {
  PASS_NOTATION,
  solveEndgame,
  sortedTiles,
  type EndgamePosition,
} from '@ordbot/engine/strategy/endgame/solver.ts';
import { reviewEndgame } from '@ordbot/engine/strategy/endgame/game.ts';
import { leaveAfter } from '@ordbot/engine/strategy/leaves.ts';
import { DEEP_ENDGAME_NODES } from '../../server/analysis/deep.ts';
import { demoAnalysisGames } from './demo-games.ts';
import type { Figure } from './harness.ts';

/** Games in all, split over the two ranges (the first gets the odd one). */
const GAMES = Number(process.env['VERDICT_CHECK_GAMES'] ?? 100);
/** The independent exact solve's budget a position. */
const NODES = Number(process.env['VERDICT_CHECK_NODES'] ?? 20_000_000);
const FIRST_SEEDS = [1, 7001];
const RANGES = FIRST_SEEDS.map((first, i) =>
  Array.from(
    { length: i === 0 ? Math.ceil(GAMES / 2) : Math.floor(GAMES / 2) },
    (_, k) => first + k,
  ),
).filter((seeds) => seeds.length > 0);
/** Disagreements listed by name, at most this many of each kind a range. */
const LISTED = 8;

interface Tally {
  seeds: string;
  games: number;
  cpuSeconds: number;
  /** CPU seconds of the exact solves alone. */
  solveSeconds: number;
  endgameMoves: number;
  proven: { checked: number; equal: number; different: string[]; notCheckable: number };
  /** Unproven verdicts with a grade (the others are not solved). */
  unproven: {
    ungraded: number;
    checked: number;
    atOrBelow: number;
    above: string[];
    notCheckable: number;
  };
  /** Proven verdicts whose values differ from the exact solve's (the grade may still agree). */
  valuesDiffer: string[];
  /** Exact solves where the played move is worth more than the position before it. */
  inconsistent: string[];
  lines: { withLine: number; complete: number; cut: number; notAddingUp: string[] };
  views: {
    judged: number;
    board: number;
    why: number;
    practice: number;
    /** Practice ranks by itself (the verdict judged other tiles than the exercise gives). */
    practiceOwn: number;
    practiceOwnDiffers: number;
    /** The verdicts practice ranks by itself, by their rack's source. */
    practiceOwnBySource: Record<string, number>;
    /** Graded with no better move named (the board shows none). */
    gradedNoBetter: string[];
    disagree: string[];
  };
}

function emptyTally(seeds: readonly number[]): Tally {
  return {
    seeds: `${seeds[0]}-${seeds.at(-1)}`,
    games: 0,
    cpuSeconds: 0,
    solveSeconds: 0,
    endgameMoves: 0,
    proven: { checked: 0, equal: 0, different: [], notCheckable: 0 },
    unproven: { ungraded: 0, checked: 0, atOrBelow: 0, above: [], notCheckable: 0 },
    valuesDiffer: [],
    inconsistent: [],
    lines: { withLine: 0, complete: 0, cut: 0, notAddingUp: [] },
    views: {
      judged: 0,
      board: 0,
      why: 0,
      practice: 0,
      practiceOwn: 0,
      practiceOwnDiffers: 0,
      practiceOwnBySource: {},
      gradedNoBetter: [],
      disagree: [],
    },
  };
}

function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

const SEVERITY: Record<Grade, number> = { INACCURACY: 1, MISTAKE: 2, BLUNDER: 3 };
const severity = (grade: Grade | null) => (grade === null ? 0 : SEVERITY[grade]);

function shown(list: readonly string[]): string {
  if (list.length === 0) return '';
  const more = list.length > LISTED ? `; ${list.length - LISTED} more` : '';
  return `: ${list.slice(0, LISTED).join('; ')}${more}`;
}

/** The exact solver's answer for one position, solved once a game (null: not finished). */
type ExactSolve = (position: EndgamePosition) => number | null;

function exactSolver(lexicon: Words, tally: Tally): ExactSolve {
  const solved = new Map<string, number | null>();
  return (position) => {
    const board = position.board.map((s) => s || '.').join('');
    const key = `${board}|${position.racks.map(sortedTiles).join('|')}|${position.spread}|${position.passes ?? 0}`;
    if (solved.has(key)) return solved.get(key) as number | null;
    const start = cpuNow();
    const result = solveEndgame(lexicon, position, { maxNodes: NODES });
    tally.solveSeconds += cpuNow() - start;
    const value = result.exact ? result.spread : null;
    solved.set(key, value);
    return value;
  };
}

interface EndgameStart {
  board: readonly string[];
  rack: string;
  opponentRack: string;
  spread: number;
  passes: number;
}

/**
 * The exact grade of the played move: the position before it and the one after it (unless it
 * goes out) solved independently, graded by endgameGrade. Null: a solve did not finish.
 */
function exactGrade(
  solve: ExactSolve,
  game: AnalysisGame,
  start: EndgameStart,
  played: Alternative,
): { grade: Grade | null; best: number; played: number } | null {
  const base = { layout: game.layout, language: game.language };
  const before = solve({
    ...base,
    board: start.board,
    racks: [start.rack, start.opponentRack],
    spread: start.spread,
    ...(start.passes > 0 ? { passes: start.passes } : {}),
  });
  if (before === null) return null;
  const leave = leaveAfter(start.rack, played.letters);
  const spreadAfter = start.spread + played.points;
  let playedSpread: number;
  if (leave === '') {
    playedSpread = spreadAfter + 2 * rackPoints(start.opponentRack, game.language);
  } else {
    const next = [...start.board];
    for (const tile of placementTiles(start.board, played)) {
      next[tile.index as number] = tile.letter;
    }
    const after = solve({
      ...base,
      board: next,
      racks: [start.opponentRack, leave],
      spread: -spreadAfter,
    });
    if (after === null) return null;
    playedSpread = -after;
  }
  const bestSpread = Math.max(before, playedSpread);
  const report = {
    best: [],
    bestSpread,
    playedSpread,
    lost: bestSpread - playedSpread,
    proven: true,
    depth: 0,
  };
  const chanceLost = outcomeChance(bestSpread) - outcomeChance(playedSpread);
  return { grade: endgameGrade(report, chanceLost), best: before, played: playedSpread };
}

const COLUMNS = 'ABCDEFGHIJKLMNO';

/**
 * A line's turns as lineAddsUp reads them: each notation placed on the board as the line goes
 * (the tiles it lays are the word's letters on empty squares). Null where a notation does not
 * read.
 */
function lineSteps(
  board: readonly string[],
  line: readonly VerdictStep[],
): { move: { letters: string } | null; points: number }[] | null {
  const squares = [...board];
  const steps: { move: { letters: string } | null; points: number }[] = [];
  for (const step of line) {
    if (step.move === PASS_NOTATION) {
      steps.push({ move: null, points: step.points });
      continue;
    }
    const across = /^(\d+)([A-O]) (\S+)$/.exec(step.move);
    const down = /^([A-O])(\d+) (\S+)$/.exec(step.move);
    const at = across
      ? { x: COLUMNS.indexOf(across[2] as string), y: Number(across[1]) - 1, vertical: false }
      : down
        ? { x: COLUMNS.indexOf(down[1] as string), y: Number(down[2]) - 1, vertical: true }
        : null;
    const mainWord = (across?.[3] ?? down?.[3]) as string;
    if (!at || at.y < 0 || at.y >= BOARD_SIZE) return null;
    const tiles = placementTiles(squares, { ...at, mainWord });
    for (const tile of tiles) squares[tile.index as number] = tile.letter;
    steps.push({ move: { letters: tiles.map((t) => t.letter).join('') }, points: step.points });
  }
  return steps;
}

/** The tiles practice's exercise gives (practice-position.ts exercisePosition). */
function exerciseTiles(analysis: MoveAnalysis, verdict: Verdict, letters: string): KnownTiles {
  if (analysis.rack !== null) return { tiles: analysis.rack, rackKnown: true };
  const likeliest = verdict.racks?.[0];
  if (verdict.rackSource === 'INFERRED' && likeliest && likeliest.p >= 0.9) {
    if (rackHolds(likeliest.rack, letters)) {
      return { tiles: likeliest.rack, rackKnown: true, inferred: true };
    }
  }
  return { tiles: rackTiles(letters), rackKnown: false };
}

/** One game's checks, judged on `lexicon` (the engine with the language's model). */
function checkGame(lexicon: Words, game: AnalysisGame, seed: number, tally: Tally): void {
  const review = judgeGame(lexicon, game, {
    endgame: reviewEndgame,
    why: true,
    endgameNodes: DEEP_ENDGAME_NODES,
    inferRacks: INFERENCE_FIT,
  }).review;
  const solve = exactSolver(lexicon, tally);
  forEachAnalysedMove(game, ({ move, index, board, rack, around }) => {
    const analysis = review.moves[index];
    const verdict = analysis?.verdict;
    if (!analysis || !verdict) return;
    const id = `seed ${seed} move ${move.moveNum}`;
    const best = verdict.candidates[0];
    const played = readPlayed(lexicon, board, move, game).move;

    // 3. One best move in every view.
    const views = tally.views;
    views.judged++;
    const differ = (view: string, named: string | null | undefined) => {
      if (named === null || named === undefined || named === best?.move) return;
      views.disagree.push(
        `${id} (${verdict.method}): candidates[0] ${best?.move ?? 'none'}, ${view} ${named}`,
      );
    };
    if (analysis.grade && analysis.better) {
      views.board++;
      differ("board's 'Beste trekk'", analysis.better.notation);
    } else if (analysis.grade) {
      views.gradedNoBetter.push(
        `${id} (${verdict.method}, ${analysis.grade}, candidates[0] ${best?.move ?? 'none'})`,
      );
    }
    if (analysis.why) {
      views.why++;
      differ("'Hvorfor'", analysis.why.better.notation);
    }
    const known = exerciseTiles(analysis, verdict, move.letters);
    const field = moveField(lexicon, board, known, game);
    const served = verdictBest(verdict, known);
    if (served) {
      views.practice++;
      differ("practice's 'Vis løsning'", verdictSolution(field, served)?.notation ?? '(none)');
    } else {
      views.practiceOwn++;
      const source = verdict.rackSource;
      views.practiceOwnBySource[source] = (views.practiceOwnBySource[source] ?? 0) + 1;
      if (field.best && field.best.notation !== best?.move) views.practiceOwnDiffers++;
    }

    if (verdict.method !== 'ENDGAME' || !rack || around.opponentRack === null || !played) return;
    tally.endgameMoves++;
    const start: EndgameStart = {
      board,
      rack: rack.rack,
      opponentRack: around.opponentRack,
      spread: around.position.spread,
      passes: around.passes ?? 0,
    };

    // 2. Lines add up.
    for (const candidate of verdict.candidates) {
      if (!candidate.line) continue;
      tally.lines.withLine++;
      if (candidate.lineComplete === false) {
        tally.lines.cut++;
        continue;
      }
      tally.lines.complete++;
      const steps = lineSteps(board, candidate.line);
      if (!steps || !lineAddsUp(steps, start, candidate.value, game.language)) {
        const line = candidate.line.map((s) => `${s.move} ${s.points}`).join(', ');
        tally.lines.notAddingUp.push(`${id}: value ${candidate.value}, line ${line}`);
      }
    }

    // 1. Grades against the exact solve.
    if (!verdict.proven && verdict.grade === null) {
      tally.unproven.ungraded++;
      return;
    }
    const exact = exactGrade(solve, game, start, played);
    const shownGrade = verdict.grade ?? 'none';
    if (verdict.proven) {
      if (!exact) {
        tally.proven.notCheckable++;
        return;
      }
      tally.proven.checked++;
      if (exact.played > exact.best) {
        tally.inconsistent.push(
          `${id}: before ${exact.best}, after the played move ${exact.played}`,
        );
      }
      if (exact.grade === verdict.grade) tally.proven.equal++;
      else {
        tally.proven.different.push(
          `${id}: shown ${shownGrade}, exact ${exact.grade ?? 'none'} (exact best ${exact.best}, played ${exact.played}; shown ${best?.value}, ${verdict.played.value})`,
        );
      }
      if (
        best?.value !== Math.max(exact.best, exact.played) ||
        verdict.played.value !== exact.played
      ) {
        tally.valuesDiffer.push(
          `${id}: shown best ${best?.value} played ${verdict.played.value}, exact ${exact.best} and ${exact.played}`,
        );
      }
      return;
    }
    if (!exact) {
      tally.unproven.notCheckable++;
      return;
    }
    tally.unproven.checked++;
    if (severity(verdict.grade) <= severity(exact.grade)) tally.unproven.atOrBelow++;
    else {
      tally.unproven.above.push(
        `${id}: shown ${shownGrade} (depth ${verdict.depth}), exact ${exact.grade ?? 'none'} (best ${exact.best}, played ${exact.played})`,
      );
    }
  });
}

function report(t: Tally): string {
  const { proven, unproven, lines, views } = t;
  return [
    `verdict check, seeds ${t.seeds} (${t.games} games, ${t.endgameMoves} ENDGAME verdicts, exact solves at most ${NODES} positions each):`,
    `  CPU ${t.cpuSeconds.toFixed(1)} s in all (${(t.cpuSeconds / Math.max(1, t.games)).toFixed(1)} s a game), ${t.solveSeconds.toFixed(1)} s of it the exact solves`,
    `  1. proven verdicts checked ${proven.checked}, equal ${proven.equal}, different ${proven.different.length}${shown(proven.different)}; not checkable ${proven.notCheckable}`,
    `     unproven graded verdicts checked ${unproven.checked}, at or below ${unproven.atOrBelow}, above ${unproven.above.length}${shown(unproven.above)}; not checkable ${unproven.notCheckable}; unproven ungraded (not solved) ${unproven.ungraded}`,
    `     proven verdicts whose values differ from the exact solve ${t.valuesDiffer.length}${shown(t.valuesDiffer)}`,
    `     exact solves where the played move beats the position before it ${t.inconsistent.length}${shown(t.inconsistent)}`,
    `  2. ENDGAME candidates with a line ${lines.withLine}: complete ${lines.complete}, cut ${lines.cut}; complete lines not adding up ${lines.notAddingUp.length}${shown(lines.notAddingUp)}`,
    `  3. judged moves ${views.judged}: compared with the board's 'Beste trekk' ${views.board}, 'Hvorfor' ${views.why}, practice's 'Vis løsning' ${views.practice}; disagreements ${views.disagree.length}${shown(views.disagree)}`,
    `     practice ranking by itself (verdict of other tiles) ${views.practiceOwn}, its best unlike candidates[0] ${views.practiceOwnDiffers} (by the verdict's rack source: ${JSON.stringify(views.practiceOwnBySource)}); graded with no better move named ${views.gradedNoBetter.length}${shown(views.gradedNoBetter)}`,
  ].join('\n');
}

let measured: Promise<Tally[]> | null = null;

function measure(): Promise<Tally[]> {
  measured ??= (async () => {
    const lexicon = fastEngine(loadLexiconFile('NO_B')).withModel(loadShippedModel('NO_B'));
    const tallies: Tally[] = [];
    for (const seeds of RANGES) {
      const tally = emptyTally(seeds);
      for (const seed of seeds) {
        const start = cpuNow();
        const [game] = demoAnalysisGames(lexicon, [seed]);
        if (game) checkGame(lexicon, game, seed, tally);
        const seconds = cpuNow() - start;
        tally.cpuSeconds += seconds;
        tally.games++;
        console.log(
          `verdict check seed ${seed}: ${seconds.toFixed(1)} CPU s; range ${tally.seeds} so far: ` +
            `proven ${tally.proven.equal}/${tally.proven.checked} equal (${tally.proven.notCheckable} not checkable), ` +
            `unproven graded above ${tally.unproven.above.length}/${tally.unproven.checked}, ` +
            `lines not adding up ${tally.lines.notAddingUp.length}/${tally.lines.complete}, ` +
            `views disagreeing ${tally.views.disagree.length}/${tally.views.judged}`,
        );
      }
      console.log(report(tally));
      tallies.push(tally);
    }
    return tallies;
  })();
  return measured;
}

const seedsOf = (i: number) => {
  const seeds = RANGES[i] ?? [];
  return `${seeds[0]}-${seeds.at(-1)}`;
};

/** The figures of each range, the seeds in each name. */
function rangeFigures(i: number): Figure[] {
  const range = async () => (await measure())[i] as Tally;
  const seeds = seedsOf(i);
  return [
    {
      name: `verdict check, seeds ${seeds}: proven ENDGAME grades unlike the exact solve`,
      description: 'proven verdicts whose grade differs from that of an independent exact solve',
      unit: 'moves',
      budget: 0,
      measure: async () => (await range()).proven.different.length,
    },
    {
      name: `verdict check, seeds ${seeds}: unproven ENDGAME grades above the exact solve`,
      description: "unproven graded verdicts whose grade is more severe than the exact solve's",
      unit: 'moves',
      budget: 0,
      measure: async () => (await range()).unproven.above.length,
    },
    {
      name: `verdict check, seeds ${seeds}: ENDGAME lines marked complete not adding up`,
      description:
        "candidates' lines with lineComplete not false whose own arithmetic misses the value",
      unit: 'lines',
      budget: 0,
      measure: async () => (await range()).lines.notAddingUp.length,
    },
    {
      name: `verdict check, seeds ${seeds}: views naming another best move`,
      description:
        "candidates[0] against the board's 'Beste trekk', 'Hvorfor' and practice's 'Vis løsning'",
      unit: 'views',
      budget: 0,
      measure: async () => (await range()).views.disagree.length,
    },
  ];
}

export const verdictCheckFigures: Figure[] = RANGES.flatMap((_, i) => rangeFigures(i));
