/**
 * Racks: checking one (typed in 'Prøv et stativ' or sent by the bot) and finding which racks of
 * a game are known (docs/analysis.md "What we can know about a move").
 */
import { RACK_SIZE } from '../dimensions.ts';
import type { Language } from '../game-enums.ts';
import { buildTimeline, type ReplayTimeline } from '../replay.ts';
import { BLANK, isBlankLetter, tileSet, totalTiles, unseenTiles } from '../tiles.ts';
import type { AnalysisGame, AnalysisMove, KnownRack, RackCheck } from './types.ts';

/** What is wrong with a rack's tiles, for each caller to word its own way. */
export type RackProblem =
  | { kind: 'EMPTY' }
  | { kind: 'TOO_MANY' }
  | { kind: 'BAD_TILE'; tile: string }
  | { kind: 'OVER_SET'; tile: string; count: number };

type Counts = Map<string, number>;

function countTiles(tiles: Iterable<string>): Counts {
  const counts: Counts = new Map();
  for (const tile of tiles) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  return counts;
}

function setCounts(language: Language): Counts {
  return new Map(tileSet(language).map((t) => [t.letter, t.count]));
}

/** Placed letters in rack form: a blank (lower case on the board) is '?'. */
export function rackTiles(letters: string): string {
  return [...letters].map((l) => (isBlankLetter(l) ? BLANK : l)).join('');
}

/** Tiles in the set's order, blanks last, so equal racks read the same. */
export function sortRack(rack: string, language: Language): string {
  const order = new Map(tileSet(language).map((t, i) => [t.letter, i]));
  return [...rack].sort((a, b) => (order.get(a) ?? 99) - (order.get(b) ?? 99)).join('');
}

/** Checks upper-case tiles and '?': 1-7 of them, each in the set, no more of one than the set has. */
export function rackProblem(tiles: readonly string[], language: Language): RackProblem | null {
  if (tiles.length === 0) return { kind: 'EMPTY' };
  if (tiles.length > RACK_SIZE) return { kind: 'TOO_MANY' };
  const inSet = setCounts(language);
  for (const tile of tiles) if (!inSet.has(tile)) return { kind: 'BAD_TILE', tile };
  for (const [tile, count] of countTiles(tiles)) {
    const most = inSet.get(tile) as number;
    if (count > most) return { kind: 'OVER_SET', tile, count: most };
  }
  return null;
}

/** True when `rack` holds the tiles `letters` placed (a lower-case letter needs a '?'). */
export function rackHolds(rack: string, letters: string): boolean {
  return subtractTiles(rack, rackTiles(letters)) !== null;
}

/** `from` minus `tiles` as a multiset, or null when `from` lacks one of them. */
export function subtractTiles(from: string, tiles: string): string | null {
  const left = countTiles(from);
  for (const tile of tiles) {
    const count = left.get(tile) ?? 0;
    if (count === 0) return null;
    left.set(tile, count - 1);
  }
  return [...left].map(([tile, count]) => tile.repeat(count)).join('');
}

function problemMessage(problem: RackProblem): string {
  switch (problem.kind) {
    case 'EMPTY':
      return `Skriv inn 1 til ${RACK_SIZE} brikker.`;
    case 'TOO_MANY':
      return `Et stativ har høyst ${RACK_SIZE} brikker.`;
    case 'BAD_TILE':
      return `«${problem.tile}» er ikke en brikke i dette spillets språk. Bruk bokstaver, og ? for en blank brikke.`;
    case 'OVER_SET':
      return problem.tile === BLANK
        ? `Spillet har bare ${problem.count} blanke brikker.`
        : `Spillet har bare ${problem.count} ${problem.count === 1 ? 'brikke' : 'brikker'} med ${problem.tile}.`;
  }
}

/**
 * A rack typed by a user: spaces are ignored and letters may be lower case ('?' is a blank).
 * Answers the rack in upper case, or a Norwegian message saying what is wrong.
 */
export function validateRack(rack: string, language: Language): RackCheck {
  const tiles = [...rack.replace(/\s+/gu, '').toUpperCase()];
  const problem = rackProblem(tiles, language);
  return problem
    ? { ok: false, message: problemMessage(problem) }
    : { ok: true, rack: tiles.join('') };
}

/** The rack a move says it had: used only when it is well formed and holds the placed tiles. */
function sentRack(move: AnalysisMove, language: Language): string | null {
  const rack = move.rack;
  if (typeof rack !== 'string' || rackProblem([...rack], language)) return null;
  return move.moveType !== 'NORMAL' || rackHolds(rack, move.letters) ? rack : null;
}

