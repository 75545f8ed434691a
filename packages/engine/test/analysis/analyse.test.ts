import { describe, expect, it } from 'vitest';
import { analyseGame, analyseMove } from '../../analysis/analyse.ts';
import { bestWithSameTiles, reviewRack, topMovesForRack } from '../../analysis/top-moves.ts';
import type { AnalysisGame } from '../../analysis/types.ts';
import { SquareType } from '../../board.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { emptyBoard, move, plainLayout, put } from './helpers.ts';
import { selfPlayGame } from './self-play-game.ts';

const alphabet = lexiconAlphabet('NO_B');
const words = (...list: string[]) => Lexicon.fromWords(list, alphabet);
const PLAIN = { language: 'NO_B', layout: plainLayout() } as const;
/** A triple word above the H of HEI (laid at 8G-8I). */
const TW_ABOVE_H = { language: 'NO_B', layout: plainLayout({ '6,6': SquareType.TW }) } as const;
const hei = () => put(emptyBoard(), 6, 7, false, 'HEI');

describe('analyseMove', () => {
  it('finds nothing better for a move that was already the best, ties in notation order', () => {
    const analysis = analyseMove(
      words('hei'),
      emptyBoard(),
      move(1, 6, 7, false, 'HEI', { points: 6 }),
      null,
      PLAIN,
    );
    expect(analysis).toMatchObject({
      moveNum: 1,
      playerMove: true,
      words: [{ word: 'HEI', valid: true }],
      rulesPoints: 6,
      recordedPoints: 6,
      bestFound: true,
      missed: 0,
      grade: null,
      rack: null,
      rackTop: null,
      playedAlternative: null,
      bingoPossible: null,
    });
    // Six placements score 6; '8F' sorts before '8G', '8H' and the down moves 'H6'...
    expect(analysis.bestSameTiles).toEqual({
      x: 5,
      y: 7,
      vertical: false,
      letters: 'HEI',
      mainWord: 'HEI',
      points: 6,
      numTiles: 3,
      notation: '8F HEI',
    });
  });

  it('finds a better placement of the same tiles elsewhere and grades the miss', () => {
    const lexicon = words('hei', 'heia', 'ah');
    const analysis = analyseMove(
      lexicon,
      hei(),
      move(2, 6, 7, false, 'A', { points: 7 }),
      null,
      TW_ABOVE_H,
    );
    expect(analysis.words).toEqual([{ word: 'HEIA', valid: true }]);
    expect(analysis.rulesPoints).toBe(7);
    // A on the triple word above H: AH = (1 + 3) * 3.
    expect(analysis.bestSameTiles).toMatchObject({ notation: 'G7 AH', points: 12, letters: 'A' });
    expect(analysis).toMatchObject({ bestFound: false, missed: 5, grade: 'INACCURACY' });
  });

  it('lets a blank on the rack stand for any letter and marks the played move in the top list', () => {
    const lexicon = words('hei', 'heia', 'ah');
    const analysis = analyseMove(
      lexicon,
      hei(),
      move(2, 6, 7, false, 'A', { points: 7 }),
      { rack: 'A?', source: 'BOT' },
      TW_ABOVE_H,
    );
    // J8: A ends HEIA and the blank as h below it makes Ah: 1 + 7.
    expect(
      analysis.rackTop?.map((m) => `${m.notation} ${m.points}${m.played ? ' Spilt' : ''}`),
    ).toEqual(['G7 AH 12', 'G7 aH 9', 'J8 Ah 8', '8G HEIA 7 Spilt', '8G HEIa 6']);
    expect(analysis).toMatchObject({
      rack: 'A?',
      rackSource: 'BOT',
      playedAlternative: null,
      missed: 5,
    });
  });

  it('scores a blank on the board as 0 and a blank played as 0', () => {
    const lexicon = words('hei', 'heia', 'ah');
    const board = put(emptyBoard(), 6, 7, false, 'HeI');
    const analysis = analyseMove(lexicon, board, move(2, 6, 7, false, 'a'), null, PLAIN);
    expect(analysis.words).toEqual([{ word: 'HeIa', valid: true }]);
    expect(analysis.rulesPoints).toBe(5); // H3 + e0 + I2 + a0
    // The same blank makes aH (3) above the H on a plain board: HeIa scores more.
    expect(analysis.bestSameTiles).toMatchObject({ notation: '8G HeIa', points: 5 });
    expect(analysis.bestFound).toBe(true);
  });

  it('lets a placed blank stand for another letter in the same-tiles best', () => {
    const lexicon = words('hei', 'heia', 'oh');
    const analysis = analyseMove(lexicon, hei(), move(2, 6, 7, false, 'a'), null, TW_ABOVE_H);
    expect(analysis.rulesPoints).toBe(6);
    // The blank as o on the triple word above H: oH = (0 + 3) * 3.
    expect(analysis.bestSameTiles).toMatchObject({ notation: 'G7 oH', letters: 'o', points: 9 });
    expect(analysis).toMatchObject({ bestFound: false, missed: 3, grade: null });
  });

  it('marks a word not in the list and still scores it by the rules', () => {
    const analysis = analyseMove(
      words('hei'),
      hei(),
      move(2, 6, 7, false, 'O', { points: 9 }),
      null,
      PLAIN,
    );
    expect(analysis.words).toEqual([{ word: 'HEIO', valid: false }]);
    expect(analysis.rulesPoints).toBe(9);
    expect(analysis.bestSameTiles).toBeNull();
    expect(analysis).toMatchObject({ bestFound: true, missed: 0, grade: null });
  });

  it('lists the main word first, then the cross words', () => {
    const lexicon = words('hei', 'aa', 'ah', 'ae');
    const analysis = analyseMove(lexicon, hei(), move(2, 6, 6, false, 'AA'), null, PLAIN);
    expect(analysis.words).toEqual([
      { word: 'AA', valid: true },
      { word: 'AH', valid: true },
      { word: 'AE', valid: true },
    ]);
    expect(analysis.rulesPoints).toBe(2 + 4 + 2);
  });

  it('keeps the recorded points beside a different score by the rules', () => {
    const lexicon = words('hei', 'heia', 'ah');
    const analysis = analyseMove(
      lexicon,
      hei(),
      move(2, 6, 7, false, 'A', { points: 10 }),
      null,
      PLAIN,
    );
    expect(analysis).toMatchObject({ recordedPoints: 10, rulesPoints: 7 });
  });

  it('adds 40 for seven tiles', () => {
    const lexicon = words('heiaheia');
    const board = put(emptyBoard(), 6, 7, false, 'H');
    const analysis = analyseMove(lexicon, board, move(2, 6, 7, false, 'EIAHEIA'), null, PLAIN);
    expect(analysis.rulesPoints).toBe(3 + 1 + 2 + 1 + 3 + 1 + 2 + 1 + 40);
  });
});

