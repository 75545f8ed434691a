/** Players repository: network-first, the last answers kept for when there is no network. */
import * as api from '../api/players.ts';
import type { PlayerInfo, PlayerInfoBasic, PlayerProfile } from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { networkFirst, type Fresh } from './read-through.ts';

export function getAllPlayers(): Promise<Fresh<PlayerInfo[]>> {
  return networkFirst('getAllPlayers', [], () => api.getAllPlayers());
}

export function getAllBasicPlayers(): Promise<Fresh<PlayerInfoBasic[]>> {
  return networkFirst('getAllBasicPlayers', [], () => api.getAllBasicPlayers());
}

export function getPlayer(id: number): Promise<Fresh<PlayerInfo>> {
  return networkFirst('getPlayer', [id], () => api.getPlayer(id));
}

export function getPlayerProfile(
  id: number,
  language: Language | null,
): Promise<Fresh<PlayerProfile>> {
  return networkFirst('getPlayerProfile', [id, language], () => api.getPlayerProfile(id, language));
}
