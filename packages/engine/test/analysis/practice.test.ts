/**
 * Practice's check (packages/engine/analysis/practice.ts): each reason a placement is refused, in
 * Norwegian; blanks; and the rank and equity of a legal one against the engine's full list.
 */
import { describe, expect, it } from 'vitest';
import {
  checkPlacement,
  compareRated,
  moveField,
  type KnownTiles,
  type PlacementCheck,
} from '../../analysis/practice.ts';
import { withNotation } from '../../analysis/notation.ts';
import { analyseGame, reviewOfMove } from '../../analysis/analyse.ts';
import type { AnalysisGame } from '../../analysis/types.ts';
import { SquareType, STANDARD_BOARD } from '../../board.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { generateMoves } from '../../movegen/movegen.ts';
import type { TileInput } from '../../movegen/placement.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import type { StrategyModel } from '../../strategy-model.ts';
import { tileValue } from '../../tiles.ts';
import { emptyBoard, put, tiles } from '../movegen/helpers.ts';
import { move, plainLayout } from './helpers.ts';
import { lineModel } from './test-model.ts';

const lexicon = Lexicon.fromWords(
  ['hei', 'sol', 'sole', 'hus', 'ha', 'as', 'at', 'ta', 'so', 'sot', 'så', 'en', 'eh', 'he', 'hes'],
  lexiconAlphabet('NO_B'),
);
const GAME = { language: 'NO_B', layout: STANDARD_BOARD } as const;
const RACK: KnownTiles = { tiles: 'HEISOLT', rackKnown: true };

/** A made-up model: each E and S kept is worth 3, each other tile -1. */
const MODEL: StrategyModel = {
  version: 'test-1',
  language: 'NO_B',
  leaveValue: (kept) => [...kept].reduce((sum, t) => sum + ('ES'.includes(t) ? 3 : -1), 0),
  winChance: () => 0.5,
};

function check(
  board: string[],
  placed: TileInput[],
  known: KnownTiles = RACK,
  model: StrategyModel | null = null,
): PlacementCheck {
  return checkPlacement(engineWith(lexicon, model), board, placed, known, GAME);
}

function message(result: PlacementCheck): string {
  if (result.legal) throw new Error('expected an illegal placement');
  return result.message;
}

const withHei = () => put(emptyBoard(), 6, 7, false, 'HEI');

describe('a refused placement says why, in Norwegian, one reason per fault', () => {
  it('no tiles', () => {
    expect(message(check(withHei(), []))).toBe('Legg minst én brikke.');
  });

  it('tiles not in one line', () => {
    const placed = [
      { x: 5, y: 8, letter: 'S' },
      { x: 6, y: 9, letter: 'O' },
    ];
    expect(message(check(withHei(), placed))).toBe(
      'Brikkene må ligge på én rad eller i én kolonne.',
    );
  });

  it('a gap between the tiles', () => {
    const placed = [
      { x: 6, y: 8, letter: 'S' },
      { x: 6, y: 10, letter: 'O' },
    ];
    expect(message(check(withHei(), placed))).toBe(
      'Det kan ikke være tomme ruter mellom brikkene.',
    );
  });

  it('not connected to the tiles on the board', () => {
    expect(message(check(withHei(), tiles(0, 0, false, 'SO')))).toBe(
      'Trekket må henge sammen med brikkene på brettet.',
    );
  });

  it('a first move off the centre', () => {
    expect(message(check(emptyBoard(), tiles(0, 0, false, 'SOL')))).toBe(
      'Første trekk må dekke midtruten.',
    );
  });

  it('a word not in the list, naming the word', () => {
    expect(message(check(emptyBoard(), tiles(7, 7, false, 'LOS')))).toBe(
      'Ordet LOS finnes ikke i ordlisten.',
    );
  });

  it('several words not in the list, naming each', () => {
    const board = put(emptyBoard(), 7, 7, false, 'SO');
    // TO down from H7 forms TO (not in the list) and, across, OSO (not either).
    const result = check(board, [
      { x: 7, y: 6, letter: 'T' },
      { x: 8, y: 6, letter: 'O' },
    ]);
    expect(message(result)).toMatch(/^Ordene .+ finnes ikke i ordlisten\.$/);
  });

  it('a square already in use', () => {
    expect(message(check(withHei(), [{ x: 6, y: 7, letter: 'S' }]))).toBe(
      'En brikke ligger på en rute som allerede er i bruk.',
    );
  });

  it('two tiles on one square', () => {
    const placed = [
      { x: 6, y: 8, letter: 'S' },
      { x: 6, y: 8, letter: 'O' },
    ];
    expect(message(check(withHei(), placed))).toBe('To brikker ligger på samme rute.');
  });

  it('a tile that is not among the known tiles', () => {
    expect(message(check(emptyBoard(), tiles(7, 7, false, 'HA')))).toBe(
      'Brikkene finnes ikke på stativet.',
    );
  });

  it('a single letter alone on the first move', () => {
    expect(message(check(emptyBoard(), [{ x: 7, y: 7, letter: 'S' }]))).toBe(
      'Et ord må ha minst to bokstaver.',
    );
  });
});