/**
 * The known rack before each move (same index as game.moves): sent by the bot, a bingo's seven
 * tiles, or implied once the bag is empty: every tile of the set, minus the board before the
 * move, minus the other side's known rack. Works both ways (the bot's racks give the player's,
 * a player's bingo can give the bot's). A broken game only has the racks sent and bingos.
 */
export function knownRacks(
  game: AnalysisGame,
  /** The game's record replayed, when the caller has it (analysis/positions.ts). */
  timeline: ReplayTimeline = buildTimeline(
    { finished: false, playerScore: 0, botScore: 0 },
    game.moves,
  ),
): (KnownRack | null)[] {
  const { language } = game;
  const sorted = timeline.moves as AnalysisMove[];
  const known: (KnownRack | null)[] = sorted.map((move) => {
    const sent = sentRack(move, language);
    if (sent) return { rack: sent, source: 'BOT' };
    if (
      move.moveType === 'NORMAL' &&
      move.numTiles === RACK_SIZE &&
      move.letters.length === RACK_SIZE
    ) {
      return { rack: rackTiles(move.letters), source: 'BINGO' };
    }
    return null;
  });
  if (!timeline.hasBrokenMoves) fillEndgameRacks(sorted, timeline.frames, known, language);
  const byMove = new Map(sorted.map((move, k) => [move, known[k] ?? null]));
  return game.moves.map((move) => byMove.get(move) ?? null);
}

/** Implies racks at an empty bag until nothing more can be implied. */
function fillEndgameRacks(
  sorted: readonly AnalysisMove[],
  frames: readonly { board: readonly string[] }[],
  known: (KnownRack | null)[],
  language: Language,
): void {
  // While the bag holds tiles both racks are full, so the bag is empty once the board has
  // every tile but two rackfuls.
  const emptyBagAt = totalTiles(language) - 2 * RACK_SIZE;
  const boardCount = frames.map((f) => f.board.filter((s) => s !== '').length);
  const bagEmpty = (k: number) => (boardCount[k] as number) >= emptyBagAt;

  /** The other side's rack while move k is made, when known. */
  const otherRack = (k: number): string | null => {
    const mover = (sorted[k] as AnalysisMove).playerMove;
    const next = sorted[k + 1];
    // Between move k and the other side's next move only the mover acts.
    if (next && next.playerMove !== mover && known[k + 1]) return (known[k + 1] as KnownRack).rack;
    for (let j = k - 1; j >= 0; j--) {
      const before = sorted[j] as AnalysisMove;
      if (before.playerMove === mover) continue;
      // Its last move drew nothing when the bag was already empty.
      const rack = known[j];
      if (!rack || !bagEmpty(j) || before.moveType === 'SWAP') return null;
      return before.moveType === 'NORMAL'
        ? subtractTiles(rack.rack, rackTiles(before.letters))
        : rack.rack;
    }
    return null;
  };

  for (let changed = true; changed;) {
    changed = false;
    for (let k = 0; k < sorted.length; k++) {
      if (known[k] || !bagEmpty(k)) continue;
      const other = otherRack(k);
      if (other === null) continue;
      const unseen = unseenTiles((frames[k] as { board: readonly string[] }).board, language);
      if (unseen.excess.length > 0) continue;
      const pool = unseen.tiles.map((t) => t.letter.repeat(t.count)).join('');
      const rack = subtractTiles(pool, other);
      const move = sorted[k] as AnalysisMove;
      if (!rack || rack.length > RACK_SIZE || rack.length === 0) continue;
      if (move.moveType === 'NORMAL' && !rackHolds(rack, move.letters)) continue;
      known[k] = { rack: sortRack(rack, language), source: 'ENDGAME' };
      changed = true;
    }
  }
}

/**
 * The opponent's rack once the bag is empty: every tile not on the board minus the mover's
 * rack. Null while the bag holds tiles or when the mover's rack does not fit the board.
 */
export function otherRackAtEmptyBag(
  board: readonly string[],
  rack: string,
  language: Language,
): string | null {
  const unseen = unseenTiles(board, language);
  if (unseen.excess.length > 0 || unseen.total > 2 * RACK_SIZE) return null;
  const pool = unseen.tiles.map((t) => t.letter.repeat(t.count)).join('');
  const other = subtractTiles(pool, rack);
  return other !== null && other.length <= RACK_SIZE ? sortRack(other, language) : null;
}
