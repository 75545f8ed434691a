/**
 * One square of the 15 by 15 board with its tile, shared by the replay's board and the
 * tile-placing board (tile-board.tsx); the styles are board.css.
 */
import { memo } from 'react';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { BOARD_SIZE } from '@ordbot/contract/constants.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { isBlankLetter, tileValue } from '@ordbot/engine/tiles.ts';
import { TEXT } from './text.ts';

const T = TEXT.replay;

/** 0 .. 14: the board's rows and columns. */
export const BOARD_ROWS = Array.from({ length: BOARD_SIZE }, (_, i) => i);

export const SQUARE_CLASS: Record<SquareCode, string> = {
  0: 'plain',
  1: 'dl',
  2: 'tl',
  3: 'dw',
  4: 'tw',
  5: 'centre',
};

/** One square; memoised, so a step re-renders only the squares that change. */
export const Square = memo(function Square({
  code,
  letter,
  isNew,
  isPreview = false,
  language,
  extraClass,
  label,
  id,
  index,
}: {
  code: SquareCode;
  letter: string;
  isNew: boolean;
  isPreview?: boolean;
  language: Language;
  /** Extra classes (the tile-placing board's cursor and new tiles). */
  extraClass?: string;
  /** The square's name for a screen reader, when not its type's (the board's coordinates). */
  label?: string;
  id?: string;
  index?: number;
}) {
  const blank = letter !== '' && isBlankLetter(letter);
  const value = letter === '' || blank ? 0 : tileValue(letter, language);
  const squareName = TEXT.labels.square[code];
  const short = TEXT.labels.squareShort[code];
  // The name starts with what the square shows (the letter and its points, or the premium's
  // short label), so a voice user can say what they see; `label` (the coordinates) follows.
  const place = label ?? squareName.toLowerCase();
  let name: string;
  if (letter) {
    name = `${blank ? `${letter}, ${T.blank}` : `${letter} ${T.points(value)}`}, ${place}`;
    if (isPreview) name += `, ${T.boardPreview}`;
  } else if (label) {
    name = `${label}, ${squareName.toLowerCase()}`;
  } else {
    name = short && short !== squareName ? `${short}, ${squareName.toLowerCase()}` : squareName;
  }
  const classes = ['replay-square', SQUARE_CLASS[code]];
  if (letter) classes.push('has-tile');
  if (isNew) classes.push('is-new');
  if (isPreview) classes.push('is-preview');
  if (extraClass) classes.push(extraClass);
  return (
    <div
      id={id}
      data-square={index}
      role="gridcell"
      className={classes.join(' ')}
      aria-label={name}
      title={letter ? `${letter} (${value})` : squareName}
    >
      {letter ? (
        <span className={blank ? 'replay-tile blank' : 'replay-tile'} aria-hidden="true">
          <span className="replay-letter">{letter}</span>
          {/* The space keeps the letter and its points apart in the text a name is matched to. */}
          {!blank && <span className="replay-points"> {value}</span>}
        </span>
      ) : (
        <span className="replay-label" aria-hidden="true">
          {short}
        </span>
      )}
    </div>
  );
});
