/**
 * The game's state and its turn rules (packages/engine/game-state.ts, docs/game-rules.md) on
 * hand-made positions: placements and draws, swaps, passes in a row, going out, resigning, the
 * final rack points and the copy the simulation plays on.
 */
import { describe, expect, it } from 'vitest';
import {
  GameState,
  MIN_BAG_FOR_SWAP,
  PASSES_TO_END,
  rackPoints,
  type GamePosition,
} from '../game-state.ts';
import { mulberry32 } from '../random.ts';
import { totalTiles } from '../tiles.ts';

const EMPTY: readonly string[] = new Array<string>(225).fill('');

/** A NO_B position, side 0 to move; the bag's letters in drawing order. */
function position(racks: [string, string], bag: string, more: Partial<GamePosition> = {}) {
  return new GameState({
    language: 'NO_B',
    board: EMPTY,
    racks,
    bag: [...bag],
    scores: [100, 80],
    turn: 0,
    rng: mulberry32(1),
    ...more,
  });
}

const sorted = (tiles: string | readonly string[]) => [...tiles].sort().join('');

describe('GameState', () => {
  it('deals seven tiles to each side from the front of the bag, side 0 first', () => {
    const bag = [...'ABCDEFGHIJKLMNOPRSTU'];
    const state = GameState.deal({ language: 'NO_B', rng: mulberry32(1), bag, first: 1 });
    expect(state.racks).toEqual(['ABCDEFG', 'HIJKLMN']);
    expect(state.bag).toEqual([...'OPRSTU']);
    expect(state.turn).toBe(1);
    expect([state.scores, state.passes, state.over]).toEqual([[0, 0], 0, false]);
    const shuffled = GameState.deal({ language: 'NO_B', rng: mulberry32(5) });
    expect(shuffled.bagSize).toBe(totalTiles('NO_B') - 14);
  });

  it('places: the board, the points, the rack refilled from the bag, the other side to move', () => {
    const fresh = position(['HEIABC?', 'OOOOOOO'], 'STUVRNM');
    fresh.play({ kind: 'pass' });
    fresh.play({ kind: 'pass' });
    expect(fresh.passes).toBe(2);
    fresh.play({ kind: 'place', move: { x: 6, y: 7, vertical: false, letters: 'HEi', points: 8 } });
    expect(fresh.board.slice(111, 114)).toEqual(['H', 'E', 'i']);
    expect(EMPTY[111]).toBe('');
    expect(fresh.scores).toEqual([108, 80]);
    expect(fresh.racks[0]).toBe('IABCSTU');
    expect(fresh.bag).toEqual([...'VRNM']);
    expect([fresh.passes, fresh.turn, fresh.turns, fresh.over]).toEqual([0, 1, 3, false]);
    expect(() =>
      fresh.play({ kind: 'place', move: { x: 0, y: 0, vertical: false, letters: 'Z', points: 1 } }),
    ).toThrow(/not on the rack/);
  });

  it('swaps only with 7 or more tiles in the bag: the rack refilled first, the tiles back in the bag', () => {
    const state = position(['AAAEEEB', 'OOOOOOO'], 'KLMNPRS');
    expect(state.canSwap).toBe(true);
    state.play({ kind: 'swap', keep: 'AEB' });
    expect(state.racks[0]).toBe('AEBKLMN');
    // Seven in the bag before and after: four drawn, the four given back, then shuffled.
    expect(state.bagSize).toBe(MIN_BAG_FOR_SWAP);
    expect(sorted(state.bag)).toBe(sorted('PRSAAEE'));
    expect(state.scores).toEqual([100, 80]);
    // Naming the tiles given back is the same swap.
    const given = position(['AAAEEEB', 'OOOOOOO'], 'KLMNPRS');
    given.play({ kind: 'swap', give: 'AAEE' });
    expect(given.racks[0]).toBe('AEBKLMN');
    expect(sorted(given.bag)).toBe(sorted(state.bag));
    // Six tiles in the bag: no swap.
    const short = position(['AAAEEEB', 'OOOOOOO'], 'KLMNPR');
    expect(short.canSwap).toBe(false);
    expect(() => short.play({ kind: 'swap', keep: '' })).toThrow(/No swap with 6 tiles/);
    expect(() => given.play({ kind: 'swap', keep: 'OOOOOOO' })).toThrow(/at least one tile/);
  });

  it('ends after three passes in a row, each side losing its own rack; a swap breaks the row', () => {
    expect(PASSES_TO_END).toBe(3);
    const state = position(['AAAEEEB', 'CW'], 'KLMNPRS');
    state.play({ kind: 'pass' });
    state.play({ kind: 'pass' });
    expect(state.passes).toBe(2);
    // docs/game-rules.md: only passes count, so a swap starts the row again.
    state.play({ kind: 'swap', keep: 'B' });
    expect(state.passes).toBe(0);
    state.play({ kind: 'pass' });
    state.play({ kind: 'pass' });
    expect(state.over).toBe(false);
    const rack0 = state.racks[0];
    state.play({ kind: 'pass' });
    expect(state.over).toBe(true);
    expect(state.wentOut).toBeNull();
    // B 4, A 1, E 1 and the drawn tiles; C 10 + W 10.
    expect(state.scores).toEqual([100 - rackPoints(rack0, 'NO_B'), 80 - 20]);
    expect(() => state.play({ kind: 'pass' })).toThrow(/over/);
  });

  it('ends when a side goes out with the bag empty: it gains the other rack, the other loses it', () => {
    const state = position(['HEI', 'CWÆ?'], '');
    state.play({ kind: 'place', move: { x: 6, y: 7, vertical: false, letters: 'HEI', points: 6 } });
    expect(state.racks[0]).toBe('');
    expect(state.over).toBe(true);
    expect(state.wentOut).toBe(0);
    // C 10, W 10, Æ 8, a blank 0.
    expect(state.scores).toEqual([100 + 6 + 28, 80 - 28]);
    // With tiles in the bag the rack is refilled and the game goes on.
    const more = position(['HEI', 'CWÆ?'], 'AB');
    more.play({ kind: 'place', move: { x: 6, y: 7, vertical: false, letters: 'HEI', points: 6 } });
    expect([more.racks[0], more.over, more.scores]).toEqual(['AB', false, [106, 80]]);
  });

  it('ends on a resign with no rack points, and stop() ends a game where it stands', () => {
    const state = position(['HEI', 'CW'], 'AB');
    state.play({ kind: 'pass' });
    state.play({ kind: 'resign' });
    expect([state.over, state.resigned, state.scores]).toEqual([true, 1, [100, 80]]);
    const stopped = position(['HEI', 'CW'], 'AB');
    stopped.stop();
    expect([stopped.over, stopped.scores]).toEqual([true, [100 - 6, 80 - 20]]);
    stopped.stop();
    expect(stopped.scores).toEqual([94, 60]);
  });

  it('copies cheaply: the board shared, the bag, racks and scores its own', () => {
    const state = position(['AAAEEEB', 'HEI'], 'KLMNPRSTU');
    const copy = state.copy(mulberry32(9));
    expect(copy.board).toBe(state.board);
    copy.play({ kind: 'swap', keep: '' });
    const swapped = { rack: copy.racks[0], bag: copy.bag.slice() };
    copy.play({ kind: 'place', move: { x: 6, y: 7, vertical: false, letters: 'HEI', points: 6 } });
    expect(state.racks).toEqual(['AAAEEEB', 'HEI']);
    expect(state.bag).toEqual([...'KLMNPRSTU']);
    expect([state.scores, state.turn, state.turns]).toEqual([[100, 80], 0, 0]);
    expect(state.board).toBe(EMPTY);
    expect(copy.scores).toEqual([100, 86]);
    expect(copy.turns).toBe(2);
    // The same copy from the same generator plays the same.
    const again = state.copy(mulberry32(9));
    again.play({ kind: 'swap', keep: '' });
    expect({ rack: again.racks[0], bag: again.bag }).toEqual(swapped);
  });

  it('refuses a swap without a generator (a position the simulation copies from)', () => {
    const state = position(['AAAEEEB', 'HEI'], 'KLMNPRSTU', { rng: null });
    expect(() => state.play({ kind: 'swap', keep: '' })).toThrow(/generator/);
    expect(() => state.copy(mulberry32(2)).play({ kind: 'swap', keep: '' })).not.toThrow();
  });

  it('counts the points of a rack, a blank worth nothing', () => {
    expect(rackPoints('', 'NO_B')).toBe(0);
    expect(rackPoints('CWÆ?', 'NO_B')).toBe(28);
    expect(rackPoints('QZ?', 'ENG_US')).toBe(20);
  });
});
