/**
 * GCG export of a finished game (docs/analysis.md, sharing): the text format Quackle and Woogles read.
 * Pure: the caller passes the game details and the board layout. A rack is known when
 * packages/engine/analysis/racks.ts knows it (the bot sent it, a bingo, implied at an empty bag); otherwise
 * a move writes the tiles it placed as its rack and a `#note rack unknown`, and a pass or swap,
 * having no tiles to write, is a `#note` line (docs/analysis.md, sharing).
 */
import type { GameDetailsGame, Move } from './api-types.ts';
import { formatLayout, STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { BOARD_SIZE, RACK_SIZE } from './constants.ts';
import type { Language } from './enums.ts';
import { formatDate } from './format.ts';
import { knownRacks, subtractTiles } from '@ordbot/engine/analysis/racks.ts';
import { buildTimeline, type ReplayFrame } from '@ordbot/engine/replay.ts';
import { BLANK, isBlankLetter, unseenTiles } from '@ordbot/engine/tiles.ts';

/** A move as gamemoves answers it; `rack` comes with the analysis work and may be missing. */
export type GcgMove = Move & { rack?: string | null };

export interface GcgGame {
  game: GameDetailsGame;
  moves: readonly GcgMove[];
  /** The game's 225 square codes (board-square-types). */
  layout: readonly number[];
}

/** The word list each language is checked against (scripts/lexicon/sources.ts). */
export const LEXICON_NAMES: Record<Language, string> = {
  NO_B: 'cspell-dict-nb-no',
  NO_NY: 'dictionary-nn',
  ENG_US: 'word-list',
  ENG_INT: 'word-list',
};

export const BOT_NAME = 'Ordbot';
const COLUMNS = 'ABCDEFGHIJKLMNO';
const TIME_ZONE = 'Europe/Oslo';

/** A download name for a game's file. */
export function gcgFileName(gameId: number): string {
  return `ordbot-${gameId}.gcg`;
}

/**
 * The square of a word's start in the notation of docs/analysis.md: row then column for a
 * horizontal word (`8H`), column then row for a vertical one (`H8`).
 */
export function squareNotation(index: number, vertical: boolean): string {
  const column = COLUMNS[index % BOARD_SIZE] as string;
  const row = Math.floor(index / BOARD_SIZE) + 1;
  return vertical ? `${column}${row}` : `${row}${column}`;
}

export interface MainWord {
  /** Start square in notation. */
  position: string;
  vertical: boolean;
  /** The whole word as on the board (a blank in lower case). */
  word: string;
  /** The same with the squares the move did not fill written as '.', as GCG does. */
  gcgWord: string;
}

function occupied(board: readonly string[], index: number): boolean {
  return index >= 0 && index < board.length && board[index] !== '';
}

/** The next square along a line, or -1 at the board's edge. */
function stepFrom(index: number, vertical: boolean, delta: 1 | -1): number {
  if (vertical) {
    const next = index + delta * BOARD_SIZE;
    return next >= 0 && next < BOARD_SIZE * BOARD_SIZE ? next : -1;
  }
  const column = (index % BOARD_SIZE) + delta;
  return column >= 0 && column < BOARD_SIZE ? index + delta : -1;
}

function lineThrough(board: readonly string[], from: number, vertical: boolean): number[] {
  let start = from;
  for (let prev = stepFrom(start, vertical, -1); prev >= 0 && occupied(board, prev);) {
    start = prev;
    prev = stepFrom(start, vertical, -1);
  }
  const squares: number[] = [];
  for (let at = start; at >= 0 && occupied(board, at); at = stepFrom(at, vertical, 1)) {
    squares.push(at);
  }
  return squares;
}

/**
 * The main word of a NORMAL move on the board after it: along the move's direction, or across
 * when a single tile forms a word only that way.
 */
export function mainWord(
  board: readonly string[],
  placed: readonly number[],
  vertical: boolean,
): MainWord | null {
  const first = placed[0];
  if (first === undefined) return null;
  let direction = vertical;
  let squares = lineThrough(board, first, direction);
  if (placed.length === 1 && squares.length === 1) {
    const across = lineThrough(board, first, !direction);
    if (across.length > 1) {
      direction = !direction;
      squares = across;
    }
  }
  const mine = new Set(placed);
  const letters = squares.map((index) => board[index] as string);
  return {
    position: squareNotation(squares[0] as number, direction),
    vertical: direction,
    word: letters.join(''),
    gcgWord: letters.map((letter, i) => (mine.has(squares[i] as number) ? letter : '.')).join(''),
  };
}

/** Tiles in GCG rack form: letters in capitals, a blank as '?'. */
function rackOf(letters: Iterable<string>): string {
  let rack = '';
  for (const letter of letters) rack += isBlankLetter(letter) ? BLANK : letter;
  return rack;
}

/** Names travel from the chat: no line breaks or control characters may reach the file. */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}

