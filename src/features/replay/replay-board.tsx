import { memo } from 'react';
import type { KeyboardEvent } from 'react';
import type { SquareCode } from '../../../core/board.ts';
import { BOARD_SIZE } from '../../../core/constants.ts';
import type { Language } from '../../../core/enums.ts';
import { isBlankLetter, tileValue } from '../../../core/tiles.ts';
import { squareLetter } from '../../../core/timeline-format.ts';
import { TEXT } from '../../ui/text.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';

const T = TEXT.replay;
const ROWS = Array.from({ length: BOARD_SIZE }, (_, i) => i);

const SQUARE_CLASS: Record<SquareCode, string> = {
  0: 'plain',
  1: 'dl',
  2: 'tl',
  3: 'dw',
  4: 'tw',
  5: 'centre',
};

export interface ReplayBoardProps {
  /** The packed board of the viewed frame (core/timeline-format.ts). */
  board: string;
  /** Squares placed by the viewed move. */
  placed: readonly number[];
  layout: readonly SquareCode[];
  language: Language;
  /** True while the frames are being built. */
  busy: boolean;
  /** Tiles of an alternative shown on the board (the analysis), by square. */
  preview?: ReadonlyMap<number, string>;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** Spec 2.9: the 15 by 15 board as an ARIA grid; it takes the focus for keyboard stepping. */
export const ReplayBoard = memo(function ReplayBoard({
  board,
  placed,
  layout,
  language,
  busy,
  preview,
  onKeyDown,
}: ReplayBoardProps) {
  const fresh = new Set(placed);
  return (
    <div
      className="replay-board"
      role="grid"
      aria-label={T.board}
      aria-busy={busy}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {ROWS.map((y) => (
        <div role="row" className="replay-row" key={y}>
          {ROWS.map((x) => {
            const index = y * BOARD_SIZE + x;
            const proposed = preview?.get(index);
            return (
              <Square
                key={x}
                code={layout[index] ?? 0}
                letter={proposed ?? squareLetter(board, index)}
                isNew={fresh.has(index)}
                isPreview={proposed !== undefined}
                language={language}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
});

/** One square; memoised, so a step re-renders only the squares that change. */
const Square = memo(function Square({
  code,
  letter,
  isNew,
  isPreview = false,
  language,
}: {
  code: SquareCode;
  letter: string;
  isNew: boolean;
  isPreview?: boolean;
  language: Language;
}) {
  const blank = letter !== '' && isBlankLetter(letter);
  const value = letter === '' || blank ? 0 : tileValue(letter, language);
  const squareName = TEXT.labels.square[code];
  const tileText = letter
    ? (blank ? `${letter.toUpperCase()}, ${T.blank}` : `${letter}, ${T.points(value)}`) +
      (isPreview ? `, ${ANALYSIS_TEXT.boardPreview}` : '')
    : '';
  const classes = ['replay-square', SQUARE_CLASS[code]];
  if (letter) classes.push('has-tile');
  if (isNew) classes.push('is-new');
  if (isPreview) classes.push('is-preview');
  return (
    <div
      role="gridcell"
      className={classes.join(' ')}
      aria-label={tileText ? `${squareName}: ${tileText}` : squareName}
      title={letter ? `${letter} (${value})` : squareName}
    >
      {letter ? (
        <span className={blank ? 'replay-tile blank' : 'replay-tile'} aria-hidden="true">
          <span className="replay-letter">{letter}</span>
          {!blank && <span className="replay-points">{value}</span>}
        </span>
      ) : (
        <span className="replay-label" aria-hidden="true">
          {TEXT.labels.squareShort[code]}
        </span>
      )}
    </div>
  );
});
