import { useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { FairplayGame, FairplayPlayerDetails } from '../../../core/api-types.ts';
import { GAMES_TABLE_PAGE_SIZE } from '../../../core/constants.ts';
import { movesThatMakeTheCase } from '../../../core/fairplay-desk.ts';
import { FAIRPLAY_MIN_MOVES, isSuspicious } from '../../../core/fairplay.ts';
import { formatDate, formatNumber, formatPercent } from '../../../core/format.ts';
import { replayHref, routePath } from '../../../core/routes.ts';
import { getFairplayPlayer } from '../../cache/fairplay.ts';
import { CacheNote } from '../../ui/cache-note.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { FAIRPLAY_TEXT } from '../../ui/text-fairplay.ts';
import { formatDecimal2, ratePercent } from './fairplay-figures.ts';
import { LoadStatus, loadChecked } from './fairplay-load.tsx';
import { isNotFound } from '../../api/client.ts';
import { useLoad } from '../../ui/use-load.ts';
import { SuspicionBadge } from './suspicion-badge.tsx';
import './fairplay.css';

const T = FAIRPLAY_TEXT;

const loadDetails = (id: number) =>
  loadChecked(
    getFairplayPlayer(id),
    (details: FairplayPlayerDetails) =>
      typeof details?.basicInfo?.name === 'string' && Array.isArray(details.games),
  );

/**
 * Route FairplayPlayer (/fairplay/{id}, ADMIN; issue 15): one player's figures, the moves that
 * make the case (hard best placements found, each a link to the replay at that move) and the
 * games with their rates. Any known player answers, also one under 100 analysed moves.
 */
export function FairplayPlayerPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const { status, data, error, reload } = useLoad(id, () => loadDetails(id), {
    expected: isNotFound,
  });

  if (status === 'failed' && isNotFound(error)) {
    return (
      <section className="page message-page">
        <h1>{T.notFound}</h1>
        <p>{T.notFoundBody}</p>
        <p>
          <Link href={routePath('fairplay')}>{T.backToList}</Link>
        </p>
      </section>
    );
  }

  if (status !== 'done' || !data) {
    return (
      <section className="page fairplay-page">
        <h1>{T.heading}</h1>
        <LoadStatus status={status} onRetry={reload} />
      </section>
    );
  }

  return <Evidence details={data} />;
}

function Evidence({ details }: { details: FairplayPlayerDetails }) {
  const { basicInfo, movesAnalysed: moves } = details;
  const figures: [string, string][] = [
    [T.figures.movesAnalysed, formatNumber(moves)],
    [T.figures.bestFound, formatNumber(details.bestFound)],
    [T.figures.foundRate, formatPercent(ratePercent(details.bestFound, moves))],
    [T.figures.expected, formatDecimal2(details.expected)],
    [T.figures.expectedRate, formatPercent(ratePercent(details.expected, moves))],
    [T.figures.z, formatDecimal2(details.z)],
    [T.figures.botFlags, formatNumber(details.botFlags)],
  ];
  return (
    <section
      className="page fairplay-page fairplay-evidence"
      aria-labelledby="fairplay-player-heading"
    >
      <h1 id="fairplay-player-heading">{T.playerHeading(basicInfo.name)}</h1>
      <CacheNote value={details} />
      <p className="fairplay-links">
        <Link href={routePath('fairplay')}>{T.backToList}</Link>
        <Link href={routePath('playerDetails', { id: basicInfo.id })}>
          {T.profileLink(basicInfo.name)}
        </Link>
      </p>
      <p className="fairplay-intro">{T.caution}</p>

      <h2 className="fairplay-heading-row">
        {T.figuresHeading}
        {isSuspicious(details) && <SuspicionBadge />}
      </h2>
      <dl className="fairplay-figures">
        {figures.map(([label, value]) => (
          <div className="fairplay-figure" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {moves === 0 ? (
        <p className="fairplay-empty">{T.noAnalysis}</p>
      ) : (
        <>
          {moves < FAIRPLAY_MIN_MOVES && (
            <p className="fairplay-note">{T.notListed(formatNumber(FAIRPLAY_MIN_MOVES))}</p>
          )}
          <CaseMoves details={details} />
          <Games games={details.games} />
        </>
      )}
    </section>
  );
}

function CaseMoves({ details }: { details: FairplayPlayerDetails }) {
  const startOf = useMemo(
    () => new Map(details.games.map((g) => [g.gameId, g.startTime])),
    [details.games],
  );
  const moves = useMemo(() => movesThatMakeTheCase(details.moves), [details.moves]);
  return (
    <>
      <h2>{T.caseHeading}</h2>
      <p className="fairplay-note">{T.caseIntro}</p>
      {moves.length === 0 ? (
        <p className="fairplay-empty">{T.noCase}</p>
      ) : (
        <ScrollTable label={T.caseCaption}>
          <table className="data-table fairplay-table">
            <caption className="visually-hidden">{T.caseCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.caseColumns.move}</th>
                <th scope="col" className="numeric">
                  {T.caseColumns.points}
                </th>
                <th scope="col" className="numeric">
                  {T.caseColumns.p}
                </th>
              </tr>
            </thead>
            <tbody>
              {moves.map((move) => (
                <tr key={`${move.gameId}-${move.moveNum}`}>
                  <th scope="row">
                    <Link
                      href={replayHref(move.gameId, move.moveNum)}
                      title={T.openMove(move.moveNum)}
                    >
                      {T.moveLabel(move.moveNum, formatDate(startOf.get(move.gameId) ?? 0))}
                    </Link>
                  </th>
                  <td className="numeric">{formatNumber(move.points)}</td>
                  <td className="numeric">{formatPercent(move.p * 100)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </>
  );
}

function Games({ games }: { games: FairplayGame[] }) {
  const [page, setPage] = useState(1);
  const rows = games.slice((page - 1) * GAMES_TABLE_PAGE_SIZE, page * GAMES_TABLE_PAGE_SIZE);
  return (
    <>
      <h2>{T.gamesHeading}</h2>
      <ScrollTable label={T.gamesCaption}>
        <table className="data-table fairplay-table">
          <caption className="visually-hidden">{T.gamesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.gamesColumns.startTime}</th>
              <th scope="col" className="numeric">
                {T.gamesColumns.movesAnalysed}
              </th>
              <th scope="col" className="numeric">
                {T.gamesColumns.bestFound}
              </th>
              <th scope="col" className="numeric">
                {T.gamesColumns.expected}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((game) => (
              <GameRow key={game.gameId} game={game} />
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Pagination
        page={page}
        totalRecords={games.length}
        pageSize={GAMES_TABLE_PAGE_SIZE}
        onPageChange={setPage}
        label={T.gamesPagination}
      />
    </>
  );
}

function GameRow({ game }: { game: FairplayGame }) {
  const date = formatDate(game.startTime);
  const moves = game.movesAnalysed;
  return (
    <tr>
      <th scope="row">
        <Link href={replayHref(game.gameId)} title={T.openGame(date)}>
          <time dateTime={new Date(game.startTime * 1000).toISOString()}>{date}</time>
        </Link>
      </th>
      <td className="numeric">{formatNumber(moves)}</td>
      <td className="numeric">
        {formatNumber(game.bestFound)} ({formatPercent(ratePercent(game.bestFound, moves))})
      </td>
      <td className="numeric">
        {formatDecimal2(game.expected)} ({formatPercent(ratePercent(game.expected, moves))})
      </td>
    </tr>
  );
}
