/**
 * The rack's review by equity (packages/engine/analysis/equity.ts) reads the search's pool with the leave
 * table's values by tile counts and makes objects only of the moves that can be in its tops. On
 * 180 seeded positions (mid-game boards of engine self-play, racks of 7 and shorter drawn from
 * the unseen tiles, 0, 1 and 2 blanks) it equals the review over the full list of placements
 * as objects: the top 10 by equity with leaves and values, the top 10 by points, and whether a
 * bingo was possible.
 */
import { describe, expect, it } from 'vitest';
import { reviewRackByEquity, reviewRackFromList } from '../../analysis/equity.ts';
import { nthLargest } from '../../movegen/move-pool.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import { STANDARD_BOARD } from '../../board.ts';
import { selfPlay } from '../../movegen/self-play.ts';
import { mulberry32, randomInt, shuffleInPlace } from '../../random.ts';
import { BLANK, unseenTiles } from '../../tiles.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';

const LANGUAGE = 'NO_B';

describe('the rack review read from the pool', () => {
  const lexicon = loadLexiconFile(LANGUAGE);
  const model = loadShippedModel(LANGUAGE);

  it('equals the review over every placement as an object', () => {
    if (!model) throw new Error('NO_B ships tables');
    const engine = engineWith(lexicon, model);
    const game = { language: LANGUAGE, layout: STANDARD_BOARD } as const;
    let bingos = 0;
    for (let b = 0; b < 60; b++) {
      const rng = mulberry32(3100 + b);
      const { board } = selfPlay(lexicon, {
        language: LANGUAGE,
        seed: 3100 + b,
        maxTurns: 2 + randomInt(rng, 22),
        mode: 'fast',
      });
      const pool: string[] = [];
      for (const tile of unseenTiles(board, LANGUAGE).tiles) {
        if (tile.letter !== BLANK) for (let i = 0; i < tile.count; i++) pool.push(tile.letter);
      }
      for (let blanks = 0; blanks <= 2; blanks++) {
        shuffleInPlace(pool, rng);
        const size = b % 5 === 4 ? 3 + randomInt(rng, 4) : 7;
        const rack = pool.slice(0, size - blanks).join('') + BLANK.repeat(blanks);
        const fast = reviewRackByEquity(engine, board, rack, game);
        expect(fast, `board ${b}, rack ${rack}`).toEqual(
          reviewRackFromList(engine, board, rack, game),
        );
        if (fast.bingoPossible) bingos++;
      }
    }
    // Both answers of the bingo question are among the positions.
    expect(bingos).toBeGreaterThan(5);
    expect(bingos).toBeLessThan(170);
    // 180 racks, each reviewed twice: about 10 s alone, several times that beside other work.
  }, 120_000);
});

describe('nthLargest', () => {
  it('equals the sorted list read at n from the top, on seeded lists with ties', () => {
    const rng = mulberry32(77);
    for (let trial = 0; trial < 500; trial++) {
      const count = randomInt(rng, 40);
      const n = 1 + randomInt(rng, 12);
      const values = Float64Array.from({ length: count + 3 }, () => randomInt(rng, 20) / 2);
      const sorted = values.slice(0, count).sort();
      const expected = count === 0 ? Infinity : (sorted[Math.max(0, count - n)] as number);
      expect(nthLargest(values, count, n), `${trial}`).toBe(expected);
    }
  });
});
