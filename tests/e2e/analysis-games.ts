/**
 * Finds demo games for the analysis tests: the e2e process analyses them with the same core
 * code, lexicon files and strategy tables the browser's worker uses, so a test can ask for a
 * game with a graded move and know which moves are graded.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { analyseGame } from '@ordbot/engine/analysis/analyse.ts';
import type { GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import type { BoardSquareTypes, GameDetails, PagedGames } from '@ordbot/contract/api-types.ts';
import { getLexicon } from '@ordbot/engine/node/lexicon-files.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { reviewEndgame } from '@ordbot/engine/strategy/endgame/game.ts';
import { toAnalysisGame } from '../../src/features/replay/analysis-logic.ts';

export interface AnalysedGame {
  details: GameDetails;
  analysis: GameAnalysis;
  /** 1-based indexes of the graded moves, in order. */
  graded: number[];
}

/** The newest 40 NO_B games on the standard board, finished or ongoing. */
export async function searchGames(request: APIRequestContext, token: string, finished: boolean) {
  const res = await request.post('/api/games/get-games-paginated', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      pageSize: 40,
      pageNumber: 1,
      boardInfo: { language: 'NO_B', boardType: 'NORMAL' },
      ...(finished ? {} : { finished: false }),
      sort: { item: 'START_TIME', ascending: false },
    },
  });
  expect(res.status()).toBe(200);
  const paged = (await res.json()) as PagedGames;
  return paged.pages.flatMap((p) => p.data).filter((row) => row.finished === finished);
}

async function gameDetails(request: APIRequestContext, token: string, gameId: number) {
  const res = await request.get(`/api/games/gamemoves/${gameId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as GameDetails;
}

/**
 * A finished NO_B game on the standard board with at least `minGraded` graded moves (and, with
 * `endgame`, a move with an endgame review; with `preendgame`, also one with 'Før sluttspillet').
 */
export async function findAnalysedGame(
  request: APIRequestContext,
  token: string,
  minGraded = 2,
  endgame = false,
  preendgame = false,
): Promise<AnalysedGame> {
  const engine = engineWith(getLexicon('NO_B'), loadShippedModel('NO_B'));
  for (const row of await searchGames(request, token, true)) {
    const details = await gameDetails(request, token, row.gameId);
    const normal = details.moves.filter((m) => m.moveType === 'NORMAL').length;
    if (details.hasBrokenMoves || normal < 6) continue;
    const layoutRes = await request.get(
      `/api/boards/board-square-types/${details.game.boardInfo.boardTypeId}`,
    );
    const layout = ((await layoutRes.json()) as BoardSquareTypes).types;
    const moves = [...details.moves].sort((a, b) => a.moveNum - b.moveNum);
    const analysis = analyseGame(engine, toAnalysisGame(details, moves, layout), {
      why: true,
      endgame: reviewEndgame,
    });
    const graded = analysis.moves.flatMap((m, i) => (m?.grade ? [i + 1] : []));
    const perfect = analysis.moves.some((m) => m?.endgame);
    const before = analysis.moves.some((m) => m?.preendgame);
    if (graded.length >= minGraded && (!endgame || perfect) && (!preendgame || before)) {
      return { details, analysis, graded };
    }
  }
  throw new Error('no demo game with graded moves');
}

/** An ongoing demo game with a few moves. */
export async function findOngoingGame(
  request: APIRequestContext,
  token: string,
): Promise<GameDetails> {
  for (const row of await searchGames(request, token, false)) {
    const details = await gameDetails(request, token, row.gameId);
    if (!details.hasBrokenMoves && details.moves.length >= 2) return details;
  }
  throw new Error('no ongoing demo game');
}
