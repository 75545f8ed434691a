/**
 * Practice in the Web Worker (docs/strategy.md "Practice"): checks a placement with the engine
 * (packages/engine/analysis/practice.ts) against the word list the analysis loads (word-lists.ts: fetched
 * once, then from Cache Storage), with the language's strategy model where it has one. The ranked
 * field of the last position is kept, so checking again in the same exercise costs one
 * validation. services.ts imports this module on its first call; the game analysis and the
 * endgame solver of the review after an answer are imported by that review, so an exercise
 * opens with the word engine only.
 */
import {
  checkPlacement,
  moveField,
  type KnownTiles,
  type MoveField,
  type PlacementCheck,
  type RatedMove,
} from '@ordbot/engine/analysis/practice.ts';
import {
  byVerdict,
  verdictBest,
  verdictSolution,
  type PracticeVerdict,
} from '@ordbot/engine/analysis/practice-verdict.ts';
import type { AnalysisContext, AnalysisGame, MoveAnalysis } from '@ordbot/engine/analysis/types.ts';
import { RACK_SIZE } from '@ordbot/engine/dimensions.ts';
import type { TileInput } from '@ordbot/engine/movegen/placement.ts';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import { unseenTiles } from '@ordbot/engine/tiles.ts';
import type { ExerciseMove } from './practice-endgame.ts';
import type { AnalysisFailure } from './lexicon-files.ts';
import { strategyModelFor } from './strategy-model.ts';
import { failure, fastLexiconFor, lexiconFor, unpackBoard, type ListInfo } from './word-lists.ts';

export type PracticeCheckResult =
  { ok: true; check: PlacementCheck; list: ListInfo } | { ok: false; reason: AnalysisFailure };

export type PracticeSolutionResult =
  | { ok: true; best: RatedMove | null; total: number; byEquity: boolean; list: ListInfo }
  | { ok: false; reason: AnalysisFailure };

/** The review of the exercise's move (its 'Hvorfor'); analysis null when not covered. */
export type PracticeReviewResult =
  | { ok: true; analysis: MoveAnalysis | null; list: ListInfo }
  | { ok: false; reason: AnalysisFailure };

let last: { key: string; field: MoveField } | null = null;

/**
 * The practice engine of a language: its word list searched by TypeScript (no WebAssembly module
 * to load for one placement) with the language's strategy model, asked for once the list is
 * there (a list that cannot load is the failure the page names).
 */
async function practiceEngine(language: AnalysisContext['language']) {
  const { lexicon, list } = await lexiconFor(language);
  return { engine: engineWith(lexicon, await strategyModelFor(language)), list };
}

async function fieldOf(game: AnalysisContext, packedBoard: string, known: KnownTiles) {
  const { engine, list } = await practiceEngine(game.language);
  const board = unpackBoard(packedBoard);
  const key = JSON.stringify([
    game.language,
    game.layout,
    packedBoard,
    known,
    engine.model?.version,
  ]);
  if (last?.key !== key) {
    last = { key, field: moveField(engine, board, known, game) };
  }
  return { engine, list, board, field: last.field };
}

function mark(name: string, start: number) {
  performance.clearMeasures(name);
  performance.measure(name, { start, end: performance.now() });
}

export type { ExerciseMove } from './practice-endgame.ts';

/** The endgame's judgement of practice, a module of its own: loaded for an empty-bag exercise. */
const endgameModule = () => import('./practice-endgame.ts');

/**
 * Whether the bag is empty before the exercise's move (only the opponent's rack unseen): only then
 * is the endgame's module loaded, so an exercise with tiles in the bag needs nothing more (offline
 * too).
 */
function bagIsEmpty(
  board: readonly string[],
  known: KnownTiles,
  language: AnalysisContext['language'],
) {
  return known.rackKnown && unseenTiles(board, language).total - known.tiles.length <= RACK_SIZE;
}

/**
 * Is the placement legal (why not, in Norwegian), its points, equity and rank; where the server's
 * verdict of the move is at hand (`served`), the best is the verdict's (practice-verdict.ts).
 */
export async function checkPractice(
  game: AnalysisContext,
  packedBoard: string,
  tiles: readonly TileInput[],
  known: KnownTiles,
  exercise?: ExerciseMove,
  verdict?: PracticeVerdict | null,
): Promise<PracticeCheckResult> {
  try {
    const start = performance.now();
    const { engine, list, board, field } = await fieldOf(game, packedBoard, known);
    let check = checkPlacement(engine, board, tiles, known, game, field);
    if (exercise && bagIsEmpty(board, known, game.language)) {
      const fast = (await fastLexiconFor(game.language)).engine;
      check = (await endgameModule()).byEndgame(fast, board, known, check, exercise);
    }
    check = byVerdict(check, field, verdict ? verdictBest(verdict, known) : null);
    // 'practice:check': the check with the lexicon in hand (the benchmarks read it).
    mark('practice:check', start);
    return { ok: true, check, list };
  } catch (error) {
    return failure(error);
  }
}

/**
 * The best placement of the known tiles ('Vis løsning'): the server's verdict's where it is at
 * hand, else by the endgame with the bag empty, else by equity.
 */
export async function practiceSolution(
  game: AnalysisContext,
  packedBoard: string,
  known: KnownTiles,
  exercise?: ExerciseMove,
  verdict?: PracticeVerdict | null,
): Promise<PracticeSolutionResult> {
  try {
    const { list, field, board } = await fieldOf(game, packedBoard, known);
    const served = verdict ? verdictBest(verdict, known) : null;
    const judged = served ? verdictSolution(field, served) : null;
    if (served && judged) {
      const endgame = served.method === 'ENDGAME';
      const equity = endgame ? (served.values[served.best] ?? judged.equity) : judged.equity;
      const byEquity = !endgame && field.byEquity;
      return { ok: true, best: { ...judged, equity }, total: field.total, byEquity, list };
    }
    const best =
      exercise && bagIsEmpty(board, known, game.language)
        ? (await endgameModule()).endgameSolution(
            (await fastLexiconFor(game.language)).engine,
            board,
            known,
            exercise,
          )
        : null;
    if (best) return { ok: true, best, total: field.total, byEquity: false, list };
    return { ok: true, best: field.best, total: field.total, byEquity: field.byEquity, list };
  } catch (error) {
    return failure(error);
  }
}

/**
 * The review of the exercise's move after an answer: the better move and 'Hvorfor', the same
 * figures the replay shows for it (core reportMove with `why: true`, the strategy model and the
 * exact endgame solver), for that one move only.
 */
export async function practiceReview(
  game: AnalysisGame,
  moveNum: number,
): Promise<PracticeReviewResult> {
  try {
    const [{ engine, list }, { reviewOfMove }, { reviewEndgame }] = await Promise.all([
      practiceEngine(game.language),
      import('@ordbot/engine/analysis/analyse.ts'),
      import('@ordbot/engine/strategy/endgame/game.ts'),
    ]);
    const start = performance.now();
    // The options of the replay's analysis (analysis.ts), so the facts are the same.
    const analysis = reviewOfMove(engine, game, moveNum, { why: true, endgame: reviewEndgame });
    mark('practice:review', start);
    return { ok: true, analysis, list };
  } catch (error) {
    return failure(error);
  }
}
