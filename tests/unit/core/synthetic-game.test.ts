import { describe, expect, it } from 'vitest';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { syntheticGame } from '../../bench/synthetic-game.ts';

describe('the benchmark game', () => {
  it('is a valid, repeatable 60-move game that uses the whole bag', () => {
    const { game, moves } = syntheticGame(60);
    expect(moves.map((m) => m.moveNum)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(syntheticGame(60)).toEqual({ game, moves });
    const timeline = buildTimeline(game, moves);
    expect(timeline.hasBrokenMoves).toBe(false);
    const last = timeline.frames[60]?.board.filter((letter) => letter !== '');
    expect(last).toHaveLength(104);
  });
});
