/** Tile sets and tile values per language (docs/game-rules.md; docs/product.md, Board and tiles for the Norwegian values). */
import type { Language } from './game-enums.ts';

/** How a blank is written in tile counts; on the board a blank is its letter in lower case. */
export const BLANK = '?';

export interface TileDef {
  /** Upper-case letter, or BLANK. */
  letter: string;
  count: number;
  points: number;
}

export interface TileCount {
  letter: string;
  count: number;
}

export type TileFamily = 'NORWEGIAN' | 'ENGLISH';

/** Parses 'A7x1 B3x4 ...' (letter, count, points) as written in docs/game-rules.md. */
function parseTileSpec(spec: string): TileDef[] {
  return spec
    .trim()
    .split(/\s+/)
    .map((item) => {
      const match = /^(\p{Lu})(\d+)x(\d+)$/u.exec(item);
      if (!match) throw new Error(`Bad tile spec item ${item}`);
      return { letter: match[1] as string, count: Number(match[2]), points: Number(match[3]) };
    });
}

const NORWEGIAN_TILES: readonly TileDef[] = Object.freeze([
  ...parseTileSpec(
    'A7x1 B3x4 C1x10 D5x1 E9x1 F4x2 G4x4 H3x3 I6x2 J2x4 K4x3 L5x2 M3x2 N6x1 ' +
      'O4x3 P2x4 R7x1 S7x1 T7x1 U3x4 V3x5 W1x10 Y1x8 Æ1x8 Ø2x4 Å2x4',
  ),
  { letter: BLANK, count: 2, points: 0 },
]);

const ENGLISH_TILES: readonly TileDef[] = Object.freeze([
  ...parseTileSpec(
    'A10x1 B2x4 C2x4 D5x2 E12x1 F2x4 G3x3 H3x4 I9x1 J1x10 K1x5 L4x1 M2x3 N6x1 ' +
      'O7x1 P2x4 Q1x10 R6x1 S5x1 T7x1 U4x2 V2x4 W2x4 X1x8 Y2x4 Z1x10',
  ),
  { letter: BLANK, count: 2, points: 0 },
]);

function valueMap(tiles: readonly TileDef[], extra: Record<string, number> = {}) {
  const map = new Map<string, number>(Object.entries(extra));
  for (const tile of tiles) map.set(tile.letter, tile.points);
  return map;
}

/** docs/product.md, Board and tiles lists Q, X and Z at 0 for Norwegian although the set has no such tiles. */
const NORWEGIAN_VALUES = valueMap(NORWEGIAN_TILES, { Q: 0, X: 0, Z: 0 });
const ENGLISH_VALUES = valueMap(ENGLISH_TILES);

export function tileFamily(language: Language): TileFamily {
  return language === 'NO_B' || language === 'NO_NY' ? 'NORWEGIAN' : 'ENGLISH';
}

/** The full bag of a language, blanks last as BLANK. */
export function tileSet(language: Language): readonly TileDef[] {
  return tileFamily(language) === 'NORWEGIAN' ? NORWEGIAN_TILES : ENGLISH_TILES;
}

/** Upper-case letters of the language's alphabet that have tiles (blank excluded). */
export function tileLetters(language: Language): string[] {
  return tileSet(language)
    .filter((tile) => tile.letter !== BLANK)
    .map((tile) => tile.letter);
}

/** Number of tiles in the bag at the start (104 for every language). */
export function totalTiles(language: Language): number {
  return tileSet(language).reduce((sum, tile) => sum + tile.count, 0);
}

/** A letter written in lower case on the board is a blank. */
export function isBlankLetter(letter: string): boolean {
  return letter === BLANK || letter !== letter.toUpperCase();
}

/**
 * Points of one board letter: lower case (a blank) and BLANK are 0; a letter the language does
 * not know is 0 too, so odd data never breaks a board view.
 */
export function tileValue(letter: string, language: Language): number {
  if (isBlankLetter(letter)) return 0;
  const values = tileFamily(language) === 'NORWEGIAN' ? NORWEGIAN_VALUES : ENGLISH_VALUES;
  return values.get(letter) ?? 0;
}

export interface UnseenTiles {
  /** Remaining count per tile of the set, in set order, BLANK last (zero counts kept). */
  tiles: TileCount[];
  total: number;
  /**
   * Tiles on the board the set cannot account for (a letter not in the set, or more of it than
   * the set has); non-empty means the game data is odd.
   */
  excess: TileCount[];
}

/**
 * Tiles not yet on the board at a position: the full set minus the board's tiles, blanks
 * (lower-case letters) counted as BLANK. The opponent's rack is among them.
 * @param board 225 entries, '' for empty (a replay frame's board).
 */
export function unseenTiles(board: readonly string[], language: Language): UnseenTiles {
  const remaining = new Map<string, number>();
  for (const tile of tileSet(language)) remaining.set(tile.letter, tile.count);
  const excess = new Map<string, number>();
  for (const square of board) {
    if (square === '') continue;
    const key = isBlankLetter(square) ? BLANK : square;
    const left = remaining.get(key) ?? 0;
    if (left > 0) remaining.set(key, left - 1);
    else excess.set(key, (excess.get(key) ?? 0) + 1);
  }
  const tiles = [...remaining].map(([letter, count]) => ({ letter, count }));
  return {
    tiles,
    total: tiles.reduce((sum, tile) => sum + tile.count, 0),
    excess: [...excess].map(([letter, count]) => ({ letter, count })),
  };
}