describe('on the NO_B word list', () => {
  const lexicon = loadLexiconFile('NO_B');

  it('shows a played move outside the top 10 below the list', () => {
    const analysis = analyseMove(
      lexicon,
      emptyBoard(),
      move(1, 6, 7, false, 'ER', { playerMove: false }),
      { rack: 'AEINRST', source: 'BOT' },
      { language: 'NO_B', layout: plainLayout() },
    );
    expect(analysis.rackTop).toHaveLength(10);
    expect(analysis.rackTop?.some((m) => m.played)).toBe(false);
    expect(analysis.playedAlternative).toMatchObject({
      notation: '8G ER',
      points: 2,
      played: true,
    });
    const best = analysis.rackTop?.[0]?.points ?? 0;
    expect(analysis.missed).toBe(best - 2);
    expect(analysis.grade).toBe('BLUNDER');
    expect(analysis.bingoPossible).toBe(true);
  });

  it('lists the top moves for a rack in tie order, each scored as the engine does', () => {
    const top = topMovesForRack(lexicon, hei(), 'SKA?', {
      language: 'NO_B',
      layout: plainLayout(),
    });
    expect(top).toHaveLength(10);
    for (let i = 1; i < top.length; i++) {
      const [a, b] = [top[i - 1], top[i]] as [(typeof top)[0], (typeof top)[0]];
      expect(
        a.points > b.points ||
          (a.points === b.points &&
            (a.numTiles < b.numTiles || (a.numTiles === b.numTiles && a.notation < b.notation))),
      ).toBe(true);
    }
  });

  it('analyses a whole 30-move game: every bot move knows its rack and was the engine best', () => {
    const game = selfPlayGame(lexicon, 3, 30);
    const started = performance.now();
    const { moves, summary } = analyseGame(lexicon, game);
    const ms = performance.now() - started;
    console.log(`analyseGame, 30-move NO_B self-play game: ${ms.toFixed(0)} ms`);
    const bot = moves.filter((m) => m && !m.playerMove);
    expect(
      bot.every((m) => m?.rackSource === 'BOT' && m.rackTop?.[0]?.points === m.rulesPoints),
    ).toBe(true);
    expect(summary.bot).toMatchObject({
      movesAnalysed: bot.length,
      bestFound: bot.length,
      pointsMissed: 0,
    });
    expect(summary.bot.racksKnown).toBe(bot.length);
    expect(bestWithSameTiles(lexicon, emptyBoard(), 'HEI', game)?.points).toBeGreaterThan(0);
  });
});

