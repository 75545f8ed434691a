// Over 300 lines: one player's evidence is one page of small sections (rates, rate over time,
// case moves, games) that share its paging and formats.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import type {
  FairplayCaseMove,
  FairplayGame,
  FairplayPlayerDetails,
} from '@ordbot/contract/api-types.ts';
import { FAIRPLAY_MIN_MOVES, isSuspicious } from '@ordbot/engine/fairplay.ts';
import {
  formatDate,
  formatFixed,
  formatMonth,
  formatNumber,
  formatPercentOne as formatPercent,
} from '@ordbot/contract/format.ts';
import { replayHref, routePath } from '@ordbot/contract/routes.ts';
import { getFairplayPlayer, getFairplayRates } from '../../cache/fairplay.ts';
import type { Freshness } from '../../cache/freshness.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { FAIRPLAY_TEXT } from '../../ui/text-fairplay.ts';
import { FairplayCasePanel, FairplayFlags } from './fairplay-case.tsx';
import { ratePercent, withEmptyMonths, type MonthRate } from './fairplay-figures.ts';
import { LoadStatus, loadChecked } from './fairplay-load.tsx';
import { isNotFound } from '../../api/client.ts';
import { useLoad } from '../../ui/use-load.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { SuspicionBadge } from './suspicion-badge.tsx';
import './fairplay.css';

const T = FAIRPLAY_TEXT;
const FairplayRateChart = lazy(() =>
  import('./fairplay-rate-chart.tsx').then((m) => ({ default: m.FairplayRateChart })),
);

const loadDetails = (id: number, page: number) =>
  loadChecked(
    getFairplayPlayer(id, page),
    ({ value: details }) =>
      typeof details?.basicInfo?.name === 'string' &&
      Array.isArray(details.games) &&
      Array.isArray(details.caseMoves),
  );

/**
 * Route FairplayPlayer (/fairplay/{id}, ADMIN): one player's figures, the moves that make the case
 * (hard best placements found, each a link to the replay at that move) and the games with their
 * rates, a page of 20 from the server. Any known player answers, also one under 100 analysed moves.
 */
export function FairplayPlayerPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const [page, setPage] = useState(1);
  const { status, data, error, last, reload } = useLoad(
    `${id}:${page}`,
    () => loadDetails(id, page),
    { expected: isNotFound },
  );
  // The page shown stays while the next page of games loads.
  const shown = data ?? (last?.data?.value.basicInfo.id === id ? last.data : undefined);

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

  if (!shown || status === 'failed') {
    return (
      <section className="page fairplay-page">
        <h1>{T.heading}</h1>
        <LoadStatus status={status} onRetry={reload} />
      </section>
    );
  }

  return (
    <Evidence
      details={shown.value}
      freshness={shown.freshness}
      onPage={setPage}
      busy={status === 'loading'}
    />
  );
}

interface EvidenceProps {
  details: FairplayPlayerDetails;
  onPage: (page: number) => void;
  busy: boolean;
}

function Evidence({
  details,
  freshness,
  onPage,
  busy,
}: EvidenceProps & { freshness: Freshness | undefined }) {
  const { basicInfo, movesAnalysed: moves } = details;
  // The tab is named as the heading, by the player's name, not the id.
  usePageTitle(T.playerHeading(basicInfo.name));
  const figures: [string, string][] = [
    [T.figures.movesAnalysed, formatNumber(moves)],
    [T.figures.bestFound, formatNumber(details.bestFound)],
    [T.figures.foundRate, formatPercent(ratePercent(details.bestFound, moves))],
    [T.figures.expected, formatFixed(details.expected, 2)],
    [T.figures.expectedRate, formatPercent(ratePercent(details.expected, moves))],
    [T.figures.z, formatFixed(details.z, 2)],
    [T.figures.botFlags, formatNumber(details.botFlags)],
  ];
  return (
    <section
      className="page fairplay-page fairplay-evidence"
      aria-labelledby="fairplay-player-heading"
    >
      <h1 id="fairplay-player-heading">{T.playerHeading(basicInfo.name)}</h1>
      <FreshnessNote freshness={freshness} />
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
      <FairplayCasePanel playerId={basicInfo.id} />
      <FairplayFlags playerId={basicInfo.id} />
      {moves === 0 ? (
        <p className="fairplay-empty">{T.noAnalysis}</p>
      ) : (
        <>
          {moves < FAIRPLAY_MIN_MOVES && (
            <p className="fairplay-note">{T.notListed(formatNumber(FAIRPLAY_MIN_MOVES))}</p>
          )}
          <RateOverTime playerId={basicInfo.id} />
          <CaseMoves moves={details.caseMoves} />
          <Games details={details} onPage={onPage} busy={busy} />
        </>
      )}
    </section>
  );
}

function RateOverTime({ playerId }: { playerId: number }) {
  const load = useLoad(playerId, async () => (await getFairplayRates(playerId)).value);
  const months = useMemo(() => withEmptyMonths(load.data ?? []), [load.data]);
  return (
    <>
      <h2>{T.rate.heading}</h2>
      <p className="fairplay-note">{T.rate.intro}</p>
      {load.status === 'failed' && (
        <p className="fairplay-error" role="alert">
          {T.loadError}
        </p>
      )}
      <Suspense fallback={<div className="fairplay-rate-chart bars-rates" />}>
        {months.length > 0 && <FairplayRateChart months={months} />}
      </Suspense>
      <RateTable months={months} />
    </>
  );
}

/** The chart's figures, for screen readers and for reading exact numbers. */
function RateTable({ months }: { months: MonthRate[] }) {
  const C = T.rate.columns;
  return (
    <div className="visually-hidden">
      <table>
        <caption>{T.rate.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.month}</th>
            <th scope="col">{C.moves}</th>
            <th scope="col">{C.found}</th>
            <th scope="col">{C.expected}</th>
          </tr>
        </thead>
        <tbody>
          {months
            .filter((m) => m.moves > 0)
            .map((m) => (
              <tr key={m.month}>
                <th scope="row">{formatMonth(m.month)}</th>
                <td>{formatNumber(m.moves)}</td>
                <td>{formatPercent(ratePercent(m.bestFound, m.moves))}</td>
                <td>{formatPercent(ratePercent(m.expected, m.moves))}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

function CaseMoves({ moves }: { moves: FairplayCaseMove[] }) {
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
                      {T.moveLabel(move.moveNum, formatDate(move.startTime))}
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

function Games({ details, onPage, busy }: EvidenceProps) {
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
            {details.games.map((game) => (
              <GameRow key={game.gameId} game={game} />
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Pagination
        page={details.page}
        totalRecords={details.totalGames}
        pageSize={details.pageSize}
        onPageChange={onPage}
        label={T.gamesPagination}
        busy={busy}
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
        {formatFixed(game.expected, 2)} ({formatPercent(ratePercent(game.expected, moves))})
      </td>
    </tr>
  );
}
