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
import { reviewEndgame } from '@ordbot/engine/strategy/endgame-game.ts';
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
    const [{ engine, list }, model] = await Promise.all([
      fastLexiconFor(game.language),
      strategyModelFor(game.language),
    ]);
    const start = performance.now();
    const analysis = analyseGame(engine, game, { model, why: true, endgame: reviewEndgame });
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
    const [{ engine, list }, model] = await Promise.all([
      fastLexiconFor(game.language),
      strategyModelFor(game.language),
    ]);
    const board = unpackBoard(packedBoard);
    const byEquity = model !== null && !bagEmpty(unseenTiles(board, game.language).total);
    return {
      ok: true,
      moves: byEquity
        ? topMovesByEquity(engine, board, rack, game, model)
        : topMovesForRack(engine, board, rack, game),
      byEquity,
      list,
    };
  } catch (error) {
    return failure(error);
  }
}

/** 'Søk dypere': a step of a move's deeper endgame search; null when the move has none. */
export type DeeperResult =
  { ok: true; step: DeeperStep | null } | { ok: false; reason: AnalysisFailure };

/** The deeper search asked for last, kept so that its next step goes on from its table. */
let deeper: { key: string; search: DeeperEndgame } | null = null;

/**
 * The next step of the deeper endgame search of move `moveNum` (packages/engine/analysis/
 * endgame-deeper.ts): the same game and move as the call before go on where it stopped, any
 * other starts anew. Each step reads up to twice the positions of the one before.
 */
export async function endgameDeeper(game: AnalysisGame, moveNum: number): Promise<DeeperResult> {
  try {
    const { engine } = await fastLexiconFor(game.language);
    const key = `${game.language}|${moveNum}|${JSON.stringify(game.moves)}`;
    if (deeper?.key !== key) {
      const search = deeperEndgame(engine, game, moveNum);
      if (!search) return { ok: true, step: null };
      deeper = { key, search };
    }
    const start = performance.now();
    const step = deeper.search.step(deeper.search.next);
    mark('analysis:endgame-deeper', start);
    return { ok: true, step };
  } catch (error) {
    return failure(error);
  }
}
