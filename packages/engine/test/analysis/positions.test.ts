/**
 * The positions of a finished game, built once (packages/engine/analysis/positions.ts): the same
 * object for every reader of one game; each analysed move's board is the record's placements
 * applied in order (game-state.ts applyMove, recomputed here); its known rack is knownRacks';
 * the passes before it follow the game's rule (a swap breaks the row, as a placement does); an
 * ongoing game has no analysed move.
 */
import { describe, expect, it } from 'vitest';
import { forEachAnalysedMove, gamePositions } from '../../analysis/positions.ts';
import { knownRacks } from '../../analysis/racks.ts';
import type { AnalysisGame, AnalysisMove } from '../../analysis/types.ts';
import { SQUARES } from '../../dimensions.ts';
import { applyMove } from '../../game-state.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { demoAnalysisGames } from '../../../../tests/bench/demo-games.ts';

const lexicon = loadLexiconFile('NO_B');
const games = demoAnalysisGames(lexicon, [1, 2, 3]);

/** A turn that places nothing, by `playerMove`, numbered later. */
function nothing(moveType: 'PASS' | 'SWAP', playerMove: boolean): AnalysisMove {
  return {
    moveNum: 0,
    playerMove,
    moveType,
    letters: '',
    points: 0,
    numTiles: moveType === 'SWAP' ? 2 : 0,
    mainWord: '',
    vertical: false,
    x: 0,
    y: 0,
  };
}

describe('the positions of a game', () => {
  it('are made once a game and read by every visit', () => {
    const game = games[0] as AnalysisGame;
    const positions = gamePositions(game);
    expect(gamePositions(game)).toBe(positions);
    const visited: unknown[] = [];
    forEachAnalysedMove(game, (visit) => visited.push(visit));
    expect(visited).toEqual(positions.analysed);
    expect(visited.length).toBeGreaterThan(10);
  });

  it('give each analysed move the board of the placements before it and its known rack', () => {
    for (const game of games) {
      const sorted = [...game.moves].sort((a, b) => a.moveNum - b.moveNum);
      const racks = knownRacks(game);
      let board: string[] = new Array<string>(SQUARES).fill('');
      const expected: { moveNum: number; board: string[]; rack: string | null }[] = [];
      for (const move of sorted) {
        if (move.moveType !== 'NORMAL') continue;
        const index = game.moves.indexOf(move);
        expected.push({ moveNum: move.moveNum, board, rack: racks[index]?.rack ?? null });
        board = applyMove(board, move);
      }
      const seen = gamePositions(game).analysed.map((v) => ({
        moveNum: v.move.moveNum,
        board: [...v.board],
        rack: v.rack?.rack ?? null,
      }));
      expect(seen).toEqual(expected);
    }
  });

  it('count the passes in a row before a move; a swap breaks the row', () => {
    const game = games[1] as AnalysisGame;
    const sorted = [...game.moves].sort((a, b) => a.moveNum - b.moveNum);
    const at = 6;
    const mover = (sorted[at] as AnalysisMove).playerMove;
    // Before move `at`: pass, pass, swap, pass (the sides alternate, ending with the other's).
    const inserted = [
      nothing('PASS', mover),
      nothing('PASS', !mover),
      nothing('SWAP', mover),
      nothing('PASS', !mover),
    ];
    const moves = [...sorted.slice(0, at), ...inserted, ...sorted.slice(at)].map((m, i) => ({
      ...m,
      moveNum: i + 1,
    }));
    const changed: AnalysisGame = { ...game, moves };
    const visits = gamePositions(changed).analysed;
    const after = visits.find((v) => v.move.moveNum === at + inserted.length + 1);
    expect(after?.around.passes).toBe(1);
    expect(visits.find((v) => v.move.moveNum === at)?.around.passes).toBe(0);
  });

  it('cover no move of an ongoing game', () => {
    const ongoing: AnalysisGame = { ...(games[2] as AnalysisGame), finished: false };
    expect(gamePositions(ongoing).covered).toBe(false);
    expect(gamePositions(ongoing).analysed).toEqual([]);
    expect(gamePositions(ongoing).timeline.moves.length).toBe(ongoing.moves.length);
  });
});
