/**
 * Games repository: screens read games through here, never from src/api. Until the offline
 * issue adds IndexedDB, every call passes straight through to the network.
 */
import * as api from '../api/games.ts';
import type {
  FixGamesResult,
  GameDetails,
  GameRow,
  GameSearchRequest,
  GetGamesRequest,
  PagedGames,
} from '../../core/api-types.ts';

export function getGameMoves(gameId: number): Promise<GameDetails> {
  return api.getGameMoves(gameId);
}

export function getGames(query: GetGamesRequest): Promise<GameRow[]> {
  return api.getGames(query);
}

export function getGamesPaginated(query: GameSearchRequest): Promise<PagedGames> {
  return api.getGamesPaginated(query);
}

export function fixGames(): Promise<FixGamesResult> {
  return api.fixGames();
}
