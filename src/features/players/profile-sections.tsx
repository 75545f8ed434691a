// Over 300 lines: the profile's sections share its table and link helpers (MonthsTable, GameLink,
// MoveLink); split, they would be exported only for each other.
/**
 * The profile's figures beyond the results (docs/analysis.md, Player profile): scores, best move and
 * longest word (links to that move in the replay), bingos, most-used words, streaks, the
 * monthly chart with its table, and the analysis figures with the accuracy per month.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { PlayerProfile } from '@ordbot/contract/api-types.ts';
import {
  formatDecimal,
  formatMonth,
  formatNumber,
  formatPercentOne as formatPercent,
} from '@ordbot/contract/format.ts';
import { replayHref } from '@ordbot/contract/routes.ts';
import { AccuracyNote, formatAccuracy } from '../../ui/accuracy-note.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { PROFILE_TEXT } from '../../ui/text-profile.ts';
import { winPercent } from './profile-months.ts';

const ProfileChart = lazy(() =>
  import('./profile-chart.tsx').then((m) => ({ default: m.ProfileChart })),
);

const P = PROFILE_TEXT;

/** 12.5 -> '12,5' (one decimal, Norwegian). */
const fmt = (n: number) => formatDecimal(n, 2);

/** Labelled figures as a description list; `kind` names its CSS classes. */
export function Figures({
  items,
  kind = 'profile',
}: {
  items: [string, ReactNode][];
  kind?: 'profile' | 'player';
}) {
  return (
    <dl className={`${kind}-figures`}>
      {items.map(([label, value]) => (
        <div className={`${kind}-figure`} key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function GameLink({ gameId, text }: { gameId: number; text: string }) {
  return (
    <Link href={replayHref(gameId)} aria-label={`${text}: ${P.openGame}`}>
      {text}
    </Link>
  );
}

/** A move in the replay, at that move. */
function MoveLink({
  gameId,
  moveNum,
  children,
}: {
  gameId: number;
  moveNum: number;
  children: ReactNode;
}) {
  return (
    <Link
      href={replayHref(gameId, moveNum)}
      title={P.openMove(moveNum)}
      className="profile-move-link"
    >
      {children}
    </Link>
  );
}

/** A word played in a game: the game's, in its own language, not the interface's to translate. */
function PlayedWord({ word, className }: { word: string; className?: string }) {
  return (
    <span translate="no" className={className}>
      {word}
    </span>
  );
}

const points = (n: number) => P.points(formatNumber(n));
const signed = (n: number) => P.margin(`${n > 0 ? '+' : ''}${formatNumber(n)}`);

export function ProfileSections({ profile }: { profile: PlayerProfile }) {
  const { streaks, months } = profile;
  return (
    <>
      <ScoreFigures scores={profile.scores} />
      <MoveFigures profile={profile} />

      <h2>{P.streaksHeading}</h2>
      <Figures
        items={[
          [P.longestWin, formatNumber(streaks.longestWin)],
          [
            P.currentStreak,
            streaks.current
              ? P.streakValue(streaks.current.length, P.streak[streaks.current.result])
              : P.none,
          ],
        ]}
      />

      <h2>{P.chartHeading}</h2>
      <Suspense fallback={<div className="profile-chart" />}>
        <ProfileChart months={months} />
      </Suspense>
      {/* The chart's figures for screen readers (the chart itself is one picture). */}
      <div className="visually-hidden">
        <MonthTable months={months} />
      </div>

      <AnalysisFigures analysis={profile.analysis} />
    </>
  );
}

/** The averages, and the highest, lowest, best and worst games (links to them). */
function ScoreFigures({ scores }: { scores: PlayerProfile['scores'] }) {
  return (
    <>
      <h2>{P.scoresHeading}</h2>
      <Figures
        items={[
          [P.averagePlayer, fmt(scores.averagePlayer)],
          [P.averageBot, fmt(scores.averageBot)],
          [P.averageMargin, fmt(scores.averageMargin)],
          [
            P.highest,
            scores.highest ? (
              <GameLink gameId={scores.highest.gameId} text={points(scores.highest.score)} />
            ) : (
              P.none
            ),
          ],
          [
            P.lowest,
            scores.lowest ? (
              <GameLink gameId={scores.lowest.gameId} text={points(scores.lowest.score)} />
            ) : (
              P.none
            ),
          ],
          [
            P.biggestWin,
            scores.biggestWin ? (
              <GameLink gameId={scores.biggestWin.gameId} text={signed(scores.biggestWin.margin)} />
            ) : (
              P.none
            ),
          ],
          [
            P.biggestLoss,
            scores.biggestLoss ? (
              <GameLink
                gameId={scores.biggestLoss.gameId}
                text={signed(scores.biggestLoss.margin)}
              />
            ) : (
              P.none
            ),
          ],
        ]}
      />
    </>
  );
}

/** The best move and the longest word (links to them in the replay), bingos and the most-used words. */
function MoveFigures({ profile }: { profile: PlayerProfile }) {
  const { bestMove, longestWord, bingos, words } = profile;
  return (
    <>
      <h2>{P.movesHeading}</h2>
      <Figures
        items={[
          [
            P.bestMove,
            bestMove ? (
              <MoveLink {...bestMove}>
                <PlayedWord word={bestMove.word} />
                {P.bestMoveValue('', formatNumber(bestMove.points))}
              </MoveLink>
            ) : (
              P.none
            ),
          ],
          [
            P.longestWord,
            longestWord ? (
              <MoveLink {...longestWord}>
                <PlayedWord word={longestWord.word} />
              </MoveLink>
            ) : (
              P.none
            ),
          ],
          [P.bingos, formatNumber(bingos.total)],
          [P.bingosPerGame, fmt(bingos.perGame)],
        ]}
      />

      <h3>{P.wordsHeading}</h3>
      {words.length === 0 ? (
        <p>{P.noWords}</p>
      ) : (
        <ol className="profile-words">
          {words.map((w) => (
            <li key={w.word}>
              <PlayedWord word={w.word} className="profile-words__word" />{' '}
              <span className="profile-words__count">{P.wordCount(w.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The analysis figures, and the accuracy per month. */
function AnalysisFigures({ analysis }: { analysis: PlayerProfile['analysis'] }) {
  return (
    <>
      <h2>{P.analysisHeading}</h2>
      {analysis.movesAnalysed === 0 ? (
        <p>{P.noAnalysis}</p>
      ) : (
        <Figures
          items={[
            [P.movesAnalysed, formatNumber(analysis.movesAnalysed)],
            [
              P.bestFound,
              `${formatNumber(analysis.bestFound)} (${formatPercent(
                (analysis.bestFound / analysis.movesAnalysed) * 100,
              )})`,
            ],
            [P.averageMissed, fmt(analysis.averageMissed)],
            [P.accuracy, formatAccuracy(analysis.accuracy.average)],
          ]}
        />
      )}
      {analysis.movesAnalysed > 0 && <AccuracyNote />}
      {analysis.movesAnalysed > 0 && analysis.accuracy.months.length > 0 && (
        <AccuracyTable months={analysis.accuracy.months} />
      )}
    </>
  );
}

/** A table of months (Norwegian labels as row headers) with one cell a column. */
function MonthsTable<M extends { label: string }>({
  caption,
  columns,
  months,
  className,
  tableClass,
}: {
  caption: string;
  columns: [string, (month: M) => ReactNode][];
  months: readonly M[];
  className?: string;
  tableClass?: string;
}) {
  return (
    <div className={className}>
      <table className={tableClass}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{P.columnMonth}</th>
            {columns.map(([name]) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.label}>
              <th scope="row">{formatMonth(m.label)}</th>
              {columns.map(([name, cell]) => (
                <td key={name}>{cell(m)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AccuracyTable({ months }: { months: PlayerProfile['analysis']['accuracy']['months'] }) {
  return (
    // A frame that scrolls, focusable so that keyboards reach what it hides (ScrollTable).
    <ScrollTable label={P.accuracyCaption}>
      <MonthsTable
        caption={P.accuracyCaption}
        className="profile-accuracy"
        tableClass="data-table"
        columns={[[P.accuracy, (m) => formatAccuracy(m.average)]]}
        months={months}
      />
    </ScrollTable>
  );
}

function MonthTable({ months }: { months: PlayerProfile['months'] }) {
  return (
    <MonthsTable
      caption={P.tableCaption}
      columns={[
        [P.columnGames, (m) => formatNumber(m.games)],
        [P.columnWon, (m) => formatNumber(m.won)],
        [P.columnWinPercent, (m) => formatPercent(winPercent(m))],
        [P.columnAverage, (m) => fmt(m.averageScore)],
      ]}
      months={months}
    />
  );
}
