/**
 * The words an endgame can still form (the idea of MAGPIE's endgame word list): once the bag is
 * empty, every tile still to be played is on one of the two known racks. A word formed later is
 * a whole run of one row or column at that time: the letters the board holds now in that run,
 * and tiles of the racks on the squares that are empty now; the squares just before and after
 * the run are empty then, so they are empty now too. Every such word, and every word made of
 * rack tiles alone, goes into a small lexicon; a placement's words are then in it exactly when
 * they are in the full one, so the move generator gives the same moves, much faster (its
 * cross-checks and search walk a few thousand words instead of hundreds of thousands).
 */
import { BOARD_SIZE } from '../../dimensions.ts';
import {
  CHILD_SHIFT,
  LAST_BIT,
  LETTER_MASK,
  Lexicon,
  TERMINAL_BIT,
} from '../../movegen/lexicon.ts';
import { BLANK } from '../../tiles.ts';
import { isEngine, lexiconOf, type Engine, type Words } from '../../movegen/search-engine.ts';

/** DAWG steps the word search may take before it gives up and keeps the full list. */
export const DEFAULT_WORD_STEPS = 1_000_000;

class TooMany extends Error {}

/**
 * The lexicon of words the endgame between `racks` on `board` can form, or the full lexicon when
 * finding them would take more than `maxSteps` steps (two blanks and long empty runs).
 */
export function endgameLexicon(
  lexicon: Lexicon,
  board: readonly string[],
  racks: readonly string[],
  maxSteps?: number,
): Lexicon;
/** The same words, searched by the engine's kind of search (search-engine.ts over). */
export function endgameLexicon(
  engine: Engine,
  board: readonly string[],
  racks: readonly string[],
  maxSteps?: number,
): Engine;
export function endgameLexicon(
  lexicon: Words,
  board: readonly string[],
  racks: readonly string[],
  maxSteps?: number,
): Words;
export function endgameLexicon(
  lexicon: Words,
  board: readonly string[],
  racks: readonly string[],
  maxSteps = DEFAULT_WORD_STEPS,
): Words {
  const full = lexiconOf(lexicon);
  const letters = [...full.alphabet];
  const pool = new Int8Array(letters.length);
  let blanks = 0;
  for (const rack of racks) {
    for (const tile of rack) {
      if (tile === BLANK) blanks++;
      else {
        const index = full.indexOf(tile.toLowerCase());
        if (index >= 0) (pool[index] as number)++;
      }
    }
  }
  const edges = full.edges;
  const words = new Set<string>();
  const path = new Int8Array(BOARD_SIZE);
  let steps = 0;
  /** The cells of the line being read: a letter index, -1 empty, -2 a letter not in the list. */
  const cells = new Int8Array(BOARD_SIZE);
  /** For each position of the line, the first occupied position at or after it (or BOARD_SIZE). */
  const nextTile = new Int8Array(BOARD_SIZE + 1);
  let tilesLeft = 0;

  /** Takes a rack tile for `letter`: 1 its own tile, 2 a blank, 0 none left. */
  const take = (letter: number): number => {
    if ((pool[letter] as number) > 0) {
      (pool[letter] as number)--;
      return 1;
    }
    if (blanks === 0) return 0;
    blanks--;
    return 2;
  };
  const giveBack = (letter: number, taken: number): void => {
    if (taken === 1) (pool[letter] as number)++;
    else blanks++;
  };

  const record = (length: number) => {
    let word = '';
    for (let i = 0; i < length; i++) word += letters[path[i] as number] as string;
    words.add(word);
  };

  /**
   * Walks the line from `pos` at `node`: a board letter must be followed, an empty square takes
   * a rack tile. `length` letters are on the path; `board` is whether one of them is a board
   * letter (words of rack tiles alone are found once, by `anagrams`).
   */
  const walk = (node: number, pos: number, length: number, hasBoard: boolean): void => {
    if (++steps > maxSteps) throw new TooMany();
    if (node === 0 || pos >= BOARD_SIZE) return;
    const cell = cells[pos] as number;
    if (cell === -2) return;
    if (cell >= 0) {
      const e = full.findEdge(node, cell);
      if (e < 0) return;
      const v = edges[e] as number;
      path[length] = cell;
      if (v & TERMINAL_BIT && (pos + 1 === BOARD_SIZE || (cells[pos + 1] as number) === -1)) {
        record(length + 1);
      }
      walk(v >>> CHILD_SHIFT, pos + 1, length + 1, true);
      return;
    }
    // An empty square: without a board letter so far, one must still be within reach.
    const reach = nextTile[pos] as number;
    if (!hasBoard && (reach === BOARD_SIZE || reach - pos > tilesLeft)) return;
    if (tilesLeft === 0) return;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const letter = v & LETTER_MASK;
      const taken = take(letter);
      if (taken !== 0) {
        tilesLeft--;
        path[length] = letter;
        const next = pos + 1;
        if (
          hasBoard &&
          v & TERMINAL_BIT &&
          (next === BOARD_SIZE || (cells[next] as number) === -1)
        ) {
          record(length + 1);
        }
        walk(v >>> CHILD_SHIFT, next, length + 1, hasBoard);
        tilesLeft++;
        giveBack(letter, taken);
      }
      if (v & LAST_BIT) break;
    }
  };

  /** Every word of rack tiles alone (at most BOARD_SIZE letters). */
  const anagrams = (node: number, length: number): void => {
    if (++steps > maxSteps) throw new TooMany();
    if (node === 0 || length >= BOARD_SIZE) return;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const letter = v & LETTER_MASK;
      const taken = take(letter);
      if (taken !== 0) {
        path[length] = letter;
        if (v & TERMINAL_BIT) record(length + 1);
        anagrams(v >>> CHILD_SHIFT, length + 1);
        giveBack(letter, taken);
      }
      if (v & LAST_BIT) break;
    }
  };

  try {
    tilesLeft = blanks;
    for (const count of pool) tilesLeft += count;
    anagrams(Lexicon.ROOT, 0);
    for (let vertical = 0; vertical < 2; vertical++) {
      for (let line = 0; line < BOARD_SIZE; line++) {
        for (let i = 0; i < BOARD_SIZE; i++) {
          const sq = vertical ? i * BOARD_SIZE + line : line * BOARD_SIZE + i;
          const letter = board[sq] as string;
          cells[i] = letter === '' ? -1 : full.indexOf(letter.toLowerCase());
          if (letter !== '' && (cells[i] as number) < 0) cells[i] = -2;
        }
        nextTile[BOARD_SIZE] = BOARD_SIZE;
        for (let i = BOARD_SIZE - 1; i >= 0; i--) {
          nextTile[i] = (cells[i] as number) === -1 ? (nextTile[i + 1] as number) : i;
        }
        if ((nextTile[0] as number) === BOARD_SIZE) continue;
        for (let start = 0; start < BOARD_SIZE; start++) {
          if (start > 0 && (cells[start - 1] as number) !== -1) continue;
          walk(Lexicon.ROOT, start, 0, false);
        }
      }
    }
  } catch (err) {
    if (err instanceof TooMany) return lexicon;
    throw err;
  }
  const small = Lexicon.fromWords(words, full.alphabet);
  // Searched as the full list is (the WebAssembly engine's where the caller passed it).
  return isEngine(lexicon) ? lexicon.over(small) : small;
}
