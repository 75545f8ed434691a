/**
 * The exact endgame against the solver's earlier answers: 29 real NO_B endgames (the first
 * empty-bag boards of self-play games, the racks cut to 4 against 4, 5 against 3 after a pass,
 * and three of 7 tiles), solved exactly by the solver as it was before its lists were made lazily
 * (the killers and the pass tried first without a list) and stored in endgame-baseline.json with
 * the final spread and the first move. The solver now must give the same final spread; its first
 * move may differ from the stored one only where both are best: playing it and solving the
 * position after it gives the same final spread.
 */
import { describe, expect, it } from 'vitest';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { applyMove, removeFromRack } from '../../game-state.ts';
import { solveEndgame, type EndgamePosition } from '../../strategy/endgame/solver.ts';
import { tileValue } from '../../tiles.ts';
import baseline from './endgame-baseline.json';
import { replay } from './small-endgames.ts';

interface Stored {
  board: number;
  racks: [string, string];
  passes: number;
  spread: number;
  value: number;
  first: string;
}

const boards = baseline.boards as Record<string, string>;

function positionOf(stored: Stored): EndgamePosition {
  const board = [...(boards[String(stored.board)] as string)].map((c) => (c === '.' ? '' : c));
  return {
    board,
    language: 'NO_B',
    racks: stored.racks,
    spread: stored.spread,
    passes: stored.passes,
  };
}

function rackPoints(rack: string): number {
  return [...rack].reduce((sum, tile) => sum + tileValue(tile, 'NO_B'), 0);
}

describe('the exact endgame against its earlier answers', () => {
  const lexicon = loadLexiconFile('NO_B');

  it('gives the same final spreads, and a first move that reaches them', () => {
    const endgames = baseline.endgames as Stored[];
    expect(endgames.length).toBe(29);
    for (const stored of endgames) {
      const position = positionOf(stored);
      const label = `board ${stored.board}: ${stored.racks.join(' v ')}`;
      const result = solveEndgame(lexicon, position);
      expect(result.exact, label).toBe(true);
      expect(result.spread, label).toBe(stored.value);
      expect(replay(lexicon, position, result), label).toBe(result.spread);
      if (result.best[0]?.notation === stored.first) continue;
      // Another first move: it must be as good (the final spread after it, solved exactly).
      const first = result.best[0];
      const move = first?.move;
      const [own, other] = position.racks;
      let after: number;
      if (!move) {
        const passes = (position.passes ?? 0) + 1;
        after =
          passes >= 3
            ? position.spread - rackPoints(own) + rackPoints(other)
            : -solveEndgame(lexicon, {
                ...position,
                racks: [other, own],
                spread: -position.spread,
                passes,
              }).spread;
      } else {
        const left = removeFromRack(own, move.letters);
        after =
          left === ''
            ? position.spread + move.points + 2 * rackPoints(other)
            : -solveEndgame(lexicon, {
                board: applyMove(position.board, move),
                language: 'NO_B',
                racks: [other, left],
                spread: -(position.spread + move.points),
                passes: 0,
              }).spread;
      }
      // (+ 0 turns -0 into 0.)
      expect(after + 0, `${label}: ${first?.notation}`).toBe(stored.value);
    }
  }, 120_000);
});
