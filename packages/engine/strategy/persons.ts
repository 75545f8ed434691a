/**
 * Person-like players and whole recorded games of one against the bot, where the person's true
 * racks are kept: the games the inference of a person's unknown racks is fitted and measured on.
 *
 * A person sees every legal placement of the rack (one full search, read from the search's pool
 * without making objects of it) and values each as points plus `leaveWeight` times the leave's
 * value by the strategy table; a bingo is seen only with the chance `bingoSight`; the placement
 * is drawn by a softmax over the values at `temperature` points. With a poor best placement
 * (valued under SWAP_BELOW) and 7 or more tiles in the bag the person swaps with the chance
 * `swapHabit`, keeping the leave the table values most. No lookahead. With an empty bag the
 * leave counts for nothing. The bot is play.ts's equity player with the same table.
 *
 * Seeded: the same seed (and profile) plays the same game with the same move search.
 */
import { STANDARD_BOARD } from '../board.ts';
import { RACK_SIZE } from '../dimensions.ts';
import type { Language } from '../game-enums.ts';
import type { Move } from '../game-records.ts';
import { leaveOf, MIN_BAG_FOR_SWAP, normaliseRack } from '../movegen/movegen.ts';
import { notation } from '../movegen/notation.ts';
import { checkBoard } from '../movegen/placement.ts';
import { resolveLayout } from '../movegen/scoring.ts';
import { BLANK } from '../tiles.ts';
import { mulberry32, type Rng } from '../random.ts';
import { playGame, type Player, type Turn, type TurnRecord, type TurnState } from './play.ts';
import type { TableEngine } from './tables.ts';

export interface PersonProfile {
  readonly name: string;
  /** Softmax temperature in points over the value of every legal placement. */
  readonly temperature: number;
  /** 0: plays by points only; 1: by full equity (points plus the leave's value). */
  readonly leaveWeight: number;
  /** 0..1: the chance that a bingo (a 7-tile placement) is considered at all on a turn. */
  readonly bingoSight: number;
  /** 0..1: the chance of swapping a poor rack (best value under SWAP_BELOW, bag of 7 or more). */
  readonly swapHabit: number;
  readonly lookahead: 'none';
}

/** A best placement valued under this many points makes a rack poor enough to swap. */
export const SWAP_BELOW = 12;

/** Fixed profiles, from a careful player to a beginner. */
export const PERSON_PROFILES = {
  careful: profile('careful', 1.5, 0.9, 0.95, 0.4),
  casual: profile('casual', 4, 0.5, 0.7, 0.2),
  scorer: profile('scorer', 2.5, 0, 0.85, 0.05),
  beginner: profile('beginner', 10, 0.1, 0.35, 0.5),
} as const satisfies Record<string, PersonProfile>;

