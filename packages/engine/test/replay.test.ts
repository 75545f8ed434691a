// Over 300 lines: the replay against hand-made games, one per kind of move and fault.
import { describe, expect, it } from 'vitest';
import type { Move } from '@ordbot/contract/api-types.ts';
import {
  buildTimeline,
  cheatMoveNumbers,
  findBrokenMoves,
  isBingo,
  type ReplayFrame,
} from '../replay.ts';

function move(fields: Partial<Move> & Pick<Move, 'moveNum' | 'playerMove'>): Move {
  return {
    moveType: 'NORMAL',
    letters: '',
    points: 0,
    numTiles: fields.letters?.length ?? 0,
    mainWord: '',
    vertical: false,
    x: 0,
    y: 0,
    ...fields,
  };
}

/** The occupied squares of a board as 'x,y' -> letter, for exact comparisons. */
function tiles(frame: ReplayFrame | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  frame?.board.forEach((letter, index) => {
    if (letter !== '') out[`${index % 15},${Math.floor(index / 15)}`] = letter;
  });
  return out;
}

const scores = (frame: ReplayFrame | undefined) => [frame?.playerScore, frame?.botScore];

/**
 * A seven-move game: HEI across the centre, BEN down through the E, a swap, aLE (blank a)
 * across through the N, a pass, SKI down through I and E, and the bot's last move.
 */
const moves: Move[] = [
  move({ moveNum: 1, playerMove: true, letters: 'HEI', x: 6, y: 7, points: 12, mainWord: 'HEI' }),
  move({ moveNum: 2, playerMove: false, letters: 'BN', x: 7, y: 6, vertical: true, points: 8 }),
  move({ moveNum: 3, playerMove: true, moveType: 'SWAP', numTiles: 3 }),
  move({ moveNum: 4, playerMove: false, letters: 'aLE', x: 5, y: 8, points: 5 }),
  move({ moveNum: 5, playerMove: true, moveType: 'PASS' }),
  move({ moveNum: 6, playerMove: true, letters: 'SKI', x: 8, y: 5, vertical: true, points: 15 }),
  move({ moveNum: 7, playerMove: false, letters: 'ÆØÅ', x: 14, y: 10, vertical: true, points: 20 }),
];
/** Final scores after the end-of-game rack adjustments: not the running sums 27 and 33. */
const finishedGame = { finished: true, playerScore: 21, botScore: 39 };
const ongoingGame = { finished: false, playerScore: 27, botScore: 13 };

