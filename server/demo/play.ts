/**
 * One whole demo game played by the word engine under the real rules: a shuffled bag, racks of
 * seven, the bot's strong fast-mode moves against a player who chooses like a person (choice.ts)
 * or, for a few, like a solver; swaps of poor racks, passes, an occasional resign, and the
 * end-of-game rack adjustment. Same options, same game. Produces the bot's ingest shape (the
 * bot's racks included), so the demo goes through the real ingest.
 */
import type { BotGame, BotMove } from '@ordbot/contract/api-types.ts';
import { randomBoard } from '@ordbot/engine/board.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { fastMove } from '@ordbot/engine/movegen/movegen.ts';
import type { EngineMove } from '@ordbot/engine/movegen/types.ts';
import { GameState, shuffledBag, type Side } from '@ordbot/engine/game-state.ts';
import { mulberry32 } from '@ordbot/engine/random.ts';
import { BLANK, tileFamily, tileValue } from '@ordbot/engine/tiles.ts';
import type { PlayStyle } from './choice.ts';
import { personMove, solverMove } from './person.ts';

export interface DemoGameOptions {
  gameId: number;
  player: { id: number; name: string };
  /** 0..1: the player's strength (choice.ts): better words, better spots, fewer swaps. */
  skill: number;
  /** HUMAN unless set: a SOLVER always plays the top move and never swaps a poor rack. */
  style?: PlayStyle;
  /** Epoch seconds. */
  startTime: number;
  language: Language;
  /** Set for a RANDOM board: the seed of its layout (packages/engine/board.ts randomBoard). */
  layoutSeed?: number;
  seed: number;
  /** Stop after this many moves, unfinished (an ongoing game); the game may end sooner. */
  stopAfter?: number;
  /** Whether the player gives up when far behind. */
  mayResign: boolean;
  /** How many of the player's best moves the bot flags as suspected cheats. */
  cheatMoves: number;
  /**
   * Told the player's true rack (upper case, '?' a blank) before each of the player's moves, by
   * move number; the game is the same with or without it.
   */
  onPersonRack?: (moveNum: number, rack: string) => void;
}

/** Sets the turn limit after which swaps stop, so a game always ends by passes at worst. */
const SWAP_TURN_LIMIT = 100;
/** The player resigns only this far behind, so the resigning side is the losing side. */
const RESIGN_BEHIND = 60;

const VOWELS: Record<'NORWEGIAN' | 'ENGLISH', string> = {
  NORWEGIAN: 'AEIOUYÆØÅ',
  ENGLISH: 'AEIOU',
};

/** A rack worth swapping: no vowels, nearly all vowels, three of a kind or two heavy tiles. */
function isPoorRack(rack: string, language: Language): boolean {
  const vowels = VOWELS[tileFamily(language)];
  const tiles = [...rack].filter((t) => t !== BLANK);
  const vowelCount = tiles.filter((t) => vowels.includes(t)).length;
  const heavy = tiles.filter((t) => tileValue(t, language) >= 8).length;
  const most = Math.max(0, ...tiles.map((t) => tiles.filter((u) => u === t).length));
  return vowelCount === 0 || vowelCount >= 6 || most >= 3 || heavy >= 2;
}

/** Tiles to give back: duplicates, heavy letters and the surplus of vowels or consonants. */
function tilesToSwap(rack: string, language: Language): string {
  const vowels = VOWELS[tileFamily(language)];
  const kept: string[] = [];
  let swapped = '';
  for (const tile of rack) {
    const isVowel = vowels.includes(tile);
    const keptKind = kept.filter((t) => t !== BLANK && vowels.includes(t) === isVowel).length;
    const keep =
      tile === BLANK ||
      (!kept.includes(tile) && tileValue(tile, language) < 8 && keptKind < (isVowel ? 2 : 3));
    if (keep) kept.push(tile);
    else swapped += tile;
  }
  if (swapped === '') {
    // Nothing stands out: give back the heaviest tile.
    const heaviest = [...rack].sort((a, b) => tileValue(b, language) - tileValue(a, language))[0];
    swapped = heaviest ?? '';
  }
  return swapped;
}

/** The move numbers a bot flags as cheats: the player's best-scoring moves. */
export function pickCheats(moves: readonly BotMove[], count: number): number[] {
  if (count <= 0) return [];
  return moves
    .filter((m) => m.playerMove && m.moveType === 'NORMAL')
    .sort((a, b) => b.points - a.points || a.moveNum - b.moveNum)
    .slice(0, count)
    .map((m) => m.moveNum)
    .sort((a, b) => a - b);
}

type Recorded = Partial<BotMove> & Pick<BotMove, 'moveType'>;

/**
 * Appends a side's move to `moves` in the bot's shape. The bot sends its own rack with each of
 * its moves (docs/analysis.md); the player's it never sees.
 */
