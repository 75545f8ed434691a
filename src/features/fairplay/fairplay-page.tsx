import { useState } from 'react';
import { Link } from 'wouter';
import type {
  FairplayListQuery,
  FairplayPlayer,
  FairplaySortKey,
} from '@ordbot/contract/api-types.ts';
import { FAIRPLAY_MIN_MOVES, isSuspicious, SUSPICION_Z } from '@ordbot/engine/fairplay.ts';
import {
  formatFixed,
  formatNumber,
  formatPercentOne as formatPercent,
} from '@ordbot/contract/format.ts';
import { routePath } from '@ordbot/contract/routes.ts';
import { getFairplayPlayers } from '../../cache/fairplay.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { nextSort, SortHeader, type SortState } from '../../ui/sort-header.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { FAIRPLAY_TEXT } from '../../ui/text-fairplay.ts';
import {
  INITIAL_FAIRPLAY_SORT,
  ratePercent,
  SORTABLE_FAIRPLAY_COLUMNS,
} from './fairplay-figures.ts';
import { LoadStatus, loadChecked } from './fairplay-load.tsx';
import { SuspicionBadge } from './suspicion-badge.tsx';
import './fairplay.css';

const T = FAIRPLAY_TEXT;

const loadFairplayPlayers = (query: FairplayListQuery) =>
  loadChecked(getFairplayPlayers(query), (answer) => Array.isArray(answer.value?.players));

/**
 * Route fairplay (/fairplay, ADMIN): the players with at least 100 analysed moves and their
 * figures against the population's, highest z first, sortable, 20 a page. The server sorts and
 * pages (docs/analysis.md "Fair play"); the page shown stays while the next one loads.
 */
export function FairplayPage() {
  const [sort, setSort] = useState<SortState<FairplaySortKey>>(INITIAL_FAIRPLAY_SORT);
  const [page, setPage] = useState(1);
  const query: FairplayListQuery = { page, sort: sort.key, direction: sort.direction };
  const { status, data, last, reload } = useLoad(`${page}:${sort.key}:${sort.direction}`, () =>
    loadFairplayPlayers(query),
  );
  const answer = data ?? last?.data;
  const shown = answer?.value;
  const players = shown?.players;
  const onSort = (key: FairplaySortKey) => {
    setSort((current) => nextSort(current, key));
    setPage(1);
  };

  return (
    <section className="page fairplay-page" aria-labelledby="fairplay-heading">
      <h1 id="fairplay-heading">{T.heading}</h1>
      <div className="fairplay-intro">
        <p>{T.intro}</p>
        <p>
          <strong>{T.caution}</strong>
        </p>
        <p>{T.threshold(formatFixed(SUSPICION_Z, 2), formatNumber(FAIRPLAY_MIN_MOVES))}</p>
      </div>
      <FreshnessNote freshness={answer?.freshness} />
      {(status === 'failed' || !shown) && <LoadStatus status={status} onRetry={reload} />}
      {shown && shown.totalRecords === 0 && <p className="fairplay-empty">{T.empty}</p>}
      {shown && players && players.length > 0 && (
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
                {players.map((player) => (
                  <FairplayRow key={player.basicInfo.id} player={player} />
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <Pagination
            page={shown.page}
            totalRecords={shown.totalRecords}
            pageSize={shown.pageSize}
            onPageChange={setPage}
            label={T.pagination}
            busy={status === 'loading'}
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
      <td className="numeric">{formatFixed(player.z, 2)}</td>
      <td className="numeric">{formatNumber(player.botFlags)}</td>
    </tr>
  );
}