describe('buildTimeline', () => {
  const timeline = buildTimeline(finishedGame, moves);
  const { frames } = timeline;

  it('starts with an empty board at 0-0 and has one frame per move', () => {
    expect(frames).toHaveLength(8);
    expect(frames[0]?.moveNum).toBe(0);
    expect(frames[0]?.board).toHaveLength(225);
    expect(tiles(frames[0])).toEqual({});
    expect(scores(frames[0])).toEqual([0, 0]);
    expect(frames.map((frame) => frame.moveNum)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(timeline.hasBrokenMoves).toBe(false);
    expect(timeline.brokenMoves).toEqual([]);
  });

  it('places a horizontal move along the row from (x, y)', () => {
    expect(tiles(frames[1])).toEqual({ '6,7': 'H', '7,7': 'E', '8,7': 'I' });
    expect(frames[1]?.placed).toEqual([111, 112, 113]);
    expect(scores(frames[1])).toEqual([12, 0]);
  });

  it('places a vertical move down the column, skipping the occupied square', () => {
    expect(frames[2]?.placed).toEqual([97, 127]);
    expect(tiles(frames[2])).toEqual({
      '6,7': 'H',
      '7,7': 'E',
      '8,7': 'I',
      '7,6': 'B',
      '7,8': 'N',
    });
    expect(scores(frames[2])).toEqual([12, 8]);
  });

  it('places nothing for a swap or a pass', () => {
    expect(frames[3]?.placed).toEqual([]);
    expect(frames[3]?.board).toEqual(frames[2]?.board);
    expect(frames[5]?.placed).toEqual([]);
    expect(frames[5]?.board).toEqual(frames[4]?.board);
    expect(scores(frames[5])).toEqual([12, 13]);
  });

  it('keeps a blank as its lower-case letter', () => {
    expect(frames[4]?.placed).toEqual([125, 126, 128]);
    expect(tiles(frames[4])).toMatchObject({ '5,8': 'a', '6,8': 'L', '7,8': 'N', '8,8': 'E' });
  });

  it('skips two occupied squares in a row', () => {
    expect(frames[6]?.placed).toEqual([83, 98, 143]);
    expect(tiles(frames[6])).toEqual({
      '6,7': 'H',
      '7,7': 'E',
      '8,7': 'I',
      '7,6': 'B',
      '7,8': 'N',
      '5,8': 'a',
      '6,8': 'L',
      '8,8': 'E',
      '8,5': 'S',
      '8,6': 'K',
      '8,9': 'I',
    });
    expect(scores(frames[6])).toEqual([27, 13]);
  });

  it('takes the final scores of a finished game from the record', () => {
    expect(tiles(frames[7])).toMatchObject({ '14,10': 'Æ', '14,11': 'Ø', '14,12': 'Å' });
    expect(scores(frames[7])).toEqual([21, 39]);
  });

  it('keeps the running sums after the last move of an ongoing game', () => {
    const ongoing = buildTimeline(ongoingGame, moves);
    expect(scores(ongoing.frames[7])).toEqual([27, 33]);
    expect(scores(ongoing.frames[6])).toEqual([27, 13]);
  });

  it('gives every frame its own board', () => {
    expect(frames[1]?.board).not.toBe(frames[2]?.board);
    expect(frames[0]?.board[112]).toBe('');
    expect(frames[1]?.board[97]).toBe('');
  });

  it('sorts a copy of unsorted moves and leaves the input alone', () => {
    const shuffled = [moves[6], moves[2], moves[0], moves[5], moves[1], moves[4], moves[3]].map(
      (m) => m as Move,
    );
    const before = shuffled.map((m) => m.moveNum);
    const again = buildTimeline(finishedGame, shuffled);
    expect(shuffled.map((m) => m.moveNum)).toEqual(before);
    expect(again.frames).toEqual(frames);
    expect(again.moves.map((m) => m.moveNum)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(again.hasBrokenMoves).toBe(false);
  });

  it('handles a resign: nothing placed, final scores from the record', () => {
    const resigned = buildTimeline({ finished: true, playerScore: 12, botScore: 0 }, [
      moves[0] as Move,
      move({ moveNum: 2, playerMove: false, moveType: 'RESIGN', points: 0 }),
    ]);
    expect(resigned.frames).toHaveLength(3);
    expect(resigned.frames[2]?.placed).toEqual([]);
    expect(tiles(resigned.frames[2])).toEqual(tiles(resigned.frames[1]));
    expect(scores(resigned.frames[2])).toEqual([12, 0]);
  });

  it('gives an empty game just the empty board', () => {
    const empty = buildTimeline({ finished: true, playerScore: 5, botScore: 3 }, []);
    expect(empty.frames).toHaveLength(1);
    expect(scores(empty.frames[0])).toEqual([0, 0]);
    expect(empty.hasBrokenMoves).toBe(false);
  });
});

describe('broken moves', () => {
  const first = move({ moveNum: 1, playerMove: true, letters: 'ABC', x: 12, y: 7, points: 10 });

  it('reports letters running off the end of a row and draws none of them', () => {
    const broken = move({ moveNum: 2, playerMove: false, letters: 'XYZ', x: 13, y: 0, points: 9 });
    const timeline = buildTimeline(ongoingGame, [first, broken]);
    expect(timeline.hasBrokenMoves).toBe(true);
    expect(timeline.brokenMoves).toEqual([
      {
        moveNum: 2,
        reason: 'OFF_BOARD',
        message: 'Move 2 runs off the board after 2 of 3 letters',
      },
    ]);
    expect(timeline.frames[2]?.broken).toBe(true);
    expect(timeline.frames[2]?.placed).toEqual([]);
    expect(timeline.frames[2]?.board).toEqual(timeline.frames[1]?.board);
    // Points are the bot's record and still count.
    expect(scores(timeline.frames[2])).toEqual([10, 9]);
  });

  it('reports letters running off the bottom of a column', () => {
    const broken = move({
      moveNum: 1,
      playerMove: true,
      letters: 'AB',
      x: 3,
      y: 14,
      vertical: true,
    });
    expect(findBrokenMoves([broken])).toEqual([
      {
        moveNum: 1,
        reason: 'OFF_BOARD',
        message: 'Move 1 runs off the board after 1 of 2 letters',
      },
    ]);
  });

  it('reports a move pushed off the board by occupied squares', () => {
    // D lands on (11, 7); E would skip A B C at 12-14 and fall off.
    const second = move({ moveNum: 2, playerMove: false, letters: 'DE', x: 11, y: 7 });
    const timeline = buildTimeline(ongoingGame, [first, second]);
    expect(timeline.brokenMoves.map((b) => [b.moveNum, b.reason])).toEqual([[2, 'OFF_BOARD']]);
    expect(timeline.frames[2]?.board[7 * 15 + 11]).toBe('');
  });

  it('reports a start square outside 0..14', () => {
    const cases = [
      move({ moveNum: 1, playerMove: true, letters: 'A', x: 15, y: 0 }),
      move({ moveNum: 2, playerMove: true, letters: 'A', x: 0, y: -1 }),
      move({ moveNum: 3, playerMove: true, letters: 'A', x: 1.5, y: 2 }),
    ];
    expect(findBrokenMoves(cases)).toEqual([
      { moveNum: 1, reason: 'OFF_BOARD', message: 'Move 1 starts at (15, 0), outside the board' },
      { moveNum: 2, reason: 'OFF_BOARD', message: 'Move 2 starts at (0, -1), outside the board' },
      { moveNum: 3, reason: 'OFF_BOARD', message: 'Move 3 starts at (1.5, 2), outside the board' },
    ]);
  });

  it('reports a letter count that differs from numTiles and draws nothing', () => {
    const broken = move({ moveNum: 1, playerMove: true, letters: 'AB', numTiles: 3, x: 7, y: 7 });
    const timeline = buildTimeline(ongoingGame, [broken]);
    expect(timeline.brokenMoves).toEqual([
      { moveNum: 1, reason: 'TILE_COUNT', message: 'Move 1 has 2 letters but numTiles 3' },
    ]);
    expect(tiles(timeline.frames[1])).toEqual({});
    expect(timeline.frames[1]?.broken).toBe(true);
  });

  it('reports both a wrong count and running off the board', () => {
    const broken = move({ moveNum: 1, playerMove: true, letters: 'ABC', numTiles: 2, x: 14, y: 0 });
    expect(findBrokenMoves([broken]).map((b) => b.reason)).toEqual(['TILE_COUNT', 'OFF_BOARD']);
  });

  it('reports a NORMAL move with no letters', () => {
    const broken = move({ moveNum: 1, playerMove: true, letters: '', numTiles: 0, x: 7, y: 7 });
    expect(findBrokenMoves([broken])).toEqual([
      { moveNum: 1, reason: 'NO_LETTERS', message: 'Move 1 places no letters' },
    ]);
  });

  it('does not check letters of swap, pass and resign', () => {
    const others = [
      move({ moveNum: 1, playerMove: true, moveType: 'SWAP', letters: '', numTiles: 4 }),
      move({ moveNum: 2, playerMove: false, moveType: 'PASS', x: 40 }),
      move({ moveNum: 3, playerMove: true, moveType: 'RESIGN', letters: 'AB', numTiles: 0 }),
    ];
    expect(findBrokenMoves(others)).toEqual([]);
  });

  it('reports move numbers that are not 1..n but still plays the moves', () => {
    const gap = [moves[0] as Move, moves[1] as Move, { ...(moves[3] as Move), moveNum: 4 }];
    const timeline = buildTimeline(ongoingGame, gap);
    expect(timeline.brokenMoves).toEqual([
      {
        moveNum: 4,
        reason: 'MOVE_NUMBERS',
        message: 'Move numbers must run 1..3; found 4 where 3 belongs',
      },
    ]);
    expect(timeline.hasBrokenMoves).toBe(true);
    expect(timeline.frames[3]?.placed).toEqual([125, 126, 128]);
    expect(timeline.frames[3]?.broken).toBe(false);
  });

  it('reports duplicate move numbers and a start at 0', () => {
    const a = move({ moveNum: 1, playerMove: true, moveType: 'PASS' });
    expect(findBrokenMoves([a, a]).map((b) => [b.moveNum, b.reason])).toEqual([
      [1, 'MOVE_NUMBERS'],
    ]);
    expect(findBrokenMoves([{ ...a, moveNum: 0 }]).map((b) => b.reason)).toEqual(['MOVE_NUMBERS']);
  });

  it('keeps drawing the moves after a broken one', () => {
    const broken = move({ moveNum: 2, playerMove: false, letters: 'XY', numTiles: 1, x: 0, y: 0 });
    const third = move({ moveNum: 3, playerMove: true, letters: 'Q', x: 0, y: 0, points: 4 });
    const timeline = buildTimeline(ongoingGame, [first, broken, third]);
    expect(timeline.brokenMoves.map((b) => b.moveNum)).toEqual([2]);
    expect(tiles(timeline.frames[3])).toEqual({
      '12,7': 'A',
      '13,7': 'B',
      '14,7': 'C',
      '0,0': 'Q',
    });
  });

  it('finds the same problems as the timeline', () => {
    const game = [
      first,
      move({ moveNum: 2, playerMove: false, letters: '', x: 1, y: 1 }),
      move({ moveNum: 3, playerMove: true, letters: 'AB', numTiles: 7, x: 1, y: 1 }),
      move({ moveNum: 5, playerMove: false, letters: 'A', x: 14, y: 15 }),
    ];
    const found = findBrokenMoves(game);
    expect(found).toEqual(buildTimeline(ongoingGame, game).brokenMoves);
    expect(found.map((b) => [b.moveNum, b.reason])).toEqual([
      [5, 'MOVE_NUMBERS'],
      [2, 'NO_LETTERS'],
      [3, 'TILE_COUNT'],
      [5, 'OFF_BOARD'],
    ]);
  });
});

describe('isBingo and cheatMoveNumbers', () => {
  it('counts only NORMAL moves of 7 tiles as bingos', () => {
    expect(isBingo({ moveType: 'NORMAL', numTiles: 7 })).toBe(true);
    expect(isBingo({ moveType: 'NORMAL', numTiles: 6 })).toBe(false);
    expect(isBingo({ moveType: 'SWAP', numTiles: 7 })).toBe(false);
  });

  it('accepts cheats as numbers or as objects with moveNum', () => {
    expect([...cheatMoveNumbers([{ moveNum: 3 }, 5, { moveNum: 3 }])]).toEqual([3, 5]);
    expect(cheatMoveNumbers([]).size).toBe(0);
  });
});
