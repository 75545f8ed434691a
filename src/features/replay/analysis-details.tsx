// Over 300 lines: the move's analysis, 'Prøv et stativ' and 'Oppsummering' are one lazily
// loaded chunk that shares the alternatives list and its preview wiring.
/**
 * The analysis of the selected move, 'Prøv et stativ' and the game's 'Oppsummering' (
 * docs/analysis.md). Loaded lazily by analysis-section.tsx once an analysis runs, so none of it
 * is in the replay's first load.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { validateRack } from '@ordbot/engine/analysis/racks.ts';
import type {
  Alternative,
  AnalysisContext,
  AnalysisGame,
  EquityAlternative,
  GameAnalysis,
  MoveAnalysis,
  PerfectEndgame,
  SideSummary,
} from '@ordbot/engine/analysis/types.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { formatPercentOne as formatPercent } from '../../ui/percent.ts';
import type { ListInfo, TimelineFrame } from '../../../workers/services.ts';
import { TEXT } from '../../ui/text.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import { useWorkerCall, type ServiceArgs } from '../../ui/use-worker-call.ts';
import type { Preview } from './analysis-logic.ts';
import {
  EndgameSection,
  PreendgameSection,
  EquityList,
  GradedLinks,
  gradeLine,
  moverName,
  WhySection,
  WinFacts,
  type Sides,
} from './analysis-v2.tsx';
import { rackTiles } from '@ordbot/engine/analysis/racks.ts';
import { EndgameDeeper } from './endgame-deeper.tsx';
import { moverSpread, SimulatePanel } from './simulate-panel.tsx';
import type { AnalysisSource } from './use-analysis.ts';
import { VerdictList } from './verdict-list.tsx';
import { InferredRack, inferredGradeWord, inferredVerdict } from './inferred-rack.tsx';
import { AccuracyNote } from '../../ui/accuracy-note.tsx';

const T = ANALYSIS_TEXT;

type SubHeading = 'h3' | 'h4';

export interface AnalysisDetailsProps {
  analysis: GameAnalysis;
  /** The word list of a device's analysis; null for the server's review. */
  list: ListInfo | null;
  /** Where the review was made. */
  source: AnalysisSource;
  /** 'Søk dypere' found a deeper judgement of a move: the page follows it. */
  onDeeper?: (moveNum: number, report: PerfectEndgame) => void;
  selected: number;
  frames: readonly TimelineFrame[];
  context: AnalysisContext;
  playerName: string;
  preview: Preview | null;
  onPreview: (preview: Preview | null) => void;
  onSelect: (index: number) => void;
  subHeading: SubHeading;
  /** The game, to keep its simulations on the device. */
  gameId?: number;
  /** The game as the analysis read it, for 'Søk dypere' on an endgame not proven. */
  game?: AnalysisGame | null;
}

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

/** A placement as a button that shows it on the board; a second click takes it away. */
function AltButton({
  alt,
  base,
  id,
  preview,
  onPreview,
}: {
  alt: Alternative;
  base: number;
  id: string;
  preview: Preview | null;
  onPreview: (preview: Preview | null) => void;
}) {
  const active = preview?.id === id;
  return (
    <button
      type="button"
      className="analysis-alt"
      aria-pressed={active}
      aria-label={T.previewLabel(alt.notation, alt.points)}
      onClick={() => onPreview(active ? null : { id, base, move: alt })}
    >
      <span className="analysis-notation">{alt.notation}</span>{' '}
      <span className="analysis-points">{alt.points}</span>
    </button>
  );
}

