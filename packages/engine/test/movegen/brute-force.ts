/**
 * A slow oracle for the move generator: every line, every start square, every ordering of rack
 * tiles that fits (a blank as every letter), judged by validatePlacement and scored by it. The
 * only shortcuts are dropping a main word that is no prefix of a listed word and validating only
 * when it is a word, which cannot change the answer. Shares no code with the generator.
 */
import { CENTRE_INDEX } from '../../board.ts';
import { BOARD_SIZE } from '@ordbot/contract/constants.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import type { Lexicon } from '../../movegen/lexicon.ts';
import type { PlacedTile } from '../../movegen/placement.ts';
import { compareMoves, type EngineMove } from '../../movegen/types.ts';
import { validatePlacement } from '../../movegen/validate.ts';

export interface BruteOptions {
  layout?: readonly number[];
  language: Language;
}

/** Every prefix of the words, true when it is a word itself. */
export function prefixIndex(words: Iterable<string>): Map<string, boolean> {
  const prefixes = new Map<string, boolean>();
  for (const word of words) {
    for (let i = 1; i < word.length; i++) {
      const prefix = word.slice(0, i);
      if (!prefixes.has(prefix)) prefixes.set(prefix, false);
    }
    prefixes.set(word, true);
  }
  return prefixes;
}

export function bruteForceMoves(
  lexicon: Lexicon,
  prefixes: ReadonlyMap<string, boolean>,
  board: readonly string[],
  rack: string,
  options: BruteOptions,
): EngineMove[] {
  const alphabet = [...lexicon.alphabet];
  const found = new Map<string, EngineMove>();
  const left = new Map<string, number>();
  for (const tile of rack.toUpperCase()) left.set(tile, (left.get(tile) ?? 0) + 1);

  // validatePlacement checks the connection too; this cheaper test only spares it most calls.
  const empty = board.every((square) => square === '');
  const near = board.map((_, i) => {
    const x = i % BOARD_SIZE;
    if (empty) return i === CENTRE_INDEX;
    return (
      (x > 0 && board[i - 1] !== '') ||
      (x < BOARD_SIZE - 1 && board[i + 1] !== '') ||
      (board[i - BOARD_SIZE] !== undefined && board[i - BOARD_SIZE] !== '') ||
      (board[i + BOARD_SIZE] !== undefined && board[i + BOARD_SIZE] !== '')
    );
  });
  const emit = (tiles: PlacedTile[]) => {
    if (!tiles.some((t) => near[t.index])) return;
    const result = validatePlacement(lexicon, board, tiles, options);
    if (result.ok) found.set(JSON.stringify(result.move), result.move);
  };

  for (const vertical of [false, true]) {
    for (let line = 0; line < BOARD_SIZE; line++) {
      const at = (pos: number) => (vertical ? pos * BOARD_SIZE + line : line * BOARD_SIZE + pos);
      const square = (pos: number) => board[at(pos)] as string;
      // Places tiles from `pos` on; `word` is the main word so far, lower case.
      const walk = (pos: number, word: string, tiles: PlacedTile[]) => {
        if (pos >= BOARD_SIZE) return;
        for (const [tile, count] of left) {
          if (count === 0) continue;
          const choices =
            tile === '?' ? alphabet : [tile.toLowerCase()].filter((l) => alphabet.includes(l));
          for (const lower of choices) {
            const letter = tile === '?' ? lower : lower.toUpperCase();
            let next = pos + 1;
            let grown = word + lower;
            while (next < BOARD_SIZE && square(next) !== '') {
              grown += square(next).toLowerCase();
              next++;
            }
            const isWord = prefixes.get(grown);
            if (isWord === undefined) continue;
            left.set(tile, count - 1);
            const placed = [...tiles, { index: at(pos), letter }];
            // A legal placement is met in the direction where its main word is this word.
            if (isWord) emit(placed);
            walk(next, grown, placed);
            left.set(tile, count);
          }
        }
      };
      for (let start = 0; start < BOARD_SIZE; start++) {
        if (square(start) !== '') continue;
        // Skip a start whose reachable squares cannot touch the board (the emit test again).
        let reach = false;
        for (let pos = start, free = 0; pos < BOARD_SIZE && free < rack.length; pos++) {
          if (square(pos) !== '') continue;
          free++;
          if (near[at(pos)]) reach = true;
        }
        if (!reach) continue;
        let before = '';
        for (let p = start - 1; p >= 0 && square(p) !== ''; p--) {
          before = square(p).toLowerCase() + before;
        }
        walk(start, before, []);
      }
    }
  }
  return [...found.values()].sort(compareMoves);
}
