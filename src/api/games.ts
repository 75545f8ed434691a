import type {
  GameDetails,
  GameRow,
  GameSearchRequest,
  GetGamesRequest,
  PagedGames,
} from '../../core/api-types.ts';
import { request } from './client.ts';

export function getGameMoves(gameId: number): Promise<GameDetails> {
  return request<GameDetails>(`/games/gamemoves/${encodeURIComponent(gameId)}`);
}

/** The same filter and sort as the paged search, without paging (at most 10,000 rows). */
export function getGames(body: GetGamesRequest): Promise<GameRow[]> {
  return request<GameRow[]>('/games/get-games', { method: 'POST', body });
}

/** The block of up to 5 pages holding body.pageNumber (1-based). */
export function getGamesPaginated(body: GameSearchRequest): Promise<PagedGames> {
  return request<PagedGames>('/games/get-games-paginated', { method: 'POST', body });
}
