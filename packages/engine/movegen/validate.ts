/**
 * Is a placement legal? One line, no gaps, free squares, the centre on the first move, otherwise
 * touching the board, every word of 2+ letters in the lexicon. Reasons come with Norwegian text
 * for the review screens.
 */
import { CENTRE_INDEX } from '../board.ts';
import { BOARD_SIZE } from '../dimensions.ts';
import { BLANK } from '../tiles.ts';
import type { Lexicon } from './lexicon.ts';
import { analysePlacement, checkBoard, touchesBoard, type TileInput } from './placement.ts';
import { resolveLayout, scoreGeometry, type ScoreOptions, type ScoredWord } from './scoring.ts';
import type { EngineMove } from './types.ts';

export type InvalidReason =
  | 'NO_TILES'
  | 'OFF_BOARD'
  | 'BAD_LETTER'
  | 'SAME_SQUARE'
  | 'SQUARE_TAKEN'
  | 'NOT_IN_LINE'
  | 'GAP'
  | 'NO_CENTRE'
  | 'NOT_CONNECTED'
  | 'TOO_SHORT'
  | 'NOT_ON_RACK'
  | 'NOT_A_WORD';

export interface ValidateOptions extends ScoreOptions {
  /** When given, the new tiles must come from this rack ('?' a blank). */
  rack?: string;
}

export interface ValidPlacement {
  ok: true;
  /** The main word first, then the cross-words, each with its points. */
  words: ScoredWord[];
  points: number;
  move: EngineMove;
}

export interface InvalidPlacement {
  ok: false;
  reason: InvalidReason;
  /** Norwegian bokmål, for the screens. */
  message: string;
  /** For NOT_A_WORD: the words not in the lexicon. */
  badWords?: string[];
}

export type ValidationResult = ValidPlacement | InvalidPlacement;

const MESSAGES: Record<InvalidReason, string> = {
  NO_TILES: 'Legg minst én brikke.',
  OFF_BOARD: 'En brikke ligger utenfor brettet.',
  BAD_LETTER: 'En brikke har en bokstav som ikke finnes i dette språket.',
  SAME_SQUARE: 'To brikker ligger på samme rute.',
  SQUARE_TAKEN: 'En brikke ligger på en rute som allerede er i bruk.',
  NOT_IN_LINE: 'Brikkene må ligge på én rad eller i én kolonne.',
  GAP: 'Det kan ikke være tomme ruter mellom brikkene.',
  NO_CENTRE: 'Første trekk må dekke midtruten.',
  NOT_CONNECTED: 'Trekket må henge sammen med brikkene på brettet.',
  TOO_SHORT: 'Et ord må ha minst to bokstaver.',
  NOT_ON_RACK: 'Brikkene finnes ikke på stativet.',
  NOT_A_WORD: 'Ordet finnes ikke i ordlisten.',
};

function invalid(reason: InvalidReason, message = MESSAGES[reason]): InvalidPlacement {
  return { ok: false, reason, message };
}

/** True when the rack holds the tiles: a lower-case letter needs a blank. */
function rackHolds(rack: string, letters: readonly string[]): boolean {
  const left = new Map<string, number>();
  for (const tile of rack.toUpperCase()) left.set(tile, (left.get(tile) ?? 0) + 1);
  for (const letter of letters) {
    const key = letter === letter.toUpperCase() ? letter : BLANK;
    const count = left.get(key) ?? 0;
    if (count === 0) return false;
    left.set(key, count - 1);
  }
  return true;
}

/**
 * Validates new tiles on a board (225 strings, '' empty, lower case a blank). A tile's letter is
 * upper case, or lower case for a blank. Throws only for a malformed board or layout.
 */
export function validatePlacement(
  lexicon: Lexicon,
  board: readonly string[],
  tiles: readonly TileInput[],
  options: ValidateOptions,
): ValidationResult {
  checkBoard(board);
  const layout = resolveLayout(options.layout);
  const result = analysePlacement(board, tiles);
  if (!result.ok) return invalid(result.problem);
  const { geometry } = result;
  if (geometry.tiles.some((t) => lexicon.indexOf(t.letter.toLowerCase()) < 0)) {
    return invalid('BAD_LETTER');
  }
  const boardEmpty = board.every((square) => square === '');
  if (boardEmpty) {
    if (!geometry.tiles.some((t) => t.index === CENTRE_INDEX)) return invalid('NO_CENTRE');
  } else if (!touchesBoard(board, geometry.tiles)) {
    return invalid('NOT_CONNECTED');
  }
  if (geometry.main.length < 2) return invalid('TOO_SHORT');
  if (
    options.rack !== undefined &&
    !rackHolds(
      options.rack,
      geometry.tiles.map((t) => t.letter),
    )
  ) {
    return invalid('NOT_ON_RACK');
  }
  const score = scoreGeometry(geometry, layout, options.language);
  const badWords = score.words
    .map((w) => w.word)
    .filter((word) => !lexicon.has(word.toLowerCase()));
  if (badWords.length > 0) {
    const unique = [...new Set(badWords.map((w) => w.toUpperCase()))];
    const list = unique.join(', ');
    return {
      ...invalid(
        'NOT_A_WORD',
        unique.length === 1
          ? `Ordet ${list} finnes ikke i ordlisten.`
          : `Ordene ${list} finnes ikke i ordlisten.`,
      ),
      badWords,
    };
  }
  const main = score.words[0] as ScoredWord;
  const move: EngineMove = {
    x: geometry.main.start % BOARD_SIZE,
    y: Math.floor(geometry.main.start / BOARD_SIZE),
    vertical: geometry.vertical,
    letters: geometry.tiles.map((t) => t.letter).join(''),
    mainWord: main.word,
    points: score.points,
    numTiles: geometry.tiles.length,
  };
  return { ok: true, words: score.words, points: score.points, move };
}
