import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Grade } from '@ordbot/engine/analysis/types.ts';
import type { Move } from '@ordbot/contract/api-types.ts';
import { isBingo } from '@ordbot/engine/replay.ts';
import { TEXT } from '../../ui/text.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import { moveLabel } from './replay-logic.ts';

const T = TEXT.replay;

export interface ReplayMovesProps {
  /** Sorted by moveNum; moves[i] is move number i + 1 of the replay. */
  moves: readonly Move[];
  selected: number;
  playerName: string;
  cheats: ReadonlySet<number>;
  /** The analysis's grades by 1-based move index (empty until an analysis is done). */
  grades?: ReadonlyMap<number, Grade>;
  /** A click on move `index` (1-based). */
  onPick: (index: number) => void;
  headingLevel: 'h2' | 'h3';
}

/**
 * docs/product.md, Game replay: the move list in the side panel. At 768 px or less it is a 'Trekk' panel opened by
 * a toggle, over an overlay, with the page scroll locked; choosing a move closes it.
 */
export function ReplayMoves({
  moves,
  selected,
  playerName,
  cheats,
  grades,
  onPick,
  headingLevel: Heading,
}: ReplayMovesProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Keeps the viewed move in sight in the list's own scroll area (never scrolls the page).
  // Measured in the next animation frame, where the layout is due anyway, not forced at once.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const item = list?.children[selected - 1] as HTMLElement | undefined;
      if (!list || !item || list.clientHeight === 0) return;
      const top = item.offsetTop - list.offsetTop;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (top + item.offsetHeight > list.scrollTop + list.clientHeight)
        list.scrollTop = top + item.offsetHeight - list.clientHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  const pick = useCallback(
    (index: number) => {
      onPick(index);
      setOpen(false);
    },
    [onPick],
  );

  return (
    <>
      <button
        type="button"
        className="replay-moves-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {T.moves}
      </button>
      {open && <div className="replay-overlay" aria-hidden="true" onClick={() => setOpen(false)} />}
      <div id={panelId} className={open ? 'replay-moves is-open' : 'replay-moves'}>
        <Heading className="replay-moves-title">{T.moves}</Heading>
        {moves.length === 0 ? (
          <p>{T.noMoves}</p>
        ) : (
          <ol aria-label={T.moves} ref={listRef}>
            {moves.map((move, i) => (
              <MoveItem
                key={move.moveNum}
                move={move}
                index={i + 1}
                pressed={selected === i + 1}
                who={move.playerMove ? playerName : T.bot}
                cheat={cheats.has(move.moveNum)}
                grade={grades?.get(i + 1)}
                onPick={pick}
              />
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

/** One entry; memoised, so a step re-renders only the two entries whose state changes. */
const MoveItem = memo(function MoveItem({
  move,
  index,
  pressed,
  who,
  cheat,
  grade,
  onPick,
}: {
  move: Move;
  index: number;
  pressed: boolean;
  who: string;
  cheat: boolean;
  grade?: Grade;
  onPick: (index: number) => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={pressed}
        className={move.playerMove ? 'replay-move player' : 'replay-move bot'}
        onClick={() => onPick(index)}
      >
        <span className="replay-move-who">{who}:</span> {moveLabel(move)}
        {isBingo(move) && <span className="replay-tag bingo">{T.bingo}</span>}
        {cheat && <span className="replay-tag cheat">{T.cheat}</span>}
        {grade && (
          <span className={`replay-tag grade-${grade.toLowerCase()}`}>
            {ANALYSIS_TEXT.grades[grade]}
          </span>
        )}
      </button>
    </li>
  );
});