function profile(
  name: string,
  temperature: number,
  leaveWeight: number,
  bingoSight: number,
  swapHabit: number,
): PersonProfile {
  return { name, temperature, leaveWeight, bingoSight, swapHabit, lookahead: 'none' };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * A varied profile: temperature 1..12 points (log-uniform, so moderate players are as common as
 * loose ones), leaveWeight 0..1, bingoSight 0.3..1, swapHabit 0..0.6, each rounded to hundredths.
 */
export function drawProfile(rng: Rng): PersonProfile {
  const temperature = round2(Math.exp(rng() * Math.log(12)));
  const leaveWeight = round2(rng());
  const bingoSight = round2(0.3 + 0.7 * rng());
  const swapHabit = round2(0.6 * rng());
  const name = `T${temperature} L${leaveWeight} B${bingoSight} S${swapHabit}`;
  return profile(name, temperature, leaveWeight, bingoSight, swapHabit);
}

/** A seed of its own for each use of a game's seed, so the streams do not overlap. */
function subSeed(seed: number, salt: number): number {
  return Math.floor(mulberry32((seed ^ salt) >>> 0)() * 2 ** 32);
}

const PROFILE_SALT = 0x1f0a_9e37;
const PERSON_SALT = 0x7c15_3b4d;
const STARTER_SALT = 0x2ad5_61e9;

/** The profile a seed draws when none is given. */
export function profileForSeed(seed: number): PersonProfile {
  return drawProfile(mulberry32(subSeed(seed, PROFILE_SALT)));
}

/** Whether the person starts the game of a seed. */
export function personStarts(seed: number): boolean {
  return mulberry32(subSeed(seed, STARTER_SALT))() < 0.5;
}

/**
 * The person's player: each turn one search of every placement with the leave values of the
 * engine's table (none at an empty bag), then the choice described at the top, drawn with `rng`.
 */
export function personPlayer(
  engine: TableEngine,
  person: PersonProfile,
  rng: Rng,
  options: { language: Language; layout?: readonly number[] },
): Player {
  const { model } = engine;
  const letters = model.leaves.index.letters.join('');
  if (letters !== `${engine.lexicon.alphabet.toUpperCase()}${BLANK}`) {
    throw new RangeError(`The ${model.language} leave table does not fit the lexicon's alphabet`);
  }
  const counts = model.leaves.valueOfCounts;
  const layout = resolveLayout(options.layout);
  const choose = (state: TurnState): Turn => {
    const { board, bagSize } = state;
    const rack = normaliseRack(state.rack);
    checkBoard(board);
    const search = engine.search('persons');
    search.prepare(board, layout, options.language, rack, bagSize > 0 ? counts : null);
    const canSwap = bagSize >= MIN_BAG_FOR_SWAP;
    const keep = canSwap ? search.bestKeep() : null;
    search.searchAll();
    const { pool } = search;
    const seesBingo = rng() < person.bingoSight;
    const values = new Float64Array(pool.count);
    let best = -Infinity;
    for (let i = 0; i < pool.count; i++) {
      const points = pool.points(i);
      const equity = pool.equity[i] as number;
      const value =
        !seesBingo && pool.tiles(i) === RACK_SIZE
          ? -Infinity
          : points + person.leaveWeight * (equity - points);
      values[i] = value;
      if (value > best) best = value;
    }
    const swap: Turn = { kind: 'swap', keep: keep?.keep ?? '', value: keep?.value ?? 0 };
    if (best === -Infinity) return canSwap ? swap : { kind: 'pass' };
    if (canSwap && best < SWAP_BELOW && rng() < person.swapHabit) return swap;
    let total = 0;
    for (let i = 0; i < pool.count; i++) {
      const weight = Math.exp(((values[i] as number) - best) / person.temperature);
      values[i] = weight;
      total += weight;
    }
    let at = rng() * total;
    let chosen = -1;
    for (let i = 0; i < pool.count; i++) {
      const weight = values[i] as number;
      if (weight === 0) continue;
      chosen = i;
      at -= weight;
      if (at < 0) break;
    }
    const move = pool.toMove(chosen, search.letters);
    return {
      kind: 'place',
      move: {
        ...move,
        equity: pool.equity[chosen] as number,
        notation: notation(move),
        leave: leaveOf(rack, move.letters),
      },
    };
  };
  return { name: person.name, leaves: counts, choose };
}

/** A game as the analysis reads it (packages/engine/analysis/types.ts AnalysisGame). */
export interface RecordedGameRecord {
  language: Language;
  layout: readonly number[];
  finished: boolean;
  moves: Move[];
}

export interface RecordedGame<P = PersonProfile> {
  seed: number;
  profile: P;
  /** The person's moves are playerMove; only the bot's carry their rack, as in real records. */
  game: RecordedGameRecord;
  /** Before move i (moves[i]): the person's true rack (upper case, '?' a blank); null the bot's. */
  personRacks: (string | null)[];
  /** Final scores, the end of game's rack adjustments included. */
  playerScore: number;
  botScore: number;
}

export interface RecordedGameOptions {
  /** Drawn from the seed when left out (profileForSeed). */
  profile?: PersonProfile;
  language?: Language;
}

/** A turn as a record's move: the demo's shape (server/demo/play.ts), the bot's rack included. */
export function recordMove(record: TurnRecord, moveNum: number, playerMove: boolean): Move {
  const { choice, rack } = record;
  const base = {
    moveNum,
    playerMove,
    ...(playerMove ? {} : { rack }),
    letters: '',
    points: 0,
    numTiles: 0,
    mainWord: '',
    vertical: false,
    x: 0,
    y: 0,
  };
  if (choice.kind === 'pass') return { ...base, moveType: 'PASS' };
  if (choice.kind === 'swap') {
    return { ...base, moveType: 'SWAP', numTiles: [...rack].length - [...choice.keep].length };
  }
  const { letters, points, mainWord, vertical, x, y } = choice.move;
  return {
    ...base,
    moveType: 'NORMAL',
    letters,
    points,
    numTiles: [...letters].length,
    mainWord,
    vertical,
    x,
    y,
  };
}

/**
 * One whole game by Wordfeud's rules (play.ts playGame: the bag from the seed) between a person
 * and the bot (the equity player of the engine's table), who starts decided by the seed, recorded
 * with the person's true racks.
 */
export function playRecordedGame(
  engine: TableEngine,
  seed: number,
  options: RecordedGameOptions = {},
): RecordedGame {
  const language = options.language ?? 'NO_B';
  const person = options.profile ?? profileForSeed(seed);
  const game = { language, layout: STANDARD_BOARD };
  const rng = mulberry32(subSeed(seed, PERSON_SALT));
  const human = personPlayer(engine, person, rng, game);
  const bot: Player = { name: 'bot', leaves: engine.model.leaves.valueOfCounts };
  const personSide = personStarts(seed) ? 0 : 1;
  const players: [Player, Player] = personSide === 0 ? [human, bot] : [bot, human];
  const moves: Move[] = [];
  const personRacks: (string | null)[] = [];
  const result = playGame(engine, players, seed, game, (record) => {
    const playerMove = record.side === personSide;
    moves.push(recordMove(record, moves.length + 1, playerMove));
    personRacks.push(playerMove ? record.rack : null);
  });
  return {
    seed,
    profile: person,
    game: { language, layout: STANDARD_BOARD, finished: true, moves },
    personRacks,
    playerScore: result.scores[personSide],
    botScore: result.scores[(1 - personSide) as 0 | 1],
  };
}
