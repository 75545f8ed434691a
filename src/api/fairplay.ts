/** The fair-play desk's calls (ADMIN; docs/analysis.md "Fair play"). */
import { CALLS } from '@ordbot/contract/api-contract.ts';
import type {
  FairplayCase,
  FairplayCaseUpdate,
  FairplayFlag,
  FairplayMonth,
  FairplayListQuery,
  FairplayPlayerDetails,
  FairplayPlayerPage,
} from '@ordbot/contract/api-types.ts';
import { callApi } from './client.ts';

/** A page of the players with at least 100 analysed moves, in the order asked for. */
export function getFairplayPlayers(query: FairplayListQuery): Promise<FairplayPlayerPage> {
  return callApi(CALLS.fairplayPlayers, { query });
}

/**
 * One player's figures, the moves that make the case, and a page of their games with those
 * games' moves; an unknown player rejects with ApiError 404.
 */
export function getFairplayPlayer(id: number, page: number): Promise<FairplayPlayerDetails> {
  return callApi(CALLS.fairplayPlayer, { params: { id }, query: { page } });
}

/** The admin's case on the player: status, note, history and linked accounts. */
export function getFairplayCase(id: number): Promise<FairplayCase> {
  return callApi(CALLS.fairplayCase, { params: { id } });
}

/** Sets the case's status and note; answers the case as it now stands. */
export function updateFairplayCase(id: number, body: FairplayCaseUpdate): Promise<FairplayCase> {
  return callApi(CALLS.updateFairplayCase, { params: { id }, body });
}

/** The bot's cheat flags on the player's moves, newest game first. */
export function getFairplayFlags(id: number): Promise<FairplayFlag[]> {
  return callApi(CALLS.fairplayFlags, { params: { id } });
}

/** The player's analysed moves by month, oldest first. */
export function getFairplayRates(id: number): Promise<FairplayMonth[]> {
  return callApi(CALLS.fairplayRates, { params: { id } });
}
