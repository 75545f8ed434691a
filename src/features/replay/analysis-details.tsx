/**
 * The analysis of the selected move (move-report.tsx), 'Prøv et stativ' (rack-try.tsx) and the
 * game's 'Oppsummering' (docs/analysis.md). Loaded lazily by analysis-section.tsx once an
 * analysis runs, so none of it is in the replay's first load.
 */
import { useId, type ReactNode } from 'react';
import type { GameAnalysis, SideSummary } from '@ordbot/engine/analysis/types.ts';
import {
  formatDecimal as decimal,
  formatNumber,
  formatPercentOne as formatPercent,
} from '@ordbot/contract/format.ts';
import { TEXT } from '../../ui/text.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import type { AnalysisDetailsProps, SubHeading } from './analysis-details-shared.tsx';
import { GradedLinks } from './analysis-v2.tsx';
import { MoveReport } from './move-report.tsx';
import { RackTry } from './rack-try.tsx';
import { AccuracyNote } from '../../ui/accuracy-note.tsx';

const T = ANALYSIS_TEXT;

export type { AnalysisDetailsProps };

export default function AnalysisDetails(props: AnalysisDetailsProps) {
  const { analysis, list, source, selected, playerName, subHeading } = props;
  const move = selected > 0 ? analysis.moves[selected - 1] : undefined;
  return (
    <div className="analysis-details">
      <p className="analysis-source" data-source={source}>
        <strong>{T.sourceTitle[source]}.</strong> {T.source[source]}
      </p>
      {list && (
        <p className="analysis-list">
          {T.list(
            T.listLanguage[list.language],
            formatNumber(list.wordCount),
            list.removed > 0 ? formatNumber(list.removed) : null,
          )}
        </p>
      )}
      <p className="analysis-muted">
        {analysis.strategyVersion ? T.analysedWith(analysis.strategyVersion) : T.analysedInPoints}
      </p>
      {selected === 0 ? (
        <p className="analysis-muted">{T.pickMove}</p>
      ) : move ? (
        <MoveReport {...props} move={move} />
      ) : (
        <p className="analysis-muted">{T.notAnalysed}</p>
      )}
      <RackTry {...props} />
      <Summary
        summary={analysis.summary}
        playerName={playerName}
        onSelect={props.onSelect}
        moveIndex={(moveNum) => analysis.moves.findIndex((m) => m?.moveNum === moveNum) + 1}
        Heading={subHeading}
      />
    </div>
  );
}

function Summary({
  summary,
  playerName,
  onSelect,
  moveIndex,
  Heading,
}: {
  summary: GameAnalysis['summary'];
  playerName: string;
  onSelect: (index: number) => void;
  moveIndex: (moveNum: number) => number;
  Heading: SubHeading;
}) {
  const headingId = useId();
  const sides: [string, SideSummary][] = [
    [playerName, summary.player],
    [TEXT.replay.bot, summary.bot],
  ];
  const row = (label: string, cell: (side: SideSummary) => ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      {sides.map(([name, side]) => (
        <td key={name}>{cell(side)}</td>
      ))}
    </tr>
  );
  return (
    <section className="analysis-summary" aria-labelledby={headingId}>
      <Heading id={headingId} className="analysis-subheading">
        {T.summary}
      </Heading>
      <table>
        <thead>
          <tr>
            <th scope="col">{T.summarySide}</th>
            {sides.map(([name]) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(T.summaryAccuracy, (s) =>
            s.accuracy === null ? T.summaryNone : T.accuracyValue(formatPercent(s.accuracy)),
          )}
          {row(T.summaryGraded, (s) => (
            <GradedLinks side={s} moveIndex={moveIndex} onSelect={onSelect} />
          ))}
          {row(T.summaryMoves, (s) => s.movesAnalysed)}
          {row(T.summaryBestFound, (s) =>
            T.summaryBestFoundValue(
              s.bestFound,
              s.movesAnalysed,
              formatPercent(s.bestFoundPercent),
            ),
          )}
          {row(T.summaryMissed, (s) => T.summaryMissedValue(formatNumber(s.pointsMissed)))}
          {row(T.summaryMissedPerMove, (s) => decimal(s.missedPerMove))}
          {row(T.summaryBiggestMiss, (s) =>
            s.biggestMiss ? (
              <button
                type="button"
                className="analysis-link"
                onClick={() => onSelect(moveIndex(s.biggestMiss!.moveNum))}
              >
                {T.summaryBiggestMissValue(moveIndex(s.biggestMiss.moveNum), s.biggestMiss.missed)}
              </button>
            ) : (
              T.summaryNone
            ),
          )}
          {row(T.summaryBingos, (s) => s.bingosPlayed)}
          {row(T.summaryBingosPossible, (s) =>
            s.bingosPossible === null
              ? T.summaryNone
              : T.summaryBingosPossibleValue(s.bingosPossible, s.racksKnown),
          )}
        </tbody>
      </table>
      <AccuracyNote className="analysis-muted analysis-note" />
      <p className="analysis-muted analysis-note">{T.summaryNote}</p>
    </section>
  );
}