describe('blanks', () => {
  it('a blank stands for its letter, worth 0 points', () => {
    const known = { tiles: 'HE?', rackKnown: true };
    const result = check(emptyBoard(), tiles(6, 7, false, 'HEi'), known);
    const real = check(emptyBoard(), tiles(6, 7, false, 'HEI'), { tiles: 'HEI', rackKnown: true });
    if (!result.legal || !real.legal) throw new Error('expected legal placements');
    expect(result.move).toMatchObject({ mainWord: 'HEi', letters: 'HEi' });
    expect(result.move.points).toBe(real.move.points - tileValue('I', 'NO_B'));
  });

  it('a letter in lower case needs a blank among the tiles', () => {
    const result = check(emptyBoard(), tiles(6, 7, false, 'HEi'), {
      tiles: 'HEI',
      rackKnown: true,
    });
    expect(message(result)).toBe('Brikkene finnes ikke på stativet.');
  });

  it("the field ranks the blank's placements with the rest", () => {
    const known = { tiles: 'HE?', rackKnown: true };
    const field = moveField(lexicon, emptyBoard(), known, GAME);
    expect(field.total).toBe(generateMoves(lexicon, emptyBoard(), 'HE?', GAME).length);
    expect(field.moves.some((m) => m.letters.includes('i'))).toBe(true);
  });
});

/** The engine's full list ranked by hand: equity, then fewer tiles, then notation. */
function byHand(board: string[], known: KnownTiles, model: StrategyModel | null) {
  const leave = (letters: string) => {
    const left = [...known.tiles];
    for (const l of letters) left.splice(left.indexOf(l === l.toUpperCase() ? l : '?'), 1);
    return left.join('');
  };
  return generateMoves(lexicon, board, known.tiles, GAME)
    .map((m) => ({
      ...withNotation(m),
      equity: m.points + (model && known.rackKnown ? model.leaveValue(leave(m.letters)) : 0),
    }))
    .sort(compareRated);
}

