/** Fair-play repository: network-first, the last answers kept for when there is no network. */
import * as api from '../api/fairplay.ts';
import type { FairplayPlayer, FairplayPlayerDetails } from '../../core/api-types.ts';
import { networkFirst } from './read-through.ts';

export function getFairplayPlayers(): Promise<FairplayPlayer[]> {
  return networkFirst('getFairplayPlayers', [], () => api.getFairplayPlayers());
}

export function getFairplayPlayer(id: number): Promise<FairplayPlayerDetails> {
  return networkFirst('getFairplayPlayer', [id], () => api.getFairplayPlayer(id));
}
