import { CALLS } from '@ordbot/contract/api-contract.ts';
import type {
  GameDetails,
  GameRow,
  GameSearchRequest,
  GetGamesRequest,
  PagedGames,
  ServedAnalysis,
} from '@ordbot/contract/api-types.ts';
import { callApi, callApiWithHeaders } from './client.ts';

/**
 * Hears the server's version of the game an answer is of, or null when the answer names none.
 * The server names it in the answer's ETag (server/routes/games.ts), as the payloads' shapes are
 * the contract's; src/cache/game-version.ts says what the app keys by it.
 */
export type OnGameVersion = (version: string | null) => void;

/** The version an ETag names, weak (W/"...") or strong ("..."); null for none or another form. */
function versionOfTag(etag: string | null): string | null {
  const match = etag === null ? null : /^(?:W\/)?"([^"]+)"$/.exec(etag.trim());
  return match?.[1] ?? null;
}

/** The game's details; `onVersion` hears the version of the game they are of. */
export async function getGameMoves(
  gameId: number,
  onVersion?: OnGameVersion,
): Promise<GameDetails> {
  const { answer, headers } = await callApiWithHeaders(CALLS.gameMoves, {
    params: { id: gameId },
  });
  onVersion?.(versionOfTag(headers.get('etag')));
  return answer;
}

/** The same filter and sort as the paged search, without paging (at most 10,000 rows). */
export function getGames(body: GetGamesRequest): Promise<GameRow[]> {
  return callApi(CALLS.getGames, { body });
}

/** The block of up to 5 pages holding body.pageNumber (1-based). */
export function getGamesPaginated(body: GameSearchRequest): Promise<PagedGames> {
  return callApi(CALLS.getGamesPaginated, { body });
}

/**
 * The game's verdicts as the server judged them (../shared/docs/verdict.md); `onVersion` hears
 * the version of the game the review was made from (null while QUEUED: there is no review).
 */
export async function getGameAnalysis(
  gameId: number,
  onVersion?: OnGameVersion,
): Promise<ServedAnalysis> {
  const { answer, headers } = await callApiWithHeaders(CALLS.gameAnalysis, {
    params: { id: gameId },
  });
  onVersion?.(versionOfTag(headers.get('etag')));
  return answer;
}
