import type { PlayerInfo, PlayerInfoBasic } from '../../core/api-types.ts';
import { request } from './client.ts';

/** Spec 5: the player list responses must be arrays. */
export const NOT_PLAYER_INFO_ARRAY = 'Unexpected response type. Expected an array of PlayerInfo.';
export const NOT_PLAYER_INFO_BASIC_ARRAY =
  'Unexpected response type. Expected an array of PlayerInfoBasic.';

function requireArray<T>(data: unknown, message: string): T[] {
  if (!Array.isArray(data)) throw new TypeError(message);
  return data as T[];
}

export async function getAllPlayers(): Promise<PlayerInfo[]> {
  return requireArray(await request<unknown>('/players/all'), NOT_PLAYER_INFO_ARRAY);
}

export async function getAllBasicPlayers(): Promise<PlayerInfoBasic[]> {
  return requireArray(await request<unknown>('/players/allbasic'), NOT_PLAYER_INFO_BASIC_ARRAY);
}

/** id is the player's basic-info id; an unknown id rejects with ApiError 404. */
export function getPlayer(id: number): Promise<PlayerInfo> {
  return request<PlayerInfo>(`/players/playerid/${encodeURIComponent(id)}`);
}

/** Exact, case-insensitive name; an unknown name rejects with ApiError 404. */
export function getPlayerByName(name: string): Promise<PlayerInfo> {
  return request<PlayerInfo>(`/players/playername/${encodeURIComponent(name)}`);
}
