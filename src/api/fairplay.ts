/** The fair-play desk's calls (ADMIN; docs/analysis.md "Fair play"). */
import { CALLS } from '../../core/api-contract.ts';
import type { FairplayPlayer, FairplayPlayerDetails } from '../../core/api-types.ts';
import { callApi } from './client.ts';

/** Players with at least 100 analysed moves, highest z first. */
export function getFairplayPlayers(): Promise<FairplayPlayer[]> {
  return callApi(CALLS.fairplayPlayers, {});
}

/** One player's figures, games and moves; an unknown player rejects with ApiError 404. */
export function getFairplayPlayer(id: number): Promise<FairplayPlayerDetails> {
  return callApi(CALLS.fairplayPlayer, { params: { id } });
}
