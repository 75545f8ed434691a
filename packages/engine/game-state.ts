// Over 300 lines: the turn rules, the state they change and the board and rack helpers they
// apply are one unit, which every game loop imports.
/**
 * A game's state and Wordfeud's turn rules (docs/game-rules.md) in one place: the board, both
 * racks, the bag in drawing order, the scores, whose turn it is and the passes in a row. `play`
 * applies the turn a player chose:
 * - a placement puts its tiles down, adds its points (as the move search scored them) and
 *   refills the rack from the front of the bag;
 * - a swap (only with MIN_BAG_FOR_SWAP or more tiles in the bag) refills the rack, then puts the
 *   tiles given back into the bag and shuffles it with the game's generator;
 * - PASSES_TO_END passes in a row end the game, each side losing its own rack's points; a
 *   placement or a swap breaks the row (only passes count);
 * - a side that empties its rack (the bag is empty then) ends the game, gaining the other's rack
 *   points while the other loses them; a resign ends it with no rack points.
 * A placement makes a new board (none changes in place), so a turn's board can be kept and
 * `copy` (the simulation's play-outs) shares it, copying only the bag and two pairs.
 */
import { BOARD_SIZE, RACK_SIZE, SQUARES } from './dimensions.ts';
import type { Language } from './game-enums.ts';
import { shuffleInPlace, type Rng } from './random.ts';
import { BLANK, tileSet, tileValue } from './tiles.ts';

/** A swap is allowed only while at least this many tiles are left in the bag. */
export const MIN_BAG_FOR_SWAP = RACK_SIZE;
/** Passes in a row that end the game (docs/game-rules.md, Moves: swaps do not count). */
export const PASSES_TO_END = 3;

export type Side = 0 | 1;

/** A placement as the move search gives it: the letters from (x, y) on, and their points. */
export interface Placement {
  x: number;
  y: number;
  vertical: boolean;
  /** Upper case a tile, lower case a blank played as that letter. */
  letters: string;
  points: number;
}

/** A turn. A swap names the tiles it keeps (the rest go into the bag in rack order) or gives. */
export type GameMove =
  | { kind: 'place'; move: Placement }
  | { kind: 'swap'; keep: string }
  | { kind: 'swap'; give: string }
  | { kind: 'pass' }
  | { kind: 'resign' };

/**
 * Passes in a row after a turn of `kind`, from `passes` before it: a pass adds one, any other
 * turn breaks the row (PASSES_TO_END of them end the game). The one place this rule is written:
 * GameState's play and the analysis of a recorded game (analysis/positions.ts) both read it.
 */
export function passesAfter(passes: number, kind: GameMove['kind']): number {
  return kind === 'pass' ? passes + 1 : 0;
}

/** The points of the tiles on a rack ('?' a blank, worth 0). */
export function rackPoints(rack: string, language: Language): number {
  let sum = 0;
  for (const tile of rack) sum += tileValue(tile, language);
  return sum;
}

/**
 * The board after a placement in the API's form: letters go on the empty squares from (x, y)
 * on. Throws RangeError when they run off the board.
 */
