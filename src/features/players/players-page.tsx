import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { PlayerInfo } from '@ordbot/contract/api-types.ts';
import { PLAYER_TABLE_PAGE_SIZE } from '@ordbot/contract/constants.ts';
import { formatNumber, formatPercentageWon } from '@ordbot/contract/format.ts';
import { nameMatches } from '@ordbot/contract/names.ts';
import { routePath } from '@ordbot/contract/routes.ts';
import { TEXT } from '../../ui/text.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { getAllPlayers } from '../../cache/players.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { SortHeader } from '../../ui/sort-header.tsx';
import { useSortedPages } from '../../ui/use-sorted-pages.ts';
import { useLoad } from '../../ui/use-load.ts';
import { INITIAL_PLAYER_SORT, sortPlayers, SORTABLE_PLAYER_COLUMNS } from './player-sort.ts';
import './players.css';

const COLUMN = TEXT.players.columns;

/** docs/product.md, Player list: every player, 20 a page, sortable by the counts; the name column is not. */
export function PlayersPage() {
  // docs/product.md, Errors: a failed player list is only logged.
  const { status, data } = useLoad('players', getAllPlayers);
  const players = data?.value;
  // Every player is loaded at once (docs/product.md, Player list), so the name search filters here:
  // any case, accents ignored, å ø æ letters of their own.
  const [query, setQuery] = useState('');
  const found = useMemo(
    () => players?.filter((player) => nameMatches(player.basicInfo.name, query)),
    [players, query],
  );
  const { sort, onSort, sorted, rows, page, setPage } = useSortedPages(
    found,
    sortPlayers,
    INITIAL_PLAYER_SORT,
    PLAYER_TABLE_PAGE_SIZE,
  );

  return (
    <section className="page players-page" aria-labelledby="players-heading">
      <h1 id="players-heading">{TEXT.players.heading}</h1>
      <FreshnessNote freshness={data?.freshness} />
      {status === 'loading' && (
        <p className="loading-note" role="status">
          {TEXT.players.loading}
        </p>
      )}
      {players && players.length > 0 && (
        <label className="players-search">
          <span>{TEXT.players.search}</span>
          <input
            type="search"
            value={query}
            placeholder={TEXT.players.searchPlaceholder}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
        </label>
      )}
      {players && players.length > 0 && sorted.length === 0 && (
        <p role="status">{TEXT.players.noneFound}</p>
      )}
      {sorted.length > 0 && (
        <>
          <ScrollTable label={TEXT.players.caption}>
            <table className="data-table player-table">
              <caption className="visually-hidden">{TEXT.players.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{COLUMN.name}</th>
                  {SORTABLE_PLAYER_COLUMNS.map((key) => (
                    <SortHeader key={key} sortKey={key} sort={sort} onSort={onSort} numeric>
                      {COLUMN[key]}
                    </SortHeader>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((player) => (
                  <PlayerRow key={player.basicInfo.id} player={player} />
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <Pagination
            page={page}
            totalRecords={sorted.length}
            pageSize={PLAYER_TABLE_PAGE_SIZE}
            onPageChange={setPage}
            label={TEXT.players.pagination}
          />
        </>
      )}
    </section>
  );
}

function count(value: number | null | undefined): string {
  return formatNumber(value ?? 0);
}

function PlayerRow({ player }: { player: PlayerInfo }) {
  const { id, name } = player.basicInfo;
  const started = count(player.gamesStarted);
  return (
    <tr>
      <th scope="row" className="player-table__name">
        <span className="player-table__name-inner">
          <Link
            href={routePath('playerDetails', { id })}
            className="icon-link"
            aria-label={TEXT.players.showPlayer(name)}
            title={TEXT.players.showPlayer(name)}
          >
            <SearchIcon />
          </Link>
          <span>{name}</span>
        </span>
      </th>
      <td className="numeric">
        <Link
          href={routePath('game', { playerId: id })}
          aria-label={TEXT.players.gamesOfPlayer(started, name)}
        >
          {started}
        </Link>
      </td>
      <td className="numeric">{count(player.won)}</td>
      <td className="numeric">{count(player.draw)}</td>
      <td className="numeric">{count(player.lost)}</td>
      <td className="numeric">{formatPercentageWon(player)}</td>
    </tr>
  );
}
