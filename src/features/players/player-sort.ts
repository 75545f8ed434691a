/** Order of the player list (docs/product.md, Player list): pure, so the unit tests can check it directly. */
import type { PlayerInfo } from '@ordbot/contract/api-types.ts';
import { percentageWon } from '@ordbot/contract/format.ts';
import { byPlayerName } from '@ordbot/contract/names.ts';
import type { SortState } from '../../ui/sort-header.tsx';

/** The sortable columns, plus gamesFinished: the initial order, which has no column of its own. */
export type PlayerSortKey =
  'gamesFinished' | 'gamesStarted' | 'won' | 'draw' | 'lost' | 'percentageWon';

export const SORTABLE_PLAYER_COLUMNS = [
  'gamesStarted',
  'won',
  'draw',
  'lost',
  'percentageWon',
] as const;

/** docs/product.md, Player list: games finished, highest first. */
export const INITIAL_PLAYER_SORT: SortState<PlayerSortKey> = {
  key: 'gamesFinished',
  direction: 'descending',
};

function sortValue(player: PlayerInfo, key: PlayerSortKey): number {
  if (key === 'percentageWon') return percentageWon(player);
  const value = player[key] as number | null | undefined;
  return value ?? 0;
}

/** A sorted copy; ties fall back to the name, then the id, so the order never wobbles. */
export function sortPlayers(
  players: readonly PlayerInfo[],
  sort: SortState<PlayerSortKey>,
): PlayerInfo[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...players].sort(
    (a, b) =>
      sign * (sortValue(a, sort.key) - sortValue(b, sort.key)) ||
      byPlayerName(a.basicInfo, b.basicInfo),
  );
}
