import { describe, expect, it } from 'vitest';
import { analyseGame } from '../../analysis/analyse.ts';
import { storedAnalysis } from '../../analysis/stored.ts';
import { sameTilesField } from '../../analysis/top-moves.ts';
import type { AnalysisGame, MoveAnalysis } from '../../analysis/types.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { difficultyOf } from '../../fairplay.ts';
import { buildTimeline } from '../../replay.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { move, plainLayout } from './helpers.ts';
import { selfPlayGame } from './self-play-game.ts';

const alphabet = lexiconAlphabet('NO_B');
const words = (...list: string[]) => Lexicon.fromWords(list, alphabet);

/** What analyseGame says of a move, in the stored row's terms. */
function expectedRow(m: MoveAnalysis) {
  return {
    moveNum: m.moveNum,
    playerMove: m.playerMove,
    points: m.rulesPoints,
    bestPoints: m.bestSameTiles?.points ?? m.rulesPoints,
    bestRackPoints: m.rackTop ? (m.rackTop[0]?.points ?? 0) : null,
    missed: m.missed,
    found: m.bestFound,
  };
}

/** Every stored row against analyseGame, and its field and difficulty against one search. */
function expectSameAsAnalyseGame(lexicon: Lexicon, game: AnalysisGame) {
  const rows = storedAnalysis(lexicon, game).rows;
  const analysed = analyseGame(lexicon, game)
    .moves.filter((m): m is MoveAnalysis => m !== null)
    .sort((a, b) => a.moveNum - b.moveNum);
  expect(
    rows.map(({ moveNum, playerMove, points, bestPoints, bestRackPoints, missed, found }) => ({
      moveNum,
      playerMove,
      points,
      bestPoints,
      bestRackPoints,
      missed,
      found,
    })),
  ).toEqual(analysed.map(expectedRow));
  const timeline = buildTimeline({ finished: false, playerScore: 0, botScore: 0 }, game.moves);
  for (const row of rows) {
    const k = timeline.moves.findIndex((m) => m.moveNum === row.moveNum);
    const played = analysed.find((m) => m.moveNum === row.moveNum) as MoveAnalysis;
    const board = (timeline.frames[k] as { board: readonly string[] }).board;
    const letters = [...(timeline.moves[k]?.letters ?? '')].join('');
    const field = sameTilesField(lexicon, board, letters, game);
    if (played.words.length > 0) {
      expect({ placements: row.placements, second: row.secondPoints }).toEqual({
        placements: field.placements,
        second: field.second,
      });
      expect(row.difficulty).toBe(difficultyOf(field));
    }
  }
  return rows;
}

describe('storedAnalysis', () => {
  it('gives analyseGame figures for every move of self-play games, one row a NORMAL move', () => {
    const lexicon = loadLexiconFile('NO_B');
    for (const seed of [3, 7]) {
      const game = selfPlayGame(lexicon, seed, 30);
      const rows = expectSameAsAnalyseGame(lexicon, game);
      const normal = game.moves.filter((m) => m.moveType === 'NORMAL');
      expect(rows).toHaveLength(normal.length);
      // The bot's racks are known; the player's only when implied.
      expect(rows.filter((r) => !r.playerMove).every((r) => r.bestRackPoints !== null)).toBe(true);
      expect(rows.some((r) => r.placements > 1)).toBe(true);
    }
  });

  it('counts a miss against the same tiles, and a move whose tiles fit nowhere as found', () => {
    const lexicon = words('hei', 'heia', 'ah');
    const game: AnalysisGame = {
      language: 'NO_B',
      layout: plainLayout(),
      finished: true,
      moves: [
        move(1, 6, 7, false, 'HEI', { points: 6 }),
        { ...move(2, 0, 0, false, ''), moveType: 'PASS' },
        move(3, 9, 7, false, 'A', { points: 7 }),
        move(4, 6, 8, false, 'QX', { points: 4 }),
      ],
    };
    const rows = expectSameAsAnalyseGame(lexicon, game);
    expect(rows.map((r) => r.moveNum)).toEqual([1, 3, 4]);
    expect(rows[2]).toMatchObject({ placements: 0, secondPoints: null, found: true, missed: 0 });
  });

  it('stores nothing for an ongoing or broken game', () => {
    const lexicon = words('hei');
    const base = {
      language: 'NO_B',
      layout: plainLayout(),
      moves: [move(1, 6, 7, false, 'HEI'), move(2, 14, 7, false, 'AA')],
    } as const;
    expect(storedAnalysis(lexicon, { ...base, finished: true }).rows).toEqual([]);
    expect(
      storedAnalysis(lexicon, { ...base, finished: false, moves: [base.moves[0]] }).rows,
    ).toEqual([]);
  });
});
