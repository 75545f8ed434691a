/**
 * 'Prøv et stativ' (docs/analysis.md): any rack at the position of the selected move, its best
 * moves found in the Web Worker, each shown on the board with a click, and 'Simuler' on them.
 * Part of the analysis details' lazily loaded chunk (analysis-details.tsx).
 */
import { useId, useState, type FormEvent } from 'react';
import { rackTiles, validateRack } from '@ordbot/engine/analysis/racks.ts';
import type { EquityAlternative, GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import { TEXT } from '../../ui/text.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import { useWorkerCall, type ServiceArgs } from '../../ui/use-worker-call.ts';
import {
  AltButton,
  type AltRender,
  type AnalysisDetailsProps,
  type SubHeading,
} from './analysis-details-shared.tsx';
import { EquityList } from './analysis-v2.tsx';
import { moverSpread, SimulatePanel } from './simulate-panel.tsx';

const T = ANALYSIS_TEXT;

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

/** The rack typed, the one asked for, the worker's answer and the message of a wrong rack. */
function useRackTry({
  analysis,
  selected,
  frames,
  context,
}: Pick<AnalysisDetailsProps, 'analysis' | 'selected' | 'frames' | 'context'>) {
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
  const onType = (value: string) => setTyped({ selected, text: value });
  return { position, text, onType, busy, answer, error, submit };
}

type RackAnswer = NonNullable<ReturnType<typeof useRackTry>['answer']>;

export function RackTry(props: AnalysisDetailsProps) {
  const { selected, preview, onPreview, subHeading: Heading } = props;
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const { position, text, onType, busy, answer, error, submit } = useRackTry(props);
  const where = position.before
    ? T.tryRackBefore(selected)
    : selected > 0
      ? T.tryRackAfter(selected)
      : T.tryRackStart;
  const alt: AltRender = (a, id) => (
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
          onChange={(event) => onType(event.target.value)}
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
      {answer && <RackMoves answer={answer} Heading={Heading} alt={alt} />}
      {answer && answer.moves.length > 0 && (
        <RackSimulate {...props} base={position.base} rack={answer.rack} />
      )}
    </form>
  );
}

/** The rack's moves: by equity where the language has tables, else by points. */
function RackMoves({
  answer,
  Heading,
  alt,
}: {
  answer: RackAnswer;
  Heading: SubHeading;
  alt: AltRender;
}) {
  return answer.moves.length === 0 ? (
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
  );
}

/** 'Simuler' on the rack tried, for the side to move at the position. */
function RackSimulate({
  analysis,
  selected,
  frames,
  context,
  subHeading: Heading,
  gameId,
  playerName,
  base,
  rack,
}: AnalysisDetailsProps & { base: number; rack: string }) {
  return (
    <SimulatePanel
      key={`try-${selected}-${rack}`}
      gameId={gameId}
      context={context}
      tables={analysis.strategyVersion !== null}
      frame={base}
      board={frames[base]?.board ?? ''}
      rack={rack}
      spread={moverSpread(frames[base], analysis.moves[base]?.playerMove ?? true)}
      mover={(analysis.moves[base]?.playerMove ?? true) ? playerName : TEXT.replay.bot}
      opponent={(analysis.moves[base]?.playerMove ?? true) ? TEXT.replay.bot : playerName}
      Heading={Heading}
    />
  );
}
