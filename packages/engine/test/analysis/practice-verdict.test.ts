/**
 * Practice follows the served verdict (packages/engine/analysis/practice-verdict.ts): the
 * verdict's best only for the rack it judged, ties with it count as best, an answer's place by the
 * verdict's order, and an empty-bag answer's figures from the verdict's final spreads.
 */
import { describe, expect, it } from 'vitest';
import {
  byVerdict,
  verdictBest,
  verdictSolution,
  type PracticeVerdict,
} from '../../analysis/practice-verdict.ts';
import { checkPlacement, moveField } from '../../analysis/practice.ts';
import { STANDARD_BOARD } from '../../board.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';

const LEXICON = Lexicon.fromWords(['hei', 'hai', 'ei', 'ha'], lexiconAlphabet('NO_B'));
const GAME = { language: 'NO_B', layout: STANDARD_BOARD } as const;
const KNOWN = { tiles: 'HEIA', rackKnown: true };
const BOARD: string[] = Array.from({ length: 225 }, () => '');
const HEI = [
  { x: 6, y: 7, letter: 'H' },
  { x: 7, y: 7, letter: 'E' },
  { x: 8, y: 7, letter: 'I' },
];
const HA = [HEI[0]!, { x: 7, y: 7, letter: 'A' }];

const candidate = (move: string, value: number, win: number | null) => ({
  move,
  points: value,
  value,
  win,
});

function endgameVerdict(): PracticeVerdict {
  return {
    method: 'ENDGAME',
    proven: true,
    rack: 'AEHI',
    rackSource: 'ENDGAME',
    candidates: [candidate('8G HEI', 14, 1), candidate('8G HA', 6, 1), candidate('PASS', -3, 0)],
  };
}

describe('practice follows the served verdict', () => {
  const field = moveField(LEXICON, BOARD, KNOWN, GAME);

  it('takes the verdict only for the rack it judged, with its ties', () => {
    const verdict = endgameVerdict();
    expect(verdictBest(verdict, KNOWN)).toMatchObject({ best: '8G HEI', ties: ['8G HEI'] });
    expect(verdictBest({ ...verdict, rack: 'AEHS' }, KNOWN)).toBeNull();
    // Only the tiles placed known: a verdict of the tiles for an exercise of the tiles.
    const tiles = { ...verdict, rack: null, rackSource: 'TILES' as const };
    expect(verdictBest(tiles, KNOWN)).toBeNull();
    expect(verdictBest(tiles, { tiles: 'HEI', rackKnown: false })?.best).toBe('8G HEI');
    expect(verdictBest(verdict, { tiles: 'HEIA', rackKnown: false })).toBeNull();
    expect(verdictBest({ ...verdict, candidates: [] }, KNOWN)).toBeNull();
    const tied = { ...verdict, candidates: [candidate('8G HEI', 6, 1), candidate('8G HA', 6, 1)] };
    expect(verdictBest(tied, KNOWN)?.ties).toEqual(['8G HEI', '8G HA']);
    // The same value with a lower chance is not a tie.
    const lower = {
      ...verdict,
      candidates: [candidate('8G HEI', 6, 1), candidate('8G HA', 6, 0.5)],
    };
    expect(verdictBest(lower, KNOWN)?.ties).toEqual(['8G HEI']);
  });

  it("finds the verdict's best in the field; a pass is no placement", () => {
    const served = verdictBest(endgameVerdict(), KNOWN)!;
    expect(verdictSolution(field, served)?.notation).toBe('8G HEI');
    expect(verdictSolution(field, { ...served, best: 'PASS' })).toBeNull();
  });

  it("an empty-bag answer reads the verdict's final spreads and place", () => {
    const served = verdictBest(endgameVerdict(), KNOWN)!;
    const plain = checkPlacement(LEXICON, BOARD, HA, KNOWN, GAME, field);
    if (!plain.legal) throw new Error('expected a legal check');
    // As practice's own endgame judgement leaves it (a shallower search's figures).
    const own = {
      ...plain,
      ranking: 'ENDGAME' as const,
      endgame: { answer: 2, best: 9, proven: false },
    };
    const judged = byVerdict(own, field, served);
    if (!judged.legal) throw new Error('expected a legal check');
    expect(judged.correct).toBe(false);
    expect(judged.rank).toBe(2);
    expect(judged.best.notation).toBe('8G HEI');
    expect(judged.endgame).toEqual({ answer: 6, best: 14, proven: true });
    const hei = checkPlacement(LEXICON, BOARD, HEI, KNOWN, GAME, field);
    const best = byVerdict(
      { ...hei, ranking: 'ENDGAME', endgame: own.endgame } as typeof own,
      field,
      served,
    );
    expect(best.legal && [best.correct, best.rank]).toEqual([true, 1]);
    // Without a verdict the check is as it was.
    expect(byVerdict(own, field, null)).toBe(own);
  });
});
