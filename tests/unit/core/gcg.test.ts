import { describe, expect, it } from 'vitest';
import type { GameDetailsGame } from '../../../core/api-types.ts';
import { STANDARD_BOARD } from '../../../core/board.ts';
import { mainWord, squareNotation, writeGcg, type GcgMove } from '../../../core/gcg.ts';

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

  it('ends a game that a side went out of with the rack points both ways', () => {
    // The record's final score holds 10 more than the move: the bot's rack, every unseen tile.
    const moves: GcgMove[] = [play(1, true, 'ORD', { x: 6, y: 7 })];
    const text = writeGcg({
      game: game({ playerScore: 20, botScore: 0 }),
      moves,
      layout: STANDARD_BOARD,
    });
    const lines = moveLines(text);
    const out = lines.find((l) => l.startsWith('>Kari: ('));
    expect(out).toMatch(/^>Kari: \(A{7}B{3}C[A-ZÆØÅ]+\?\?\) \+10 20$/);
    // The other side loses nothing here: it had 0 points.
    expect(lines.some((l) => l.startsWith('>Ordbot:'))).toBe(false);
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
