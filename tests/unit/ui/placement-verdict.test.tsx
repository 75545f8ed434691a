// @vitest-environment jsdom
/**
 * What a checked placement says (src/ui/placement-verdict.tsx): a points ranking says why it is
 * one (no tables for the language, or the rack unknown on a language that has them, never the
 * first for the second), and an empty-bag answer is measured by the endgame's final spread.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlacementCheck } from '@ordbot/engine/analysis/practice.ts';
import { PlacementVerdict, verdictText } from '../../../src/ui/placement-verdict.tsx';
import { PRACTICE_TEXT as T } from '../../../src/ui/text-practice.ts';

afterEach(cleanup);

const move = {
  notation: '8G HEI',
  points: 12,
  equity: 12,
  letters: 'HEI',
  x: 6,
  y: 7,
  vertical: false,
  mainWord: 'HEI',
  numTiles: 3,
};

function check(over: Partial<Extract<PlacementCheck, { legal: true }>>): PlacementCheck {
  return {
    legal: true,
    move,
    words: [{ word: 'HEI', points: 12, x: 6, y: 7, vertical: false }],
    rank: 3,
    total: 40,
    best: { ...move, notation: '8F HEIA', points: 20, equity: 20 },
    correct: false,
    byEquity: false,
    ranking: 'POINTS',
    ...over,
  };
}

describe('a checked placement', () => {
  it('says the rack is unknown where the language has tables, not that it has none', () => {
    render(<PlacementVerdict check={check({ ranking: 'POINTS_RACK_UNKNOWN' })} />);
    expect(screen.getByText(T.pointsRackUnknown)).toBeTruthy();
    expect(screen.queryByText(T.pointsOnly)).toBeNull();
  });

  it('says the language has no tables only where it has none', () => {
    render(<PlacementVerdict check={check({ ranking: 'POINTS' })} />);
    expect(screen.getByText(T.pointsOnly)).toBeTruthy();
  });

  it('measures an empty-bag answer by the final spread, not by points', () => {
    const endgame = check({
      ranking: 'ENDGAME',
      move: { ...move, equity: -3 },
      best: { ...move, notation: '8F HEIA', points: 9, equity: 4 },
      endgame: { answer: -3, best: 4, proven: true },
    });
    expect(verdictText(endgame)).toBe(T.legalEndgame(12, '−3', '+4'));
    render(<PlacementVerdict check={endgame} />);
    expect(screen.getByText(T.endgameExact)).toBeTruthy();
    // The points rank means nothing here.
    expect(screen.queryByText(T.rank(3, 40))).toBeNull();
  });
});
