/**
 * The search for placements of every rack tile (MoveSearch.searchAll(true), the same tiles' field
 * of the analysis) against the full enumeration: on seeded boards from random games, with racks
 * of 1 to 7 tiles and up to two blanks, the exact search must list exactly the full list's
 * placements that use every tile, with the same scores. Lexicon.below against the words.
 */
import { describe, expect, it } from 'vitest';
import { RACK_SIZE } from '@ordbot/contract/constants.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { CHILD_SHIFT, LAST_BIT, LETTER_MASK, Lexicon } from '../../movegen/lexicon.ts';
import { MoveSearch } from '../../movegen/move-search.ts';
import { generateMoves } from '../../movegen/movegen.ts';
import { resolveLayout } from '../../movegen/scoring.ts';
import { applyMove, shuffledBag } from '../../movegen/self-play.ts';
import type { EngineMove } from '../../movegen/types.ts';
import { mulberry32, randomInt } from '../../random.ts';
import { emptyBoard } from './helpers.ts';
import { SMALL_WORDS } from './small-words.ts';

const key = (m: EngineMove) => `${m.x},${m.y},${m.vertical ? 'v' : 'h'},${m.mainWord},${m.points}`;

function exactList(search: MoveSearch, board: readonly string[], rack: string): string[] {
  search.prepare(board, resolveLayout(undefined), 'ENG_US', rack);
  search.searchAll(true);
  const out: string[] = [];
  for (let i = 0; i < search.pool.count; i++) out.push(key(search.pool.toMove(i, search.letters)));
  return out.sort();
}

describe('the search for placements of every rack tile', () => {
  it('lists exactly the full enumeration placements that use every tile', () => {
    const lexicon = Lexicon.fromWords(SMALL_WORDS, lexiconAlphabet('ENG_US'));
    const search = new MoveSearch(lexicon);
    let checked = 0;
    let placements = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const rng = mulberry32(seed);
      const bag = shuffledBag('ENG_US', rng).filter((tile) => tile !== '?');
      let board = emptyBoard();
      for (let turn = 0; turn < 10; turn++) {
        const size = 1 + randomInt(rng, RACK_SIZE);
        const blanks = randomInt(rng, 3);
        const letters = bag.splice(0, Math.max(0, size - blanks)).join('');
        const rack = letters + '?'.repeat(Math.min(blanks, size));
        const all = generateMoves(lexicon, board, rack, { language: 'ENG_US' });
        const expected = all
          .filter((m) => m.numTiles === [...rack].length)
          .map(key)
          .sort();
        expect(exactList(search, board, rack), `seed ${seed} turn ${turn} rack ${rack}`).toEqual(
          expected,
        );
        checked++;
        placements += expected.length;
        bag.push(...letters);
        const next = all[randomInt(rng, Math.max(1, all.length))];
        if (next) board = applyMove(board, next);
      }
    }
    expect(checked).toBe(120);
    expect(placements).toBeGreaterThan(200);
  });

  it('Lexicon.below gives the letters below each node and the longest way to a word end', () => {
    const words = ['ab', 'abc', 'abcde', 'bad', 'ed'];
    const lexicon = Lexicon.fromWords(words, lexiconAlphabet('ENG_US'));
    const below = lexicon.below();
    const index = (w: string) => [...w].map((c) => lexicon.indexOf(c));
    // The node reached by a prefix, by walking its letters.
    const nodeOf = (prefix: string) => {
      let node = Lexicon.ROOT;
      for (const letter of index(prefix)) {
        const e = lexicon.findEdge(node, letter);
        node = (lexicon.edges[e] as number) >>> CHILD_SHIFT;
      }
      return node;
    };
    const mask = (letters: string) => index(letters).reduce((m, l) => m | (1 << l), 0);
    for (const prefix of ['', 'a', 'ab', 'abc', 'b', 'e']) {
      const rest = words.filter((w) => w.startsWith(prefix) && w !== prefix);
      const node = nodeOf(prefix);
      expect(below.letters[node], prefix).toBe(
        mask(rest.map((w) => w.slice(prefix.length)).join('')),
      );
      expect(below.longest[node], prefix).toBe(
        Math.max(...rest.map((w) => w.length - prefix.length)),
      );
    }
    // Every node's mask holds its own edges' letters.
    for (let e = Lexicon.ROOT; ; e++) {
      const v = lexicon.edges[e] as number;
      expect((below.letters[Lexicon.ROOT] as number) & (1 << (v & LETTER_MASK))).not.toBe(0);
      if (v & LAST_BIT) break;
    }
  });
});
