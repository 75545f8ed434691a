/** Players repository: passes straight through to src/api until the offline issue. */
import * as api from '../api/players.ts';
import type { PlayerInfo, PlayerInfoBasic } from '../../core/api-types.ts';

export function getAllPlayers(): Promise<PlayerInfo[]> {
  return api.getAllPlayers();
}

export function getAllBasicPlayers(): Promise<PlayerInfoBasic[]> {
  return api.getAllBasicPlayers();
}

export function getPlayer(id: number): Promise<PlayerInfo> {
  return api.getPlayer(id);
}

export function getPlayerByName(name: string): Promise<PlayerInfo> {
  return api.getPlayerByName(name);
}
