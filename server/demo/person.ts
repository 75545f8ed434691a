/**
 * The demo player's side of the board: the engine's placements for the rack, and the choice of
 * choice.ts among them (a person), or the top one (a solver). Kept cheap, since every player
 * move of the demo comes through here: one exhaustive search of the rack without its blanks
 * (the words a person weighs, and the field of the tiles they choose, read from the same pool),
 * and for a blank only the best placement the fast search finds (a person tries a blank as a few
 * likely letters, not all of them). A blank on the board is searched in full only when chosen.
 */
import type { Language } from '@ordbot/contract/enums.ts';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { MoveSearch } from '@ordbot/engine/movegen/move-search.ts';
import { fastMove, generateMoves, normaliseRack } from '@ordbot/engine/movegen/movegen.ts';
import { resolveLayout } from '@ordbot/engine/movegen/scoring.ts';
import type { EngineMove } from '@ordbot/engine/movegen/types.ts';
import type { Rng } from '@ordbot/engine/random.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';
import { choosePlacement, chooseWord, tileKey } from './choice.ts';

/** The best placements of a rack a person weighs when choosing which tiles to play. */
const WORDS_SEEN = 150;

export interface Position {
  board: readonly string[];
  language: Language;
  layout: readonly number[] | undefined;
}

// A search of our own per lexicon (the engine's fastMove keeps its own): its pool stays readable.
const searches = new WeakMap<Lexicon, MoveSearch>();

function searchAll(lexicon: Lexicon, at: Position, rack: string): MoveSearch {
  let search = searches.get(lexicon);
  if (!search) {
    search = new MoveSearch(lexicon);
    searches.set(lexicon, search);
  }
  search.prepare(at.board, resolveLayout(at.layout), at.language, normaliseRack(rack));
  search.searchAll();
  return search;
}

/**
 * Every placement in the search's pool of exactly the tiles of `letters`, best first: the field
 * the fair-play analysis measures (packages/engine/analysis sameTilesField), as moves.
 */
function field(search: MoveSearch, letters: string): EngineMove[] {
  const { pool } = search;
  const key = tileKey(letters);
  const size = [...letters].length;
  const moves: EngineMove[] = [];
  for (let i = 0; i < pool.count; i++) {
    if (pool.tiles(i) !== size) continue;
    const move = pool.toMove(i, search.letters);
    if (tileKey(move.letters) === key) moves.push(move);
  }
  // Stable: equal points keep the pool's order, so the same game comes out every time.
  return moves.sort((a, b) => b.points - a.points);
}

/** A solver's move: the top placement of the whole rack (null: none). */
export function solverMove(lexicon: Lexicon, at: Position, rack: string): EngineMove | null {
  return generateMoves(lexicon, at.board, rack, { ...at, limit: 1 })[0] ?? null;
}

/** A person's move of `strength` (choice.ts) for the rack (null: no placement seen). */
export function personMove(
  lexicon: Lexicon,
  at: Position,
  rack: string,
  rng: Rng,
  strength: number,
): EngineMove | null {
  const plain = [...rack].filter((t) => t !== BLANK).join('');
  let search = plain === '' ? null : searchAll(lexicon, at, plain);
  const candidates = search ? search.pool.sorted(search.letters, WORDS_SEEN) : [];
  if (plain.length < [...rack].length) {
    const blank = fastMove(lexicon, at.board, rack, { language: at.language, layout: at.layout });
    if (blank) {
      const below = candidates.findIndex((c) => c.points < blank.points);
      candidates.splice(below === -1 ? candidates.length : below, 0, blank);
    }
  }
  if (candidates.length === 0) return null;
  const word = candidates[chooseWord(rng, strength, candidates)] as EngineMove;
  // A word with a blank: its field needs a search of its own tiles (the blank as any letter).
  if (!search || tileKey(word.letters).includes(BLANK)) {
    search = searchAll(lexicon, at, tileKey(word.letters));
  }
  const spots = field(search, word.letters);
  return (
    spots[
      choosePlacement(
        rng,
        strength,
        spots.map((m) => m.points),
      )
    ] ?? word
  );
}
