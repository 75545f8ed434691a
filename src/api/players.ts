import { CALLS } from '@ordbot/contract/api-contract.ts';
import type { PlayerInfo, PlayerInfoBasic, PlayerProfile } from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { assertPlayerInfoArray, assertPlayerInfoBasicArray } from '@ordbot/contract/validation.ts';
import { callApi } from './client.ts';

/** docs/product.md, Checks: the player list responses must be arrays (the messages live in packages/contract/validation.ts). */
export {
  PLAYER_INFO_ARRAY_MESSAGE as NOT_PLAYER_INFO_ARRAY,
  PLAYER_INFO_BASIC_ARRAY_MESSAGE as NOT_PLAYER_INFO_BASIC_ARRAY,
} from '@ordbot/contract/validation.ts';

export function getAllPlayers(): Promise<PlayerInfo[]> {
  return callApi(CALLS.allPlayers, {}, assertPlayerInfoArray);
}

export function getAllBasicPlayers(): Promise<PlayerInfoBasic[]> {
  return callApi(CALLS.allBasicPlayers, {}, assertPlayerInfoBasicArray);
}

/** id is the player's basic-info id; an unknown id rejects with ApiError 404. */
export function getPlayer(id: number): Promise<PlayerInfo> {
  return callApi(CALLS.playerById, { params: { id } });
}

/** The player's profile, all languages or one; an unknown or hidden player rejects with 404. */
export function getPlayerProfile(id: number, language: Language | null): Promise<PlayerProfile> {
  return callApi(CALLS.playerProfile, {
    params: { id },
    query: { language: language ?? undefined },
  });
}
