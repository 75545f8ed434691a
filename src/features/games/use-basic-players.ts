import type { PlayerInfoBasic } from '@ordbot/contract/api-types.ts';
import { byPlayerName } from '@ordbot/contract/names.ts';
import { getAllBasicPlayers } from '../../cache/players.ts';
import { useLoad } from '../../ui/use-load.ts';

export interface BasicPlayers {
  loaded: boolean;
  players: readonly PlayerInfoBasic[];
}

const NONE: readonly PlayerInfoBasic[] = [];

async function loadSorted(): Promise<readonly PlayerInfoBasic[]> {
  return [...(await getAllBasicPlayers()).value].sort(byPlayerName);
}

/**
 * The players the user may pick from (a restricted user gets only their own). A failure is only
 * logged (docs/product.md, Errors) and leaves the list empty.
 */
export function useBasicPlayers(): BasicPlayers {
  const { status, data } = useLoad('basic-players', loadSorted);
  return { loaded: status === 'done' || status === 'failed', players: data ?? NONE };
}