function MoveReport({
  move,
  selected,
  preview,
  onPreview,
  subHeading: Heading,
  analysis,
  frames,
  context,
  gameId,
  game,
  playerName,
  onDeeper,
}: AnalysisDetailsProps & { move: MoveAnalysis }) {
  // The alternatives stand on the board before the move.
  const base = selected - 1;
  const sides: Sides = { player: playerName, bot: TEXT.replay.bot };
  const mover = moverName(sides, move);
  const best = move.bestSameTiles;
  const gain = best ? best.points - move.rulesPoints : 0;
  const alt = (a: Alternative, id: string) => (
    <AltButton alt={a} base={base} id={id} preview={preview} onPreview={onPreview} />
  );
  // A rack inferred after the game: the verdict's grade, marked so, or 'Kanskje et svakt trekk'.
  const inferred = inferredVerdict(move);
  const line = gradeLine(move, sides);
  const lineGrade = inferred ? inferred.grade : move.grade;
  return (
    <div className="analysis-move">
      <p className="analysis-mover">{T.moveBy(mover)}</p>
      {line && (
        <p className={`analysis-grade grade-${lineGrade?.toLowerCase() ?? 'maybe'}`}>{line}</p>
      )}
      <Heading className="analysis-subheading">{T.words}</Heading>
      <ul className="analysis-words">
        {move.words.map((word, i) => (
          <li key={`${i}-${word.word}`}>
            <span className="analysis-word">{word.word}</span>
            {word.valid ? (
              <span className="visually-hidden">, {T.inList}</span>
            ) : (
              <span className="analysis-bad">{T.notInList}</span>
            )}
          </li>
        ))}
      </ul>
      <p className={move.rulesPoints === move.recordedPoints ? 'analysis-muted' : 'analysis-bad'}>
        {move.rulesPoints === move.recordedPoints
          ? T.scoreOk(move.rulesPoints)
          : T.scoreMismatch(move.rulesPoints)}
      </p>
      <Heading className="analysis-subheading">{T.bestSameTiles}</Heading>
      {best ? (
        <p className="analysis-best">
          {alt(best, 'same')} {gain > 0 ? T.morePoints(gain) : T.bestFound(mover)}
        </p>
      ) : (
        <p className="analysis-muted">{T.noSameTiles}</p>
      )}
      {inferred && <InferredRack verdict={inferred} Heading={Heading} mover={mover} />}
      {(move.rack || inferred) && move.verdict && (
        <VerdictList move={{ ...move, verdict: move.verdict }} Heading={Heading} alt={alt} />
      )}
      {move.rack && move.rackTop && (
        <>
          <Heading className="analysis-subheading">
            {inferred
              ? T.mostPointsWithLikeliestRack
              : move.verdict
                ? T.mostPointsWithRack
                : T.bestWithRack}
          </Heading>
          {!move.verdict && (
            <p className="analysis-muted">
              {T.rack(move.rack)}
              {move.rackSource ? ` (${T.rackSource[move.rackSource]})` : ''}
            </p>
          )}
          <ol className="analysis-top">
            {move.rackTop.map((a, i) => (
              <li key={`${i}-${a.notation}`} className={a.played ? 'is-played' : undefined}>
                {alt(a, `rack-${i}`)}
                {a.played && <span className="analysis-played">{T.played}</span>}
              </li>
            ))}
          </ol>
          {move.playedAlternative && (
            <p className="analysis-played-below is-played">
              {T.playedBelow} {alt(move.playedAlternative, 'played')}{' '}
              <span className="analysis-played">{T.played}</span>
            </p>
          )}
        </>
      )}
      {move.equityTop && <EquityList moves={move.equityTop} Heading={Heading} alt={alt} />}
      <dl className="analysis-facts">
        <WinFacts move={move} sides={sides} />
        <dt>{T.missed}</dt>
        <dd>{T.missedValue(mover, move.missed, move.winLost)}</dd>
        <dt>{T.grade}</dt>
        <dd>
          {inferred ? inferredGradeWord(inferred) : move.grade ? T.grades[move.grade] : T.noGrade}
        </dd>
      </dl>
      <WhySection move={move} Heading={Heading} player={playerName} mover={mover} />
      <EndgameSection move={move} Heading={Heading} sides={sides} />
      {game && (
        <EndgameDeeper
          key={`deeper-${selected}`}
          gameId={gameId}
          game={game}
          move={move}
          sides={sides}
          Heading={Heading}
          onDeeper={onDeeper}
        />
      )}
      <PreendgameSection move={move} Heading={Heading} sides={sides} />
      <SimulatePanel
        key={`move-${selected}`}
        gameId={gameId}
        context={context}
        tables={analysis.strategyVersion !== null}
        frame={base}
        board={frames[base]?.board ?? ''}
        rack={move.rack}
        spread={moverSpread(frames[base], move.playerMove)}
        played={move.rackTop?.find((a) => a.played) ?? move.playedAlternative}
        staticGrade={move.grade}
        mover={mover}
        opponent={move.playerMove ? sides.bot : sides.player}
        Heading={Heading}
      />
    </div>
  );
}

/** A rack asked for in 'Prøv et stativ', at the position of the move `selected`. */
type RackRequest = { selected: number; rack: string; args: ServiceArgs<'rackMoves'> };

/**
 * The position 'Prøv et stativ' works on: before an analysed move (pre-filled with its rack, or
 * with the tiles it placed when the rack is unknown), else the board after the selected move.
 */
