/** Fair-play repository: network-first, the last answers kept for when there is no network. */
import * as api from '../api/fairplay.ts';
import type {
  FairplayCase,
  FairplayCaseUpdate,
  FairplayFlag,
  FairplayMonth,
  FairplayListQuery,
  FairplayPlayerDetails,
  FairplayPlayerPage,
} from '@ordbot/contract/api-types.ts';
import { networkFirst, type Fresh } from './read-through.ts';

export function getFairplayPlayers(query: FairplayListQuery): Promise<Fresh<FairplayPlayerPage>> {
  return networkFirst('getFairplayPlayers', [query.page, query.sort, query.direction], () =>
    api.getFairplayPlayers(query),
  );
}

export function getFairplayPlayer(id: number, page: number): Promise<Fresh<FairplayPlayerDetails>> {
  return networkFirst('getFairplayPlayer', [id, page], () => api.getFairplayPlayer(id, page));
}

export function getFairplayCase(id: number): Promise<Fresh<FairplayCase>> {
  return networkFirst('getFairplayCase', [id], () => api.getFairplayCase(id));
}

/** A change goes straight through: a case is never changed from a saved copy. */
export function updateFairplayCase(id: number, body: FairplayCaseUpdate): Promise<FairplayCase> {
  return api.updateFairplayCase(id, body);
}

export function getFairplayFlags(id: number): Promise<Fresh<FairplayFlag[]>> {
  return networkFirst('getFairplayFlags', [id], () => api.getFairplayFlags(id));
}

export function getFairplayRates(id: number): Promise<Fresh<FairplayMonth[]>> {
  return networkFirst('getFairplayRates', [id], () => api.getFairplayRates(id));
}
