import { CALLS } from '@ordbot/contract/api-contract.ts';
import type {
  GameDetails,
  GameRow,
  GameSearchRequest,
  GetGamesRequest,
  PagedGames,
  ServedAnalysis,
} from '@ordbot/contract/api-types.ts';
import { callApi } from './client.ts';

export function getGameMoves(gameId: number): Promise<GameDetails> {
  return callApi(CALLS.gameMoves, { params: { id: gameId } });
}

/** The same filter and sort as the paged search, without paging (at most 10,000 rows). */
export function getGames(body: GetGamesRequest): Promise<GameRow[]> {
  return callApi(CALLS.getGames, { body });
}

/** The block of up to 5 pages holding body.pageNumber (1-based). */
export function getGamesPaginated(body: GameSearchRequest): Promise<PagedGames> {
  return callApi(CALLS.getGamesPaginated, { body });
}

/** The game's verdicts as the server judged them (../shared/docs/verdict.md). */
export function getGameAnalysis(gameId: number): Promise<ServedAnalysis> {
  return callApi(CALLS.gameAnalysis, { params: { id: gameId } });
}
