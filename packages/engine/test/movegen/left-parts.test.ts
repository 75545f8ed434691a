/**
 * The move search walks the rack's left parts as a tree made once per rack (MoveSearch
 * leftPart) and skips those no letter can follow on the anchor. The bot's fast search stops at a
 * step budget, so its moves depend on how many steps a search takes: the steps must stay those
 * of the search that tried every left part on the anchor (the figures below are from it), or the
 * bot would play other moves. Lexicon.next, which the top search reads, is checked against the
 * edges themselves.
 */
import { describe, expect, it } from 'vitest';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { CHILD_SHIFT, LAST_BIT, Lexicon } from '../../movegen/lexicon.ts';
import { MoveSearch } from '../../movegen/move-search.ts';
import { resolveLayout } from '../../movegen/scoring.ts';
import { selfPlay } from '../../movegen/self-play.ts';
import { mulberry32, randomInt, shuffleInPlace } from '../../random.ts';
import { BLANK, unseenTiles } from '../../tiles.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { SMALL_WORDS } from './small-words.ts';

/** Steps of searchFast without a budget on the boards below (0, 1, 2 blanks in turn). */
const STEPS = [4530, 46784, 202616, 7321, 30392, 129449, 1806, 37823, 246929, 4492, 19314, 136872];

describe('left parts', () => {
  it('the fast search takes as many steps as when every left part tried the anchor', () => {
    const lexicon = loadLexiconFile('NO_B');
    const search = new MoveSearch(lexicon);
    const steps: number[] = [];
    for (let b = 0; b < STEPS.length; b++) {
      const seed = 9300 + b;
      const rng = mulberry32(seed);
      const turns = 4 + randomInt(rng, 20);
      const { board } = selfPlay(lexicon, {
        language: 'NO_B',
        seed,
        maxTurns: turns,
        mode: 'fast',
      });
      const pool: string[] = [];
      for (const tile of unseenTiles(board, 'NO_B').tiles) {
        if (tile.letter !== BLANK) for (let i = 0; i < tile.count; i++) pool.push(tile.letter);
      }
      shuffleInPlace(pool, rng);
      const blanks = b % 3;
      const rack = pool.slice(0, 7 - blanks).join('') + BLANK.repeat(blanks);
      search.prepare(board, resolveLayout(undefined), 'NO_B', rack);
      search.searchFast(Infinity, search.anchorKeys(), 0x7fffffff);
      steps.push(search.steps);
    }
    expect(steps).toEqual(STEPS);
  });

  it('makes the tree anew when a search of the same rack lets a blank stand for fewer letters', () => {
    const lexicon = loadLexiconFile('NO_B');
    const seed = 9400;
    const { board } = selfPlay(lexicon, { language: 'NO_B', seed, maxTurns: 12, mode: 'fast' });
    const layout = resolveLayout(undefined);
    const rack = 'AEIRS?T';
    const vowels = ['a', 'e', 'i', 'o'].reduce((m, l) => m | (1 << lexicon.indexOf(l)), 0);
    const fresh = new MoveSearch(lexicon);
    fresh.prepare(board, layout, 'NO_B', rack);
    fresh.searchFast(Infinity, fresh.anchorKeys(), vowels);
    // The same rack searched first with a blank for any letter, then with the narrow mask.
    const reused = new MoveSearch(lexicon);
    reused.prepare(board, layout, 'NO_B', rack);
    reused.searchAll();
    expect(reused.pool.count).toBeGreaterThan(0);
    reused.searchFast(Infinity, reused.anchorKeys(), vowels);
    expect(reused.steps).toBe(fresh.steps);
    expect(reused.pool.toMove(0, reused.letters)).toEqual(fresh.pool.toMove(0, fresh.letters));
  });

  it("Lexicon.next gives the letters of each node's own edges", () => {
    const lexicon = Lexicon.fromWords(SMALL_WORDS, lexiconAlphabet('ENG_US'));
    const next = lexicon.next();
    const { edges } = lexicon;
    const seen = new Set<number>();
    const visit = (node: number): void => {
      if (node === 0 || seen.has(node)) return;
      seen.add(node);
      let mask = 0;
      for (let e = node; ; e++) {
        const v = edges[e] as number;
        mask |= 1 << (v & 31);
        visit(v >>> CHILD_SHIFT);
        if (v & LAST_BIT) break;
      }
      expect(next[node]).toBe(mask);
    };
    visit(Lexicon.ROOT);
    expect(seen.size).toBeGreaterThan(100);
  });
});