describe('analyseGame', () => {
  const lexicon = words('hei', 'heia', 'ah');
  const game = (extra: Partial<AnalysisGame> = {}): AnalysisGame => ({
    language: 'NO_B',
    layout: plainLayout(),
    finished: true,
    moves: [
      move(1, 6, 7, false, 'HEI', { points: 6 }),
      { ...move(2, 0, 0, false, ''), moveType: 'PASS' },
      move(3, 6, 7, false, 'A', { points: 7 }),
      { ...move(4, 0, 0, false, ''), moveType: 'SWAP', numTiles: 3 },
      { ...move(5, 0, 0, false, ''), moveType: 'RESIGN' },
    ],
    ...extra,
  });

  it('analyses NORMAL moves on the board before each and leaves SWAP, PASS and RESIGN out', () => {
    const { moves } = analyseGame(lexicon, game());
    expect(moves.map((m) => m?.moveNum ?? null)).toEqual([1, null, 3, null, null]);
    expect(moves[2]?.words).toEqual([{ word: 'HEIA', valid: true }]);
  });

  it('keeps the index of game.moves when the moves come unsorted', () => {
    const sorted = game().moves;
    const { moves } = analyseGame(lexicon, game({ moves: [...sorted].reverse() }));
    expect(moves.map((m) => m?.moveNum ?? null)).toEqual([null, null, 3, null, 1]);
  });

  it('analyses nothing in a broken game or an ongoing one', () => {
    const broken = game({ moves: [move(1, 6, 7, false, 'HEI'), move(2, 14, 7, false, 'AA')] });
    expect(analyseGame(lexicon, broken).moves).toEqual([null, null]);
    expect(analyseGame(lexicon, broken).summary.player.movesAnalysed).toBe(0);
    expect(analyseGame(lexicon, game({ finished: false })).moves.every((m) => m === null)).toBe(
      true,
    );
    const badLayout = game({ layout: plainLayout().slice(1) });
    expect(analyseGame(lexicon, badLayout).moves.every((m) => m === null)).toBe(true);
  });

  it('copes with a board letter the word list does not know', () => {
    // docs/product.md, Board and tiles gives Q a value in Norwegian games although the set has no Q tile.
    const odd = game({ moves: [move(1, 6, 7, false, 'HEQ'), move(2, 6, 7, false, 'A')] });
    const { moves } = analyseGame(lexicon, odd);
    expect(moves[0]?.words).toEqual([{ word: 'HEQ', valid: false }]);
    expect(moves[1]?.words).toEqual([{ word: 'HEQA', valid: false }]);
    expect(moves[1]?.bestSameTiles?.notation).toBe('G7 AH');
  });
});

describe('reviewRack', () => {
  it('tells whether a rack of seven had a bingo', () => {
    const bingo = reviewRack(words('heisann', 'hei'), emptyBoard(), 'HEISAN?', PLAIN);
    expect(bingo.bingoPossible).toBe(true);
    expect(bingo.top[0]).toMatchObject({ numTiles: 7, points: 3 + 1 + 2 + 1 + 1 + 1 + 40 });
    expect(reviewRack(words('hei'), emptyBoard(), 'HEISANN', PLAIN).bingoPossible).toBe(false);
    expect(reviewRack(words('hei'), emptyBoard(), 'HEI', PLAIN).bingoPossible).toBeNull();
  });
});