function recorder(moves: BotMove[], onPersonRack: DemoGameOptions['onPersonRack']) {
  return (side: Side, rack: string, move: Recorded) => {
    if (side === 0) onPersonRack?.(moves.length + 1, rack);
    moves.push({
      moveNum: moves.length + 1,
      playerMove: side === 0,
      ...(side === 1 ? { rack } : {}),
      letters: '',
      points: 0,
      numTiles: 0,
      mainWord: '',
      vertical: false,
      x: 0,
      y: 0,
      ...move,
    });
  };
}

/**
 * What a side does with its turn, given the best move it found (null: none). The random draws
 * come in the same order as ever, so the same options still make the same game.
 */
function chooseAction(
  move: EngineMove | null,
  turn: { side: Side; rack: string; canSwap: boolean; language: Language },
  player: { solver: boolean; swapChance: number; rng: () => number },
): 'NORMAL' | 'SWAP' | 'PASS' {
  const { side, rack, canSwap, language } = turn;
  const { solver, swapChance, rng } = player;
  if (!move) return canSwap ? 'SWAP' : 'PASS';
  if (canSwap && move.points < 12 && isPoorRack(rack, language) && rng() < swapChance) {
    return 'SWAP';
  }
  if (side === 0 && !solver && rng() < 0.006) return 'PASS';
  return 'NORMAL';
}

/** The game in the bot's ingest shape, once it is over or stopped. */
function demoGameOf(
  options: DemoGameOptions,
  state: GameState,
  moves: BotMove[],
  layout: readonly number[] | undefined,
): BotGame {
  // The game's end applied its rack points (packages/engine/game-state.ts); the ingest takes no
  // negative scores.
  const finished = state.over;
  const clamp = finished && state.resigned === null;
  const playerScore = clamp ? Math.max(0, state.scores[0]) : state.scores[0];
  const botScore = clamp ? Math.max(0, state.scores[1]) : state.scores[1];

  const cheats = pickCheats(moves, options.cheatMoves);
  return {
    gameId: options.gameId,
    player: { id: options.player.id, name: options.player.name },
    startTime: options.startTime,
    language: options.language,
    boardType: layout ? 'RANDOM' : 'NORMAL',
    ...(layout ? { board: [...layout] } : {}),
    finished,
    playerScore,
    botScore,
    moves,
    cheats,
  };
}

export function playDemoGame(lexicon: Lexicon, options: DemoGameOptions): BotGame {
  const { language } = options;
  const rng = mulberry32(options.seed);
  const layout = options.layoutSeed === undefined ? undefined : randomBoard(options.layoutSeed);
  // Player 0 is the person, player 1 the bot; the starter is drawn after the bag's shuffle.
  const bag = shuffledBag(language, rng);
  const first: Side = rng() < 0.5 ? 0 : 1;
  const state = GameState.deal({ language, rng, bag, first });
  const moves: BotMove[] = [];

  const search = (rack: string): EngineMove | null =>
    fastMove(lexicon, state.board, rack, { language, layout });
  const solver = options.style === 'SOLVER';
  // The bot swaps a poor rack most of the time; a weak player more often than a strong one.
  const swapChance = (side: Side): number =>
    side === 1 ? 0.6 : solver ? 0 : 0.35 + 0.5 * (1 - options.skill);
  const at = () => ({ board: state.board, language, layout });
  const playerSearch = (rack: string): EngineMove | null =>
    solver ? solverMove(lexicon, at(), rack) : personMove(lexicon, at(), rack, rng, options.skill);
  const record = recorder(moves, options.onPersonRack);

  while (!state.over) {
    if (options.stopAfter !== undefined && moves.length >= options.stopAfter) break;
    const side = state.turn;
    const rack = state.racks[side];
    const { scores } = state;
    if (
      side === 0 &&
      options.mayResign &&
      moves.length >= 8 &&
      scores[1] - scores[0] >= RESIGN_BEHIND &&
      rng() < 0.3
    ) {
      record(side, rack, { moveType: 'RESIGN' });
      state.play({ kind: 'resign' });
      break;
    }
    const move = side === 1 ? search(rack) : playerSearch(rack);
    const canSwap = state.canSwap && moves.length < SWAP_TURN_LIMIT;
    const action = chooseAction(
      move,
      { side, rack, canSwap, language },
      { solver, swapChance: swapChance(side), rng },
    );

    if (action === 'NORMAL' && move) {
      const { letters, points, mainWord, vertical, x, y } = move;
      const numTiles = letters.length;
      record(side, rack, {
        moveType: 'NORMAL',
        letters,
        points,
        numTiles,
        mainWord,
        vertical,
        x,
        y,
      });
      state.play({ kind: 'place', move });
    } else if (action === 'SWAP') {
      const give = tilesToSwap(rack, language);
      state.play({ kind: 'swap', give });
      record(side, rack, { moveType: 'SWAP', numTiles: give.length });
    } else {
      record(side, rack, { moveType: 'PASS' });
      state.play({ kind: 'pass' });
    }
  }
  return demoGameOf(options, state, moves, layout);
}