export function applyMove(
  board: readonly string[],
  move: Pick<Placement, 'x' | 'y' | 'vertical' | 'letters'>,
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

/** The language's whole tile set, shuffled with `rng`: the bag in drawing order. */
export function shuffledBag(language: Language, rng: Rng): string[] {
  const bag: string[] = [];
  for (const tile of tileSet(language)) {
    for (let i = 0; i < tile.count; i++) bag.push(tile.letter);
  }
  return shuffleInPlace(bag, rng);
}

/** A position to go on from: any moment of a game, the side to move included. */
export interface GamePosition {
  language: Language;
  /** 225 squares, '' empty, lower case a blank. */
  board: readonly string[];
  racks: readonly [string, string];
  /** The bag in drawing order (the state keeps this array and draws from its front). */
  bag: string[];
  scores: readonly [number, number];
  turn: Side;
  /** Passes in a row before this turn. */
  passes?: number;
  /** Shuffles the bag after a swap; a state without one refuses swaps. */
  rng: Rng | null;
}

export class GameState {
  readonly language: Language;
  private currentBoard: readonly string[];
  private readonly rackTiles: [string, string];
  private readonly tiles: string[];
  private readonly points: [number, number];
  private side: Side;
  private passesInRow: number;
  private played = 0;
  private rng: Rng | null;
  private ended = false;
  private out: Side | null = null;
  private gaveUp: Side | null = null;

  constructor(position: GamePosition) {
    this.language = position.language;
    this.currentBoard = position.board;
    this.rackTiles = [position.racks[0], position.racks[1]];
    this.tiles = position.bag;
    this.points = [position.scores[0], position.scores[1]];
    this.side = position.turn;
    this.passesInRow = position.passes ?? 0;
    this.rng = position.rng;
  }

  /**
   * A new game: the bag (the language's tiles shuffled with `rng` unless given), a rack of seven
   * drawn for side 0 and then for side 1, and `first` (0 unless given) to move.
   */
  static deal(options: { language: Language; rng: Rng; bag?: string[]; first?: Side }): GameState {
    const { language, rng } = options;
    const bag = options.bag ?? shuffledBag(language, rng);
    const board = new Array<string>(SQUARES).fill('');
    const state = new GameState({
      language,
      board,
      racks: ['', ''],
      bag,
      scores: [0, 0],
      turn: options.first ?? 0,
      rng,
    });
    state.rackTiles[0] = state.draw('');
    state.rackTiles[1] = state.draw('');
    return state;
  }

  /** The same state to play on apart from this one: the bag copied, the board shared. */
  copy(rng: Rng | null = this.rng): GameState {
    const next = new GameState({
      language: this.language,
      board: this.currentBoard,
      racks: this.rackTiles,
      bag: this.tiles.slice(),
      scores: this.points,
      turn: this.side,
      passes: this.passesInRow,
      rng,
    });
    next.played = this.played;
    next.ended = this.ended;
    next.out = this.out;
    next.gaveUp = this.gaveUp;
    return next;
  }

  get board(): readonly string[] {
    return this.currentBoard;
  }

  get racks(): readonly [string, string] {
    return this.rackTiles;
  }

  /** The tiles in the bag, in drawing order. */
  get bag(): readonly string[] {
    return this.tiles;
  }
  get bagSize(): number {
    return this.tiles.length;
  }

  get scores(): readonly [number, number] {
    return this.points;
  }

  /** The side to move. */
  get turn(): Side {
    return this.side;
  }

  /** Passes in a row so far. */
  get passes(): number {
    return this.passesInRow;
  }

  /** Turns played since the state was made (a copy goes on counting). */
  get turns(): number {
    return this.played;
  }

  /** Whether the game has ended (by going out, by passes or by a resign). */
  get over(): boolean {
    return this.ended;
  }

  /** The side that emptied its rack and ended the game, if one did. */
  get wentOut(): Side | null {
    return this.out;
  }

  /** The side that resigned, if one did. */
  get resigned(): Side | null {
    return this.gaveUp;
  }

  /** Whether the side to move may swap: the bag holds MIN_BAG_FOR_SWAP tiles or more. */
  get canSwap(): boolean {
    return this.tiles.length >= MIN_BAG_FOR_SWAP;
  }

  /** The side to move plays `move`; then the other side is to move. */
  play(move: GameMove): void {
    if (this.ended) throw new RangeError('The game is over');
    const side = this.side;
    const rack = this.rackTiles[side];
    switch (move.kind) {
      case 'place': {
        const leave = removeFromRack(rack, move.move.letters);
        this.currentBoard = applyMove(this.currentBoard, move.move);
        this.points[side] += move.move.points;
        this.rackTiles[side] = this.draw(leave);
        this.passesInRow = passesAfter(this.passesInRow, move.kind);
        if (this.rackTiles[side] === '') this.goOut(side);
        break;
      }
      case 'swap': {
        if (!this.canSwap) {
          throw new RangeError(`No swap with ${this.tiles.length} tiles in the bag`);
        }
        if (!this.rng) throw new RangeError('This game has no generator to shuffle the bag');
        const given = 'give' in move;
        const keep = given ? removeFromRack(rack, move.give) : move.keep;
        const out = given ? move.give : removeFromRack(rack, move.keep);
        if (out === '') throw new RangeError('A swap gives back at least one tile');
        this.rackTiles[side] = this.draw(keep);
        for (const tile of out) this.tiles.push(tile);
        shuffleInPlace(this.tiles, this.rng);
        this.passesInRow = passesAfter(this.passesInRow, move.kind);
        break;
      }
      case 'pass':
        this.passesInRow = passesAfter(this.passesInRow, move.kind);
        if (this.passesInRow >= PASSES_TO_END) this.endByPasses();
        break;
      case 'resign':
        this.ended = true;
        this.gaveUp = side;
        break;
    }
    this.played++;
    this.side = (1 - side) as Side;
  }

  /**
   * Ends an unfinished game where it stands, as passes would: each side loses its own rack's
   * points (a match's turn cap).
   */
  stop(): void {
    if (!this.ended) this.endByPasses();
  }

  /** A rack refilled to seven from the front of the bag. */
  private draw(rack: string): string {
    const need = RACK_SIZE - rack.length;
    return need > 0 ? rack + this.tiles.splice(0, need).join('') : rack;
  }

  private goOut(side: Side): void {
    const other = (1 - side) as Side;
    const left = rackPoints(this.rackTiles[other], this.language);
    this.points[side] += left;
    this.points[other] -= left;
    this.ended = true;
    this.out = side;
  }

  private endByPasses(): void {
    this.points[0] -= rackPoints(this.rackTiles[0], this.language);
    this.points[1] -= rackPoints(this.rackTiles[1], this.language);
    this.ended = true;
  }
}
