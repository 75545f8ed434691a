/**
 * The engine playing itself from a seed: the language's tile bag shuffled with mulberry32, two
 * racks, the best (or fast) placement each turn, a swap or pass when none exists. Same seed,
 * same game. Used for benchmark positions and demo data.
 */
import { RACK_SIZE, BOARD_SIZE, SQUARES } from '../dimensions.ts';
import type { Language, MoveType } from '../game-enums.ts';
import { mulberry32, shuffleInPlace } from '../random.ts';
import { BLANK, tileSet } from '../tiles.ts';
import type { Lexicon } from './lexicon.ts';
import { bestMoves, fastMove, noPlacementOptions } from './movegen.ts';
import type { EngineMove } from './types.ts';

export interface SelfPlayOptions {
  language: Language;
  seed: number;
  layout?: readonly number[];
  /** Stop after this many turns (the game may end sooner). */
  maxTurns: number;
  /** 'best' searches every placement; 'fast' uses fastMove. */
  mode?: 'best' | 'fast';
  budget?: number;
}

export interface SelfPlayTurn {
  /** 1-based. */
  moveNum: number;
  /** Player 0 starts. */
  player: 0 | 1;
  /** The board before the turn. */
  board: readonly string[];
  rack: string;
  bagSize: number;
  moveType: Extract<MoveType, 'NORMAL' | 'SWAP' | 'PASS'>;
  move: EngineMove | null;
}

export interface SelfPlayGame {
  turns: SelfPlayTurn[];
  board: string[];
  /** Points of the placements only: no end-of-game rack adjustment. */
  scores: [number, number];
}

/**
 * The board after a placement in the API's form: letters go on the empty squares from (x, y)
 * on. Throws RangeError when they run off the board.
 */
export function applyMove(
  board: readonly string[],
  move: Pick<EngineMove, 'x' | 'y' | 'vertical' | 'letters'>,
): string[] {
  const next = board.slice();
  const step = move.vertical ? BOARD_SIZE : 1;
  let along = move.vertical ? move.y : move.x;
  let index = move.y * BOARD_SIZE + move.x;
  for (const letter of move.letters) {
    while (along < BOARD_SIZE && next[index] !== '') {
      along++;
      index += step;
    }
    if (along >= BOARD_SIZE || index >= SQUARES)
      throw new RangeError('The move runs off the board');
    next[index] = letter;
    along++;
    index += step;
  }
  return next;
}

/** Takes a move's tiles off a rack: a lower-case letter used a blank. */
export function removeFromRack(rack: string, letters: string): string {
  const tiles = [...rack];
  for (const letter of letters) {
    const tile = letter === letter.toUpperCase() ? letter : BLANK;
    const at = tiles.indexOf(tile);
    if (at < 0) throw new RangeError(`Tile '${tile}' is not on the rack ${rack}`);
    tiles.splice(at, 1);
  }
  return tiles.join('');
}

export function shuffledBag(language: Language, rng: () => number): string[] {
  const bag: string[] = [];
  for (const tile of tileSet(language)) {
    for (let i = 0; i < tile.count; i++) bag.push(tile.letter);
  }
  return shuffleInPlace(bag, rng);
}

export function selfPlay(lexicon: Lexicon, options: SelfPlayOptions): SelfPlayGame {
  const { language, layout } = options;
  const rng = mulberry32(options.seed);
  const bag = shuffledBag(language, rng);
  const draw = (rack: string) => rack + bag.splice(0, RACK_SIZE - rack.length).join('');
  const racks: [string, string] = [draw(''), draw('')];
  const scores: [number, number] = [0, 0];
  let board: string[] = new Array<string>(SQUARES).fill('');
  const turns: SelfPlayTurn[] = [];
  let passes = 0;
  for (let moveNum = 1; moveNum <= options.maxTurns; moveNum++) {
    const player = ((moveNum - 1) % 2) as 0 | 1;
    const rack = racks[player];
    const move =
      options.mode === 'fast'
        ? fastMove(lexicon, board, rack, { language, layout, budget: options.budget })
        : (bestMoves(lexicon, board, rack, { language, layout }, 1)[0] ?? null);
    const turn = { moveNum, player, board, rack, bagSize: bag.length, move };
    if (move) {
      turns.push({ ...turn, moveType: 'NORMAL' });
      board = applyMove(board, move);
      scores[player] += move.points;
      racks[player] = draw(removeFromRack(rack, move.letters));
      passes = 0;
      if (racks[player] === '') break;
    } else if (noPlacementOptions(bag.length).some((o) => o.moveType === 'SWAP')) {
      turns.push({ ...turn, moveType: 'SWAP' });
      const fresh = draw('');
      bag.push(...rack);
      shuffleInPlace(bag, rng);
      racks[player] = fresh;
    } else {
      turns.push({ ...turn, moveType: 'PASS' });
      // Three passes in a row end the game (docs/game-rules.md).
      if (++passes >= 3) break;
    }
  }
  return { turns, board, scores };
}
