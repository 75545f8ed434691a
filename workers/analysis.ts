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
import { solveEndgame } from '@ordbot/engine/strategy/endgame.ts';
import { unseenTiles } from '@ordbot/engine/tiles.ts';
import { strategyModelFor } from './strategy-model.ts';
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
    const [{ lexicon, list }, model] = await Promise.all([
      fastLexiconFor(game.language),
      strategyModelFor(game.language),
    ]);
    const start = performance.now();
    const analysis = analyseGame(lexicon, game, { model, why: true, endgame: solveEndgame });
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
    const [{ lexicon, list }, model] = await Promise.all([
      fastLexiconFor(game.language),
      strategyModelFor(game.language),
    ]);
    const board = unpackBoard(packedBoard);
    const byEquity = model !== null && !bagEmpty(unseenTiles(board, game.language).total);
    return {
      ok: true,
      moves: byEquity
        ? topMovesByEquity(lexicon, board, rack, game, model)
        : topMovesForRack(lexicon, board, rack, game),
      byEquity,
      list,
    };
  } catch (error) {
    return failure(error);
  }
}
