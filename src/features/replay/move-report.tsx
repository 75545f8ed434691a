/**
 * The analysis of the selected move (docs/analysis.md): its grade, words and score, the best
 * move with the same tiles, the verdict and the rack's best moves, the facts, 'Hvorfor', the
 * endgame and its deeper search, and 'Simuler'. Part of the analysis details' lazily loaded chunk
 * (analysis-details.tsx).
 */
import type { MoveAnalysis, Verdict } from '@ordbot/engine/analysis/types.ts';
import { TEXT } from '../../ui/text.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import {
  AltButton,
  type AltRender,
  type AnalysisDetailsProps,
  type SubHeading,
} from './analysis-details-shared.tsx';
import {
  EndgameSection,
  PreendgameSection,
  EquityList,
  gradeLine,
  moverName,
  WhySection,
  WinFacts,
  type Sides,
} from './analysis-v2.tsx';
import { EndgameDeeper } from './endgame-deeper.tsx';
import { moverSpread, SimulatePanel } from './simulate-panel.tsx';
import { VerdictList } from './verdict-list.tsx';
import { InferredRack, inferredGradeWord, inferredVerdict } from './inferred-rack.tsx';

const T = ANALYSIS_TEXT;

export function MoveReport(props: AnalysisDetailsProps & { move: MoveAnalysis }) {
  const { move, selected, preview, onPreview, subHeading: Heading, playerName } = props;
  // The alternatives stand on the board before the move.
  const base = selected - 1;
  const sides: Sides = { player: playerName, bot: TEXT.replay.bot };
  const mover = moverName(sides, move);
  const best = move.bestSameTiles;
  const gain = best ? best.points - move.rulesPoints : 0;
  const alt: AltRender = (a, id) => (
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
      <MoveWords move={move} Heading={Heading} />
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
        <RackTop
          move={move}
          rack={move.rack}
          rackTop={move.rackTop}
          inferred={inferred}
          Heading={Heading}
          alt={alt}
        />
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
      <MoveSearches {...props} sides={sides} mover={mover} />
    </div>
  );
}

/** 'Ord' (each word and whether the list has it) and whether the score follows the rules. */
function MoveWords({ move, Heading }: { move: MoveAnalysis; Heading: SubHeading }) {
  return (
    <>
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
    </>
  );
}

/** The rack's moves with the most points (or the best), the one played marked. */
function RackTop({
  move,
  rack,
  rackTop,
  inferred,
  Heading,
  alt,
}: {
  move: MoveAnalysis;
  rack: string;
  rackTop: NonNullable<MoveAnalysis['rackTop']>;
  inferred: Verdict | null;
  Heading: SubHeading;
  alt: AltRender;
}) {
  return (
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
          {T.rack(rack)}
          {move.rackSource ? ` (${T.rackSource[move.rackSource]})` : ''}
        </p>
      )}
      <ol className="analysis-top">
        {rackTop.map((a, i) => (
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
  );
}

/** The endgame, 'Søk dypere', the pre-endgame and 'Simuler' of the move. */
function MoveSearches({
  move,
  selected,
  subHeading: Heading,
  analysis,
  frames,
  context,
  gameId,
  gameVersion = null,
  game,
  onDeeper,
  sides,
  mover,
}: AnalysisDetailsProps & { move: MoveAnalysis; sides: Sides; mover: string }) {
  const base = selected - 1;
  return (
    <>
      <EndgameSection move={move} Heading={Heading} sides={sides} />
      {game && (
        <EndgameDeeper
          key={`deeper-${selected}`}
          gameId={gameId}
          gameVersion={gameVersion}
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
    </>
  );
}
