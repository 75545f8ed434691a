import { describe, expect, it } from 'vitest';
import { bestWithSameTiles, sameTilesField } from '../../analysis/top-moves.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { emptyBoard, plainLayout, put } from './helpers.ts';

const alphabet = lexiconAlphabet('NO_B');
const words = (...list: string[]) => Lexicon.fromWords(list, alphabet);
const PLAIN = { language: 'NO_B', layout: plainLayout() } as const;

describe('sameTilesField', () => {
  it('counts the placements of exactly the tiles and gives the best two', () => {
    const lexicon = words('hei', 'eh', 'he');
    const board = put(emptyBoard(), 6, 7, false, 'HEI');
    const field = sameTilesField(lexicon, board, 'EH', PLAIN);
    const best = bestWithSameTiles(lexicon, board, 'EH', PLAIN);
    expect(field.bestMove).toEqual(best);
    expect(field.best).toBe(best?.points);
    expect(field.placements).toBeGreaterThan(1);
    expect(field.second).not.toBeNull();
    expect(field.second as number).toBeLessThanOrEqual(field.best);
  });

  it('gives no placement and no second when the tiles fit nowhere', () => {
    const field = sameTilesField(words('hei'), emptyBoard(), 'QQ', PLAIN);
    expect(field).toEqual({ placements: 0, best: 0, second: null, bestMove: null });
  });
});