describe('rank and equity against the engine full list', () => {
  const board = withHei();
  /** The lexicon with the made-up model: practice rates by equity with it. */
  const withModel = engineWith(lexicon, MODEL);

  it('by points without a strategy model: every legal move has its place in the list', () => {
    const list = byHand(board, RACK, null);
    expect(list.length).toBeGreaterThan(5);
    const field = moveField(lexicon, board, RACK, GAME);
    expect(field.byEquity).toBe(false);
    expect(field.total).toBe(list.length);
    list.forEach((move, i) => {
      const placed = newTiles(board, move);
      const result = checkPlacement(lexicon, board, placed, RACK, GAME, field);
      expect(result.legal).toBe(true);
      if (!result.legal) return;
      expect(result.rank).toBe(i + 1);
      expect(result.move.equity).toBe(move.points);
      expect(result.best.notation).toBe(list[0]?.notation);
      expect(result.correct).toBe(move.points === list[0]?.points);
    });
  });

  it('by equity with a model and a known rack: points plus the value of the tiles kept', () => {
    const list = byHand(board, RACK, MODEL);
    const field = moveField(withModel, board, RACK, GAME);
    expect(field.byEquity).toBe(true);
    expect(field.best?.notation).toBe(list[0]?.notation);
    const byPoints = byHand(board, RACK, null);
    // The model changes the order: the top by points is not the top by equity.
    expect(list[0]?.notation).not.toBe(byPoints[0]?.notation);
    list.forEach((move, i) => {
      const result = checkPlacement(withModel, board, newTiles(board, move), RACK, GAME, field);
      if (!result.legal) throw new Error(move.notation);
      expect(result.rank).toBe(i + 1);
      expect(result.move.equity).toBeCloseTo(move.equity, 9);
      expect(result.correct).toBe(i === 0 || move.equity === list[0]?.equity);
    });
  });

  it('by points with a model when the rack is unknown (its leave counts as 0)', () => {
    const known = { tiles: 'SOL', rackKnown: false };
    const field = moveField(withModel, board, known, GAME);
    expect(field.byEquity).toBe(false);
    expect(field.moves.every((m, i) => field.equities[i] === m.points)).toBe(true);
  });

  it('no placement at all: the best is the move itself', () => {
    const field = moveField(lexicon, emptyBoard(), { tiles: 'ØØ', rackKnown: true }, GAME);
    expect(field).toMatchObject({ best: null, total: 0 });
  });
});

/** The new tiles of a listed move (the main word's empty squares). */
function newTiles(
  board: string[],
  move: { x: number; y: number; vertical: boolean; mainWord: string },
) {
  const placed: TileInput[] = [];
  [...move.mainWord].forEach((letter, i) => {
    const x = move.vertical ? move.x : move.x + i;
    const y = move.vertical ? move.y + i : move.y;
    if (board[y * 15 + x] === '') placed.push({ x, y, letter });
  });
  return placed;
}

describe("the review of one exercise's move", () => {
  const heia = Lexicon.fromWords(['hei', 'heia', 'heias', 'ah', 'es'], lexiconAlphabet('NO_B'));
  /** The bot laid HEI; the player A for HEIA (7) where G7 AH on a triple word gave 12. */
  const game: AnalysisGame = {
    language: 'NO_B',
    layout: plainLayout({ '6,6': SquareType.TW, '10,7': SquareType.TW }),
    finished: true,
    moves: [
      move(1, 6, 7, false, 'HEI', { points: 6, playerMove: false, rack: 'HEI' }),
      move(2, 9, 7, false, 'A', { points: 7, playerMove: true }),
      move(3, 7, 8, true, 'S', { points: 2, playerMove: false, rack: 'S' }),
    ],
  };
  const engine = engineWith(heia, lineModel(0.01));
  const options = { why: true };

  it("is the replay's analysis of that move, with its 'Hvorfor' facts", () => {
    const review = reviewOfMove(engine, game, 2, options);
    expect(review).toEqual(analyseGame(engine, game, options).moves[1]);
    expect(review?.better?.notation).toBe('G7 AH');
    expect(review?.why?.better).toMatchObject({ notation: 'G7 AH', points: 12 });
    expect(review?.why?.opens).toMatchObject({ afterPlayed: 20, afterBetter: 14.8 });
  });

  it('is null for a move the analysis does not cover', () => {
    expect(reviewOfMove(engine, game, 9, options)).toBeNull();
    expect(reviewOfMove(engine, { ...game, finished: false }, 2, options)).toBeNull();
  });
});
