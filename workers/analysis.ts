/**
 * The replay's move analysis in the Web Worker. services.ts imports this module on
 * the first analysis call only, so the worker's first script (the timeline) stays small.
 *
 * The word list comes from the server's index (GET /api/lexicons) and its content-hashed file,
 * fetched on first use and kept in a Cache Storage cache of its own (never the service
 * worker's), so a game analysed once is analysed again with no network. A loaded lexicon stays
 * in memory for the worker's life (word-lists.ts).
 */
import { analyseGame } from '@ordbot/engine/analysis/analyse.ts';
import {
  deeperEndgame,
  type DeeperEndgame,
  type DeeperStep,
} from '@ordbot/engine/analysis/endgame-deeper.ts';
import { bagEmpty } from '@ordbot/engine/analysis/chances.ts';
import { topMovesByEquity } from '@ordbot/engine/analysis/equity.ts';
import { topMovesForRack } from '@ordbot/engine/analysis/top-moves.ts';
import type {
  Alternative,
  AnalysisContext,
  AnalysisGame,
  EquityAlternative,
  GameAnalysis,
} from '@ordbot/engine/analysis/types.ts';
import { hasModel } from '@ordbot/engine/movegen/search-engine.ts';
import { reviewEndgame } from '@ordbot/engine/strategy/endgame/game.ts';
import { unseenTiles } from '@ordbot/engine/tiles.ts';
import type { AnalysisFailure } from './lexicon-files.ts';
import { failure, fastLexiconFor, unpackBoard, type ListInfo } from './word-lists.ts';

export { AnalysisError, LEXICON_CACHE, type AnalysisFailure } from './lexicon-files.ts';
export type { ListInfo } from './word-lists.ts';

export type AnalysisResult =
  { ok: true; analysis: GameAnalysis; list: ListInfo } | { ok: false; reason: AnalysisFailure };

/**
 * 'Prøv et stativ': ranked by equity with the leave ('Beholdt') where the language has tables
 * and the bag holds tiles, by points otherwise.
 */
export type RackResult =
  | { ok: true; moves: (Alternative | EquityAlternative)[]; byEquity: boolean; list: ListInfo }
  | { ok: false; reason: AnalysisFailure };

function mark(name: string, start: number) {
  performance.clearMeasures(name);
  performance.measure(name, { start, end: performance.now() });
}

/** The whole game's analysis (core analyseGame) with the word list that made it. */
export async function analyse(game: AnalysisGame): Promise<AnalysisResult> {
  try {
    const { engine, list } = await fastLexiconFor(game.language);
    const start = performance.now();
    const analysis = analyseGame(engine, game, { why: true, endgame: reviewEndgame });
    mark('analysis:game', start);
    return { ok: true, analysis, list };
  } catch (error) {
    return failure(error);
  }
}

/**
 * The top moves for a rack the user typed (already checked with validateRack) on a packed
 * board ('Prøv et stativ').
 */
export async function rackMoves(
  game: AnalysisContext,
  packedBoard: string,
  rack: string,
): Promise<RackResult> {
  try {
    const { engine, list } = await fastLexiconFor(game.language);
    const board = unpackBoard(packedBoard);
    // Ranked by the engine's model where it has one and the bag holds tiles.
    const byModel =
      hasModel(engine) && !bagEmpty(unseenTiles(board, game.language).total) ? engine : null;
    return {
      ok: true,
      moves: byModel
        ? topMovesByEquity(byModel, board, rack, game)
        : topMovesForRack(engine, board, rack, game),
      byEquity: byModel !== null,
      list,
    };
  } catch (error) {
    return failure(error);
  }
}

/**
 * 'Søk dypere', opened: whether the move has a deeper search (`found`); false when the review has
 * no endgame for it.
 */
export type DeeperOpened = { ok: true; found: boolean } | { ok: false; reason: AnalysisFailure };

/**
 * 'Søk dypere': a step of an open search; null when this worker holds no search by that id (it
 * was closed, or opened in a worker that has been ended since).
 */
export type DeeperResult =
  { ok: true; step: DeeperStep | null } | { ok: false; reason: AnalysisFailure };

/**
 * The deeper searches the page holds open, by the id the page gave each (src/features/replay/
 * deeper-search.ts), so two searches, of two moves or two sections, never meet; each keeps its
 * table between steps until the page closes it. null: being opened (its word list on its way).
 */
const searches = new Map<number, DeeperEndgame | null>();

/**
 * Opens the deeper endgame search of move `moveNum` (packages/engine/analysis/endgame-deeper.ts)
 * under `id`; an id opened again starts anew.
 */
export async function openEndgameDeeper(
  id: number,
  game: AnalysisGame,
  moveNum: number,
): Promise<DeeperOpened> {
  // Marked before the word list is awaited: a close that comes meanwhile leaves nothing behind.
  searches.set(id, null);
  try {
    const { engine } = await fastLexiconFor(game.language);
    const search = deeperEndgame(engine, game, moveNum);
    if (search && searches.has(id)) searches.set(id, search);
    else searches.delete(id);
    return { ok: true, found: search !== null };
  } catch (error) {
    searches.delete(id);
    return failure(error);
  }
}

/**
 * The next step of the open search `id`, going on where the step before stopped: each step reads
 * up to twice the positions of the one before.
 */
export function stepEndgameDeeper(id: number): DeeperResult {
  const search = searches.get(id);
  if (!search) return { ok: true, step: null };
  const start = performance.now();
  const step = search.step(search.next);
  mark('analysis:endgame-deeper', start);
  return { ok: true, step };
}

/** Lets go of the search `id` and its table; the worker goes on with other work. */
export function closeEndgameDeeper(id: number): void {
  searches.delete(id);
}
