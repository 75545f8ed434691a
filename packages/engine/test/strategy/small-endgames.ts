/**
 * Small endgames for the endgame tests (endgame.test.ts, endgame-anytime.test.ts): seeded random
 * positions of up to 3 tiles a side on small word lists and on the real NO_B list, and checks of
 * a solver's line against the end rules and a brute force (endgame-brute-force.ts).
 */
import { expect } from 'vitest';
import { notation } from '../../analysis/notation.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { generateMoves } from '../../movegen/movegen.ts';
import { applyMove, removeFromRack, selfPlay, shuffledBag } from '../../movegen/self-play.ts';
import { mulberry32, randomInt, shuffleInPlace, type Rng } from '../../random.ts';
import type { EndgamePly, EndgamePosition } from '../../strategy/endgame/solver.ts';
import { BLANK, tileValue, unseenTiles } from '../../tiles.ts';
import { emptyBoard } from '../movegen/helpers.ts';
import { bruteForceEndgame } from './endgame-brute-force.ts';

/** A line and its final spread for the side to move, as a solver reports them. */
export interface SolvedLine {
  best: EndgamePly[];
  spread: number;
}

export const NORWEGIAN_WORDS = `
  år ål øl ør æra bær bål hær kø lø på så nå få gå rå må bøk sø sær vær ære øre åre tå tær tøs
  ånd ørn båt båter lår søt søte søn sønn kål mål øk øke røk røre sår såre nær nære vår våre gås
  grå blå rød røde ski sko ost sol sole ris is es ei en et er ha ho hi ne ni no nu ok om on os
  re se si so ta te ti to ved vei vin vis øse ås åt rim rom ram dam dem din dun bok bøker hus
  hat hav la le li lo ro ru du de da di al an as at av ut um kan kar kor mor mot møt møte`
  .split(/\s+/)
  .filter((word) => word !== '');

function rackPoints(rack: string, language: Language): number {
  return [...rack].reduce((sum, tile) => sum + tileValue(tile, language), 0);
}

/**
 * Replays a solver line under the end rules and returns its final spread for the side to move,
 * checking that each turn is a legal placement of the mover's rack (or a pass).
 */
export function replay(lexicon: Lexicon, position: EndgamePosition, result: SolvedLine): number {
  let board = [...position.board];
  const racks = [...position.racks];
  let side = 0;
  let spreads = [position.spread, -position.spread];
  let passes = position.passes ?? 0;
  for (const [i, ply] of result.best.entries()) {
    const last = i === result.best.length - 1;
    const rack = racks[side] as string;
    if (ply.move === null) {
      expect(ply.notation).toBe('PASS');
      passes++;
      if (passes >= 3) {
        expect(last).toBe(true);
        const own = rackPoints(rack, position.language);
        const other = rackPoints(racks[1 - side] as string, position.language);
        spreads = [spreads[0]! + (side === 0 ? other - own : own - other), 0];
      }
    } else {
      const legal = generateMoves(lexicon, board, rack, position);
      expect(legal.map(notation)).toContain(ply.notation);
      expect(ply.points).toBe(ply.move.points);
      board = applyMove(board, ply.move);
      racks[side] = removeFromRack(rack, ply.move.letters);
      const gain = side === 0 ? ply.points : -ply.points;
      spreads = [spreads[0]! + gain, 0];
      passes = 0;
      if (racks[side] === '') {
        expect(last).toBe(true);
        const other = 2 * rackPoints(racks[1 - side] as string, position.language);
        spreads = [spreads[0]! + (side === 0 ? other : -other), 0];
      }
    }
    side = 1 - side;
  }
  return spreads[0]!;
}

/**
 * Checks that every turn of the solver's line is a best turn: from the position before each
 * turn, the brute force's value for the side to move equals the line's final spread for that
 * side. (Among turns of equal value the solver may choose another than the brute force.)
 */
export function expectOptimalLine(
  lexicon: Lexicon,
  position: EndgamePosition,
  result: SolvedLine,
  label: string,
): void {
  let board = [...position.board];
  const racks = [...position.racks];
  let side = 0;
  let spread = position.spread;
  let passes = position.passes ?? 0;
  for (const [i, ply] of result.best.entries()) {
    const brute = bruteForceEndgame(
      lexicon,
      board,
      [racks[side] as string, racks[1 - side] as string],
      spread,
      { ...position, passes },
    );
    // (+ 0 turns -0 into 0.)
    expect(brute.spread + 0, `${label}, turn ${i + 1} ${ply.notation}`).toBe(
      (side === 0 ? result.spread : -result.spread) + 0,
    );
    if (ply.move) {
      board = applyMove(board, ply.move);
      racks[side] = removeFromRack(racks[side] as string, ply.move.letters);
      passes = 0;
    } else passes++;
    spread = -(spread + ply.points);
    side = 1 - side;
  }
}

/** Up to `max` tiles from the pool, at least one. */
function drawRack(pool: string[], rng: Rng, max: number): string {
  return pool.splice(0, 1 + randomInt(rng, max)).join('');
}

/** Boards from random legal moves of a small word list, racks of 1-3 tiles from the bag. */
export function* smallListEndgames(words: readonly string[], language: Language) {
  const lexicon = Lexicon.fromWords(words, lexiconAlphabet(language));
  for (let seed = 1; ; seed++) {
    const rng = mulberry32(seed);
    const bag = shuffledBag(language, rng);
    let board = emptyBoard();
    const turns = 2 + randomInt(rng, 6);
    for (let turn = 0; turn < turns; turn++) {
      const rack = bag.splice(0, 7).join('');
      const moves = generateMoves(lexicon, board, rack, { language });
      const move = moves[randomInt(rng, moves.length)];
      if (move) board = applyMove(board, move);
      bag.push(...removeFromRack(rack, move?.letters ?? ''));
      shuffleInPlace(bag, rng);
    }
    // A blank multiplies the turns: only a few racks get one.
    const pool = bag.filter((tile) => tile !== BLANK || rng() < 0.05);
    const position: EndgamePosition = {
      board,
      language,
      racks: [drawRack(pool, rng, 3), drawRack(pool, rng, 3)],
      spread: randomInt(rng, 41) - 20,
      passes: rng() < 0.2 ? 1 + randomInt(rng, 2) : 0,
    };
    yield { lexicon, position };
  }
}

/** Mid-game boards of engine self-play on the real list, racks of 1-3 unseen tiles. */
export function* noBEndgames(lexicon: Lexicon) {
  for (let seed = 1; ; seed++) {
    const rng = mulberry32(1000 + seed);
    const { board } = selfPlay(lexicon, {
      language: 'NO_B',
      seed,
      maxTurns: 4 + randomInt(rng, 20),
      mode: 'fast',
    });
    const pool = unseenTiles(board, 'NO_B').tiles.flatMap((tile) =>
      tile.letter === BLANK ? [] : new Array<string>(tile.count).fill(tile.letter),
    );
    shuffleInPlace(pool, rng);
    const position: EndgamePosition = {
      board,
      language: 'NO_B',
      racks: [drawRack(pool, rng, 3), drawRack(pool, rng, 3)],
      spread: randomInt(rng, 61) - 30,
      passes: rng() < 0.1 ? 1 + randomInt(rng, 2) : 0,
    };
    yield { lexicon, position };
  }
}