function rackPosition(analysis: GameAnalysis, selected: number) {
  const move = selected > 0 ? analysis.moves[selected - 1] : null;
  if (!move) return { base: selected, prefill: '', before: false };
  const placed = move.bestSameTiles ? rackTiles(move.bestSameTiles.letters) : '';
  return {
    base: selected - 1,
    prefill: move.rack ?? placed,
    before: true,
    known: move.rack !== null,
  };
}

function RackTry({
  analysis,
  selected,
  frames,
  context,
  preview,
  onPreview,
  subHeading: Heading,
  gameId,
  playerName,
}: AnalysisDetailsProps) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const position = rackPosition(analysis, selected);
  // What the user typed for this position; a new position starts from its own tiles.
  const [typed, setTyped] = useState<{ selected: number; text: string }>();
  const text = typed?.selected === selected ? typed.text : position.prefill;
  const [invalid, setInvalid] = useState<string | null>(null);
  const [asked, setAsked] = useState<RackRequest>();
  // Moves for another position would be wrong here: a new position cancels the call, as a newer
  // rack does.
  const request = asked?.selected === selected ? asked : undefined;
  const call = useWorkerCall('rackMoves', request?.args);
  const busy = call.status === 'loading';
  const result = call.data;
  const answer = request && result?.ok ? { ...result, rack: request.rack } : null;
  const error =
    invalid ??
    (call.status === 'failed'
      ? T.failed
      : result && !result.ok
        ? result.reason === 'OFFLINE'
          ? T.offline
          : T.noLexicon
        : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateRack(text, context.language);
    if (!check.ok) {
      setInvalid(check.message);
      setAsked(undefined);
      return;
    }
    const board = frames[position.base]?.board;
    if (board === undefined) return;
    setInvalid(null);
    setAsked({ selected, rack: check.rack, args: [context, board, check.rack] });
  };
  const where = position.before
    ? T.tryRackBefore(selected)
    : selected > 0
      ? T.tryRackAfter(selected)
      : T.tryRackStart;
  const alt = (a: Alternative, id: string) => (
    <AltButton alt={a} base={position.base} id={id} preview={preview} onPreview={onPreview} />
  );

  return (
    <form className="analysis-rack" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="analysis-subheading">
        {T.tryRack}
      </label>
      <div className="analysis-rack-row">
        <input
          id={inputId}
          value={text}
          onChange={(event) => setTyped({ selected, text: event.target.value })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={error ? `${errorId} ${helpId}` : helpId}
          aria-invalid={error ? true : undefined}
        />
        <button type="submit" className="button" disabled={busy}>
          {T.tryRackSubmit}
        </button>
      </div>
      <p id={helpId} className="analysis-muted">
        {T.tryRackHelp(where)}
        {position.before && !position.known && position.prefill ? ` ${T.tryRackPrefilled}` : ''}
      </p>
      {error && (
        <p id={errorId} role="alert" className="analysis-bad">
          {error}
        </p>
      )}
      {answer &&
        (answer.moves.length === 0 ? (
          <>
            <Heading className="analysis-subheading">{T.tryRackResults(answer.rack)}</Heading>
            <p className="analysis-muted">{T.noMoves}</p>
          </>
        ) : answer.byEquity ? (
          <>
            <Heading className="analysis-subheading">{T.tryRackResults(answer.rack)}</Heading>
            <EquityList
              moves={answer.moves as EquityAlternative[]}
              Heading={Heading}
              alt={(a, id) => alt(a, `try-${id}`)}
            />
          </>
        ) : (
          <>
            <Heading className="analysis-subheading">{T.tryRackResults(answer.rack)}</Heading>
            <ol className="analysis-top">
              {answer.moves.map((a, i) => (
                <li key={`${i}-${a.notation}`}>{alt(a, `try-${i}`)}</li>
              ))}
            </ol>
          </>
        ))}
      {answer && answer.moves.length > 0 && (
        <SimulatePanel
          key={`try-${selected}-${answer.rack}`}
          gameId={gameId}
          context={context}
          tables={analysis.strategyVersion !== null}
          frame={position.base}
          board={frames[position.base]?.board ?? ''}
          rack={answer.rack}
          spread={moverSpread(
            frames[position.base],
            analysis.moves[position.base]?.playerMove ?? true,
          )}
          mover={(analysis.moves[position.base]?.playerMove ?? true) ? playerName : TEXT.replay.bot}
          opponent={
            (analysis.moves[position.base]?.playerMove ?? true) ? TEXT.replay.bot : playerName
          }
          Heading={Heading}
        />
      )}
    </form>
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
  const decimal = (value: number) => value.toLocaleString('nb-NO', { maximumFractionDigits: 1 });
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
