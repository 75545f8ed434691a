import { useEffect, useState } from 'react';
import type { PlayerInfoBasic } from '../../../core/api-types.ts';
import { byPlayerName } from '../../../core/names.ts';
import { getAllBasicPlayers } from '../../cache/players.ts';

export interface BasicPlayers {
  loaded: boolean;
  players: readonly PlayerInfoBasic[];
}

const NONE: readonly PlayerInfoBasic[] = [];

/**
 * The players the user may pick from (a restricted user gets only their own). A failure is only
 * logged (spec 8) and leaves the list empty.
 */
export function useBasicPlayers(): BasicPlayers {
  const [state, setState] = useState<BasicPlayers>({ loaded: false, players: NONE });
  useEffect(() => {
    let current = true;
    getAllBasicPlayers().then(
      (players) => {
        const sorted = [...players].sort(byPlayerName);
        if (current) setState({ loaded: true, players: sorted });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setState({ loaded: true, players: NONE });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
