import { Link } from 'wouter';
import type { FairplayPlayer } from '../../../core/api-types.ts';
import { PLAYER_TABLE_PAGE_SIZE } from '../../../core/constants.ts';
import { FAIRPLAY_MIN_MOVES, isSuspicious, SUSPICION_Z } from '../../../core/fairplay.ts';
import { formatNumber, formatPercent } from '../../../core/format.ts';
import { routePath } from '../../../core/routes.ts';
import { getFairplayPlayers } from '../../cache/fairplay.ts';
import { CacheNote } from '../../ui/cache-note.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { SortHeader } from '../../ui/sort-header.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { useSortedPages } from '../../ui/use-sorted-pages.ts';
import { FAIRPLAY_TEXT } from '../../ui/text-fairplay.ts';
import {
  formatDecimal2,
  INITIAL_FAIRPLAY_SORT,
  ratePercent,
  sortFairplay,
  SORTABLE_FAIRPLAY_COLUMNS,
} from './fairplay-figures.ts';
import { LoadStatus, loadChecked } from './fairplay-load.tsx';
import { SuspicionBadge } from './suspicion-badge.tsx';
import './fairplay.css';

const T = FAIRPLAY_TEXT;

const loadFairplayPlayers = () => loadChecked(getFairplayPlayers(), Array.isArray);

/**
 * Route fairplay (/fairplay, ADMIN; issue 15): the players with at least 100 analysed moves and
 * their figures against the population's, highest z first, sortable and 20 a page. The whole
 * list is one answer (a row per listed player, thousands at most), so sorting and paging happen
 * here.
 */
export function FairplayPage() {
  const { status, data: players, reload } = useLoad('fairplay', loadFairplayPlayers);
  const { sort, onSort, sorted, rows, page, setPage } = useSortedPages(
    players,
    sortFairplay,
    INITIAL_FAIRPLAY_SORT,
    PLAYER_TABLE_PAGE_SIZE,
  );

  return (
    <section className="page fairplay-page" aria-labelledby="fairplay-heading">
      <h1 id="fairplay-heading">{T.heading}</h1>
      <div className="fairplay-intro">
        <p>{T.intro}</p>
        <p>
          <strong>{T.caution}</strong>
        </p>
        <p>{T.threshold(formatDecimal2(SUSPICION_Z), formatNumber(FAIRPLAY_MIN_MOVES))}</p>
      </div>
      <CacheNote value={players ?? null} />
      <LoadStatus status={status} onRetry={reload} />
      {players && players.length === 0 && <p className="fairplay-empty">{T.empty}</p>}
      {sorted.length > 0 && (
        <>
          <ScrollTable label={T.caption}>
            <table className="data-table fairplay-table">
              <caption className="visually-hidden">{T.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.columns.name}</th>
                  {SORTABLE_FAIRPLAY_COLUMNS.map((key) => (
                    <SortHeader key={key} sortKey={key} sort={sort} onSort={onSort} numeric>
                      {T.columns[key]}
                    </SortHeader>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((player) => (
                  <FairplayRow key={player.basicInfo.id} player={player} />
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <Pagination
            page={page}
            totalRecords={sorted.length}
            pageSize={PLAYER_TABLE_PAGE_SIZE}
            onPageChange={setPage}
            label={T.pagination}
          />
        </>
      )}
    </section>
  );
}

function FairplayRow({ player }: { player: FairplayPlayer }) {
  const { id, name } = player.basicInfo;
  const moves = player.movesAnalysed;
  return (
    <tr>
      <th scope="row" className="fairplay-table__name">
        <span className="fairplay-table__name-inner">
          <Link href={routePath('fairplayPlayer', { id })} title={T.showEvidence(name)}>
            {name}
          </Link>
          {isSuspicious(player) && <SuspicionBadge />}
        </span>
      </th>
      <td className="numeric">{formatNumber(moves)}</td>
      <td className="numeric">{formatPercent(ratePercent(player.bestFound, moves))}</td>
      <td className="numeric">{formatPercent(ratePercent(player.expected, moves))}</td>
      <td className="numeric">{formatDecimal2(player.z)}</td>
      <td className="numeric">{formatNumber(player.botFlags)}</td>
    </tr>
  );
}