/** A GCG nickname: one token, no ':' (it ends the nickname in a move line). */
function nickOf(name: string): string {
  const nick = oneLine(name).replace(/[\s:]+/gu, '_');
  return nick === '' ? 'Spiller' : nick;
}

interface Side {
  nick: string;
  name: string;
  total: number;
}

function unseenRack(board: readonly string[], language: Language): string {
  return unseenTiles(board, language)
    .tiles.map((tile) => tile.letter.repeat(tile.count))
    .join('');
}

/**
 * The racks left at the end (docs/analysis.md, sharing): with the bag empty, the tiles not on
 * the board are the two racks. The side that went out holds none; after the closing passes each
 * side holds the rack of its last pass, known when the bot sent it or implied from the other's.
 * Null for a side whose rack cannot be known (the bag still held tiles, or no rack is known).
 */
function finalRacks(
  moves: readonly GcgMove[],
  known: readonly (string | null)[],
  board: readonly string[],
  language: Language,
): { player: string | null; bot: string | null } {
  const unseen = unseenTiles(board, language);
  const pool = unseen.excess.length > 0 ? null : unseenRack(board, language);
  const last = moves[moves.length - 1];
  if (pool === null || pool.length > 2 * RACK_SIZE) return { player: null, bot: null };
  if (last?.moveType === 'NORMAL' && pool.length <= RACK_SIZE) {
    return last.playerMove ? { player: '', bot: pool } : { player: pool, bot: '' };
  }
  const lastPass = (playerMove: boolean): string | null => {
    for (let k = moves.length - 1; k >= 0; k--) {
      const move = moves[k] as GcgMove;
      if (move.playerMove !== playerMove) continue;
      return move.moveType === 'PASS' ? (known[k] ?? null) : null;
    }
    return null;
  };
  let player = lastPass(true);
  let bot = lastPass(false);
  if (player === null && bot !== null) player = subtractTiles(pool, bot);
  if (bot === null && player !== null) bot = subtractTiles(pool, player);
  // Both must make up the pool exactly, or neither is trusted.
  if (player === null || bot === null || subtractTiles(pool, player + bot) !== '') {
    return { player: null, bot: null };
  }
  return { player, bot };
}

