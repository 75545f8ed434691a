/** The desk's list order and rates (issue 15): pure, so the unit tests can check them directly. */
import type { FairplayPlayer } from '../../../core/api-types.ts';
import { byEvidence } from '../../../core/fairplay-desk.ts';
import type { SortState } from '../../ui/sort-header.tsx';
import { LOCALE } from '../../../core/constants.ts';

export type FairplaySortKey = 'movesAnalysed' | 'foundRate' | 'expectedRate' | 'z' | 'botFlags';

export const SORTABLE_FAIRPLAY_COLUMNS = [
  'movesAnalysed',
  'foundRate',
  'expectedRate',
  'z',
  'botFlags',
] as const satisfies readonly FairplaySortKey[];

/** The server's order: highest z first. */
export const INITIAL_FAIRPLAY_SORT: SortState<FairplaySortKey> = {
  key: 'z',
  direction: 'descending',
};

/** count of moves as a percentage (0-100); 0 without moves. */
export function ratePercent(count: number, moves: number): number {
  return moves === 0 ? 0 : (count / moves) * 100;
}

function sortValue(player: FairplayPlayer, key: FairplaySortKey): number {
  switch (key) {
    case 'foundRate':
      return ratePercent(player.bestFound, player.movesAnalysed);
    case 'expectedRate':
      return ratePercent(player.expected, player.movesAnalysed);
    default:
      return player[key];
  }
}

/** A sorted copy; ties fall back to the list's own order (z, moves, name). */
export function sortFairplay(
  players: readonly FairplayPlayer[],
  sort: SortState<FairplaySortKey>,
): FairplayPlayer[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...players].sort(
    (a, b) => sign * (sortValue(a, sort.key) - sortValue(b, sort.key)) || byEvidence(a, b),
  );
}

const zFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 3.5 -> '3,50' (z and expected counts, two decimals, Norwegian). */
export function formatDecimal2(n: number): string {
  return zFormat.format(n);
}
