import { describe, expect, it } from 'vitest';
import { knownRacks, rackHolds, validateRack } from '../../analysis/racks.ts';
import type { AnalysisGame, AnalysisMove } from '../../analysis/types.ts';
import { STANDARD_BOARD } from '../../board.ts';
import { BLANK, tileSet } from '../../tiles.ts';
import { move } from './helpers.ts';

describe('validateRack', () => {
  it('takes letters of the language in any case, ? for a blank, spaces ignored', () => {
    expect(validateRack('hei?', 'NO_B')).toEqual({ ok: true, rack: 'HEI?' });
    expect(validateRack(' æ ø å ', 'NO_B')).toEqual({ ok: true, rack: 'ÆØÅ' });
    expect(validateRack('QUIZ??', 'ENG_US')).toEqual({ ok: true, rack: 'QUIZ??' });
  });

  it.each([
    ['', 'NO_B', 'Skriv inn 1 til 7 brikker.'],
    ['   ', 'NO_B', 'Skriv inn 1 til 7 brikker.'],
    ['ABCDEFGH', 'NO_B', 'Et stativ har høyst 7 brikker.'],
    [
      'QI',
      'NO_B',
      '«Q» er ikke en brikke i dette spillets språk. Bruk bokstaver, og ? for en blank brikke.',
    ],
    [
      'ÆR',
      'ENG_US',
      '«Æ» er ikke en brikke i dette spillets språk. Bruk bokstaver, og ? for en blank brikke.',
    ],
    [
      'A1',
      'NO_B',
      '«1» er ikke en brikke i dette spillets språk. Bruk bokstaver, og ? for en blank brikke.',
    ],
    ['???', 'NO_B', 'Spillet har bare 2 blanke brikker.'],
    ['CC', 'NO_B', 'Spillet har bare 1 brikke med C.'],
    ['ÅÅÅ', 'NO_B', 'Spillet har bare 2 brikker med Å.'],
  ] as const)('refuses %j in %s with a Norwegian message', (rack, language, message) => {
    expect(validateRack(rack, language)).toEqual({ ok: false, message });
  });
});

describe('rackHolds', () => {
  it('needs a ? for each blank placed', () => {
    expect(rackHolds('HEI?', 'HEa')).toBe(true);
    expect(rackHolds('HEIA', 'HEa')).toBe(false);
    expect(rackHolds('HE', 'HEI')).toBe(false);
  });
});

const game = (moves: AnalysisMove[]): AnalysisGame => ({
  language: 'NO_B',
  layout: STANDARD_BOARD,
  finished: true,
  moves,
});

describe('knownRacks', () => {
  it('knows a rack the bot sent and a bingo, and nothing else mid-game', () => {
    const racks = knownRacks(
      game([
        move(1, 4, 7, false, 'HEIsANN'),
        move(2, 4, 8, false, 'AT', { rack: 'TAKSERE' }),
        move(3, 7, 9, false, 'OS'),
        // A sent rack that lacks the placed tiles is not trusted.
        move(4, 4, 10, false, 'ÅL', { rack: 'ABCDEFG' }),
      ]),
    );
    expect(racks).toEqual([
      { rack: 'HEI?ANN', source: 'BINGO' },
      { rack: 'TAKSERE', source: 'BOT' },
      null,
      null,
    ]);
  });

  /**
   * Fifteen 6-tile moves fill rows 1-15 from A with 90 tiles of the set (blanks first, as e and
   * a): the bag is then empty and the last 14 tiles are on the two racks.
   */
  function emptyBagGame(botRackSent: boolean, playerBingo: boolean) {
    const tiles = tileSet('NO_B').flatMap((t) => Array<string>(t.count).fill(t.letter));
    const bag = [...tiles.filter((t) => t === BLANK), ...tiles.filter((t) => t !== BLANK)];
    const onBoard = bag.slice(0, 90).map((t, i) => (t === BLANK ? (i === 0 ? 'e' : 'a') : t));
    const playerRack = bag.slice(90, 97).join('');
    const botRack = bag.slice(97, 104).join('');
    const moves = Array.from({ length: 15 }, (_, row) =>
      move(row + 1, 0, row, false, onBoard.slice(row * 6, row * 6 + 6).join('')),
    );
    moves.push(move(16, 7, 0, false, botRack.slice(0, 2), botRackSent ? { rack: botRack } : {}));
    moves.push(move(17, 7, 1, false, playerBingo ? playerRack : playerRack.slice(0, 3)));
    return { moves, playerRack, botRack };
  }

  it('implies the player rack once the bag is empty and the bot rack is known', () => {
    const { moves, playerRack, botRack } = emptyBagGame(true, false);
    const racks = knownRacks(game(moves));
    expect(racks.slice(0, 15).every((r) => r === null)).toBe(true);
    expect(racks[15]).toEqual({ rack: botRack, source: 'BOT' });
    expect(racks[16]).toEqual({ rack: playerRack, source: 'ENDGAME' });
    expect([playerRack, botRack]).toEqual(['TUUUVVV', 'WYÆØØÅÅ']);
  });

  it('implies the bot rack from a player bingo at an empty bag', () => {
    const { moves, playerRack, botRack } = emptyBagGame(false, true);
    const racks = knownRacks(game(moves));
    expect(racks[16]).toEqual({ rack: playerRack, source: 'BINGO' });
    expect(racks[15]).toEqual({ rack: botRack, source: 'ENDGAME' });
  });

  it('implies nothing while the bag still holds tiles', () => {
    const { moves } = emptyBagGame(true, false);
    // One row less on the board: 84 tiles, so 6 are still in the bag.
    const shorter = moves.filter((m) => m.moveNum !== 15).map((m, i) => ({ ...m, moveNum: i + 1 }));
    const racks = knownRacks(game(shorter.map((m) => ({ ...m, playerMove: m.moveNum % 2 === 1 }))));
    expect(racks.filter((r) => r?.source === 'ENDGAME')).toEqual([]);
  });
});