/** The GCG text of a finished game, UTF-8, '\n' line ends. */
export function writeGcg({ game, moves, layout }: GcgGame): string {
  const timeline = buildTimeline(game, moves);
  const sorted = timeline.moves as GcgMove[];
  const language = game.boardInfo.language;
  const player: Side = { nick: nickOf(game.playerName), name: oneLine(game.playerName), total: 0 };
  const bot: Side = {
    nick: player.nick === BOT_NAME ? `${BOT_NAME}_bot` : BOT_NAME,
    name: BOT_NAME,
    total: 0,
  };
  const playerFirst = sorted[0]?.playerMove ?? true;
  const [first, second] = playerFirst ? [player, bot] : [bot, player];
  const lines = [
    '#character-encoding UTF-8',
    `#player1 ${first.nick} ${first.name || first.nick}`,
    `#player2 ${second.nick} ${second.name || second.nick}`,
    `#title ${player.name || player.nick} mot ${BOT_NAME}, ${formatDate(game.startTime, TIME_ZONE)}`,
    `#id ordbot ${game.gameId}`,
    `#lexicon ${LEXICON_NAMES[language]}`,
  ];
  const standard = layout.every((code, i) => code === STANDARD_BOARD[i]);
  lines.push(
    standard
      ? '#note Wordfeud board, standard layout'
      : `#note Wordfeud board, random layout (rows 1-15, t=TL d=DL T=TW D=DW *=start): ${formatLayout(layout).split('\n').join('/')}`,
  );

  // The racks docs/analysis.md says can be known: sent by the bot, a bingo's, or implied once
  // the bag is empty.
  const racks = knownRacks({
    language,
    layout: [...layout],
    finished: true,
    moves: sorted.map((move) => ({ ...move, rack: move.rack ?? null })),
  }).map((rack) => rack?.rack ?? null);

  sorted.forEach((move, i) => {
    const side = move.playerMove ? player : bot;
    const frame = timeline.frames[i + 1] as ReplayFrame;
    const known = racks[i] ?? null;
    side.total += move.points;
    const head = (rack: string) => `>${side.nick}: ${rack}`;
    if (move.moveType === 'RESIGN') {
      lines.push(`#note ${side.nick} resigned`);
      return;
    }
    if (move.moveType === 'NORMAL') {
      const word = mainWord(frame.board, frame.placed, move.vertical);
      if (!word) throw new Error(`Move ${move.moveNum} of game ${game.gameId} cannot be placed`);
      // Unknown: the tiles it placed stand for the rack (they were on it).
      const placed = rackOf(frame.placed.map((index) => frame.board[index] as string));
      lines.push(
        `${head(known ?? placed)} ${word.position} ${word.gcgWord} +${move.points} ${side.total}`,
      );
      if (!known) lines.push('#note rack unknown');
      return;
    }
    const swapped = move.moveType === 'SWAP' && move.letters !== '' ? rackOf(move.letters) : '';
    // GCG's pass and exchange lines need the rack; without one, the turn is a note (no tiles
    // made up). A swap of known tiles writes them as the rack: they were on it.
    const rack = known ?? (swapped === '' ? null : swapped);
    if (rack === null) {
      const what = move.moveType === 'SWAP' ? `swapped ${move.numTiles} tiles` : 'passed';
      lines.push(`#note ${side.nick} ${what}, +0 ${side.total}; rack unknown`);
      return;
    }
    const action = move.moveType === 'SWAP' ? `-${swapped || String(move.numTiles)}` : '-';
    lines.push(`${head(rack)} ${action} +0 ${side.total}`);
    if (!known) lines.push('#note rack unknown');
  });

  // End of game: the record's final scores hold the rack adjustments (docs/game-rules.md, Moves).
  const end = timeline.frames[timeline.frames.length - 1] as ReplayFrame;
  const left = finalRacks(sorted, racks, end.board, language);
  const rackLeft = (side: Side) => (side === player ? left.player : left.bot);
  const final = (side: Side) => (side === player ? game.playerScore : game.botScore);
  const adjust = (side: Side) => {
    const delta = final(side) - side.total;
    if (delta === 0) return;
    side.total = final(side);
    const own = rackLeft(side);
    const other = rackLeft(side === player ? bot : player);
    if (delta > 0 && own === '' && other) {
      lines.push(`>${side.nick}: (${other}) +${delta} ${side.total}`);
    } else if (delta < 0 && own) {
      lines.push(`>${side.nick}: ${own} (${own}) ${delta} ${side.total}`);
    } else {
      // No rack to write: the adjustment stays a note, so no reader is given made-up tiles.
      lines.push(
        `#note ${side.nick} ${delta > 0 ? '+' : ''}${delta} for the racks left, ${side.total}; rack unknown`,
      );
    }
  };
  const wentOut = left.player === '' ? player : left.bot === '' ? bot : null;
  const order = wentOut ? [wentOut, wentOut === player ? bot : player] : [first, second];
  for (const side of order) adjust(side);
  return lines.join('\n') + '\n';
}
