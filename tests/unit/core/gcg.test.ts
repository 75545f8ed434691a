import { describe, expect, it } from 'vitest';
import type { GameDetailsGame } from '@ordbot/contract/api-types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { mainWord, squareNotation, writeGcg, type GcgMove } from '@ordbot/contract/gcg.ts';
import { tileSet } from '@ordbot/engine/tiles.ts';

function game(over: Partial<GameDetailsGame> = {}): GameDetailsGame {
  return {
    gameId: 1,
    playerId: 2,
    playerName: 'Kari',
    playerScore: 0,
    botScore: 0,
    finished: true,
    startTime: 1_700_000_000,
    boardInfo: { language: 'NO_B', boardType: 'NORMAL', boardTypeId: 1 },
    ...over,
  };
}

function play(moveNum: number, playerMove: boolean, letters: string, at: Partial<GcgMove>) {
  return {
    moveNum,
    moveType: 'NORMAL' as const,
    playerMove,
    letters,
    points: 10,
    numTiles: letters.length,
    mainWord: '',
    vertical: false,
    x: 0,
    y: 0,
    ...at,
  };
}

const moveLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^[>#]/.test(l))
    .slice(7);

describe('GCG writer', () => {
  it('writes squares in the notation of docs/analysis.md', () => {
    expect(squareNotation(7 * 15 + 7, false)).toBe('8H');
    expect(squareNotation(7 * 15 + 7, true)).toBe('H8');
    expect(squareNotation(0, false)).toBe('1A');
    expect(squareNotation(224, true)).toBe('O15');
  });

  it('finds the main word across for a single tile that only forms a word that way', () => {
    const board = new Array<string>(225).fill('');
    board[7 * 15 + 7] = 'O';
    board[7 * 15 + 8] = 'G';
    expect(mainWord(board, [7 * 15 + 8], true)).toEqual({
      position: '8H',
      vertical: false,
      word: 'OG',
      gcgWord: '.G',
    });
  });

  it('writes a known rack without a note, and the bot first as player1 when it began', () => {
    const moves: GcgMove[] = [
      { ...play(1, false, 'HEST', { x: 6, y: 7 }), rack: 'HESTABC' },
      play(2, true, 'Ø', { x: 6, y: 8, vertical: true }),
    ];
    const text = writeGcg({
      game: game({ playerScore: 10, botScore: 10 }),
      moves,
      layout: STANDARD_BOARD,
    });
    expect(text.split('\n').slice(1, 3)).toEqual(['#player1 Ordbot Ordbot', '#player2 Kari Kari']);
    expect(moveLines(text)).toEqual([
      '>Ordbot: HESTABC 8G HEST +10 10',
      '>Kari: Ø G8 .Ø +10 10',
      '#note rack unknown',
    ]);
  });

  it('knows the rack of a bingo: the seven tiles it placed', () => {
    const text = writeGcg({
      game: game({ playerScore: 90, botScore: 0 }),
      moves: [{ ...play(1, true, 'SPILLeR', { x: 4, y: 7 }), points: 90 }],
      layout: STANDARD_BOARD,
    });
    const lines = moveLines(text);
    expect(lines[0]).toBe('>Kari: SPILL?R 8E SPILLeR +90 90');
    expect(lines[1]).not.toBe('#note rack unknown');
  });

  /**
   * A game that puts the whole tile set but `left` on the board, seven tiles a move on rows of
   * their own (the writer reads the geometry, not the words), then the turns of `ending`.
   */
  function fullBoard(left: string, ending: GcgMove[] = []): GcgMove[] {
    const pool = [...left];
    const tiles: string[] = [];
    for (const tile of tileSet('NO_B')) {
      for (let n = 0; n < tile.count; n++) {
        const at = pool.indexOf(tile.letter);
        if (at >= 0) pool.splice(at, 1);
        else tiles.push(tile.letter === '?' ? 'e' : tile.letter);
      }
    }
    const moves: GcgMove[] = [];
    for (let i = 0; i < tiles.length; i += 7) {
      const k = moves.length;
      const x = (k % 2) * 8;
      const y = Math.floor(k / 2);
      moves.push(play(k + 1, k % 2 === 0, tiles.slice(i, i + 7).join(''), { x, y }));
    }
    return [...moves, ...ending.map((m, i) => ({ ...m, moveNum: moves.length + i + 1 }))];
  }
  const total = (moves: GcgMove[], playerMove: boolean) =>
    moves.filter((m) => m.playerMove === playerMove).reduce((sum, m) => sum + m.points, 0);

  it('ends a game that a side went out of with the rack left, both ways', () => {
    // 104 tiles less A and B: 15 moves, the last (the player's) goes out; the bot holds AB (5).
    const moves = fullBoard('AB');
    expect(moves.at(-1)?.playerMove).toBe(true);
    const text = writeGcg({
      game: game({ playerScore: total(moves, true) + 5, botScore: total(moves, false) - 5 }),
      moves,
      layout: STANDARD_BOARD,
    });
    expect(moveLines(text).slice(-2)).toEqual([
      `>Kari: (AB) +5 ${total(moves, true) + 5}`,
      `>Ordbot: AB (AB) -5 ${total(moves, false) - 5}`,
    ]);
  });

  it('ends on passes with both racks in full when the bag is empty and the bot sent its rack', () => {
    const pass = (playerMove: boolean, rack?: string): GcgMove => ({
      ...play(0, playerMove, '', {}),
      moveType: 'PASS',
      points: 0,
      numTiles: 0,
      rack: rack ?? null,
    });
    // Left: A B (player) and C D (bot, sent with its passes); three passes end the game.
    const moves = fullBoard('ABCD', [pass(false, 'CD'), pass(true), pass(false, 'CD')]);
    const player = total(moves, true);
    const bot = total(moves, false);
    const text = writeGcg({
      game: game({ playerScore: player - 5, botScore: bot - 11 }),
      moves,
      layout: STANDARD_BOARD,
    });
    expect(moveLines(text).slice(-5)).toEqual([
      `>Ordbot: CD - +0 ${bot}`,
      `>Kari: AB - +0 ${player}`,
      `>Ordbot: CD - +0 ${bot}`,
      `>Kari: AB (AB) -5 ${player - 5}`,
      `>Ordbot: CD (CD) -11 ${bot - 11}`,
    ]);
  });

  it('writes a pass or swap of an unknown rack as a note, a known one as a line, never made-up tiles', () => {
    const turn = (
      moveNum: number,
      playerMove: boolean,
      moveType: 'PASS' | 'SWAP',
      rack?: string,
    ) => ({
      ...play(moveNum, playerMove, '', {}),
      moveType,
      points: 0,
      numTiles: moveType === 'SWAP' ? 3 : 0,
      rack: rack ?? null,
    });
    const moves: GcgMove[] = [
      play(1, true, 'OG', { x: 7, y: 7 }),
      turn(2, false, 'SWAP', 'AEKLNRT'),
      turn(3, true, 'SWAP'),
      turn(4, false, 'PASS', 'AEKLNRT'),
      turn(5, true, 'PASS'),
    ];
    const text = writeGcg({ game: game({ playerScore: 10 }), moves, layout: STANDARD_BOARD });
    expect(moveLines(text)).toEqual([
      '>Kari: OG 8H OG +10 10',
      '#note rack unknown',
      '>Ordbot: AEKLNRT -3 +0 0',
      '#note Kari swapped 3 tiles, +0 10; rack unknown',
      '>Ordbot: AEKLNRT - +0 0',
      '#note Kari passed, +0 10; rack unknown',
    ]);
  });

  it('keeps an end adjustment it cannot write with a rack as a note', () => {
    // One move: the bag is far from empty, so the tiles left on the racks are not known.
    const moves: GcgMove[] = [play(1, true, 'ORD', { x: 6, y: 7 })];
    const text = writeGcg({
      game: game({ playerScore: 20, botScore: 0 }),
      moves,
      layout: STANDARD_BOARD,
    });
    expect(moveLines(text).at(-1)).toBe('#note Kari +10 for the racks left, 20; rack unknown');
  });

  it('keeps names on one line and nicknames free of spaces and colons', () => {
    const text = writeGcg({
      game: game({ playerName: 'Ola: Nord\nmann\r\n#player1 x' }),
      moves: [play(1, true, 'OG', { x: 7, y: 7 })],
      layout: STANDARD_BOARD,
    });
    const lines = text.split('\n');
    expect(lines[1]).toBe('#player1 Ola_Nord_mann_#player1_x Ola: Nord mann #player1 x');
    expect(lines.filter((l) => l.startsWith('#player'))).toHaveLength(2);
  });

  it('gives the bot another nickname when the player is called Ordbot', () => {
    const text = writeGcg({
      game: game({ playerName: 'Ordbot' }),
      moves: [play(1, true, 'OG', { x: 7, y: 7 })],
      layout: STANDARD_BOARD,
    });
    expect(text).toContain('#player2 Ordbot_bot Ordbot\n');
  });
});
