/**
 * A strict GCG reader for the tests, written from the format's grammar as Macondo's reader (the
 * one Woogles uses) applies it, not from our writer: `#character-encoding` only as the first
 * line; the pragmas before the first event (a `#note` anywhere); two players with distinct
 * nicknames; event lines `>nick: ...` whose rack field is never empty (a play, a pass, an
 * exchange, the tiles left at the end in parentheses, a penalty naming the same rack twice).
 * On top of the grammar it replays the game: every score line must add up, every play must fit
 * the board and come from its rack, an exchange by count cannot swap more tiles than the rack
 * holds, and, given the tile set, no rack may hold a tile that is not left to draw (a made-up
 * tile). Anything else is an error.
 */
const SIZE = 15;
const COLUMNS = 'ABCDEFGHIJKLMNO';
const RACK_SIZE = 7;

export type GcgEventKind = 'play' | 'pass' | 'exchange' | 'end-points' | 'end-penalty';

export interface GcgEvent {
  kind: GcgEventKind;
  nick: string;
  rack: string;
  /** Signed points of the line. */
  score: number;
  total: number;
  /** The board after the event, 225 squares, '' empty. */
  board: string[];
  notes: string[];
  /** For exchanges: what follows the '-' (tiles or a count). */
  exchanged?: string;
}

export interface GcgRead {
  encoding: string | null;
  players: { nick: string; name: string }[];
  pragmas: Map<string, string[]>;
  /** Notes before the first event (about the game). */
  gameNotes: string[];
  events: GcgEvent[];
  /** Lines that did not parse, score lines that do not add up, plays that do not fit. */
  errors: string[];
  totals: Map<string, number>;
}

export interface ReadOptions {
  /** The tile set, letter (blank '?') to count: racks are checked against the tiles left. */
  tiles?: ReadonlyMap<string, number>;
}

/** Pragmas that describe the game and must come before the first event. */
const PRAGMAS = new Set([
  'player1',
  'player2',
  'title',
  'description',
  'id',
  'lexicon',
  'rack1',
  'rack2',
  'game-type',
  'tile-set',
  'game-board',
  'board-layout',
  'tile-distribution',
  'incomplete',
  'tile',
]);

const RACK = String.raw`[^\s()]+`;
const PLAY = new RegExp(
  String.raw`^>(\S+):\s+(${RACK})\s+(\d{1,2}[A-O]|[A-O]\d{1,2})\s+([^\s()]+)\s+\+(\d+)\s+(\d+)$`,
  'u',
);
const PASS = new RegExp(String.raw`^>(\S+):\s+(${RACK})\s+-\s+\+0\s+(\d+)$`, 'u');
const EXCHANGE = new RegExp(String.raw`^>(\S+):\s+(${RACK})\s+-(\S+)\s+\+0\s+(\d+)$`, 'u');
const END_POINTS = new RegExp(String.raw`^>(\S+):\s+\((${RACK})\)\s+\+(\d+)\s+(-?\d+)$`, 'u');
const END_PENALTY = new RegExp(
  String.raw`^>(\S+):\s+(${RACK})\s+\((${RACK})\)\s+-(\d+)\s+(-?\d+)$`,
  'u',
);
/** A tile on a rack: a capital letter or '?' for a blank. */
const TILE = /^[\p{Lu}?]$/u;

/** Start square and direction of a position: `8H` is across from row 8, `H8` down column H. */
function parsePosition(position: string): { row: number; col: number; down: boolean } | null {
  const across = /^(\d{1,2})([A-O])$/.exec(position);
  if (across) {
    return { row: Number(across[1]) - 1, col: COLUMNS.indexOf(across[2] as string), down: false };
  }
  const down = /^([A-O])(\d{1,2})$/.exec(position);
  if (!down) return null;
  return { row: Number(down[2]) - 1, col: COLUMNS.indexOf(down[1] as string), down: true };
}

function isLower(letter: string): boolean {
  return letter !== letter.toUpperCase();
}

function counts(tiles: Iterable<string>): Map<string, number> {
  const map = new Map<string, number>();
  for (const tile of tiles) map.set(tile, (map.get(tile) ?? 0) + 1);
  return map;
}

export function readGcg(text: string, options: ReadOptions = {}): GcgRead {
  const read: GcgRead = {
    encoding: null,
    players: [],
    pragmas: new Map(),
    gameNotes: [],
    events: [],
    errors: [],
    totals: new Map(),
  };
  const board = new Array<string>(SIZE * SIZE).fill('');
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const fail = (message: string, line: string) => read.errors.push(`${message}: ${line}`);

  /** A rack: 1-7 tiles, and with a tile set none that is not left to draw. */
  const checkRack = (rack: string, line: string) => {
    const tiles = [...rack];
    if (tiles.length === 0 || tiles.length > RACK_SIZE) fail(`rack of ${tiles.length} tiles`, line);
    for (const tile of tiles) if (!TILE.test(tile)) fail(`'${tile}' is no tile`, line);
    if (!options.tiles) return;
    const onBoard = counts(board.filter((s) => s !== '').map((s) => (isLower(s) ? '?' : s)));
    for (const [tile, n] of counts(tiles)) {
      const left = (options.tiles.get(tile) ?? 0) - (onBoard.get(tile) ?? 0);
      if (n > left) fail(`${n} ${tile} on the rack, ${left} left to draw`, line);
    }
  };

  const addEvent = (
    kind: GcgEventKind,
    nick: string,
    rack: string,
    score: number,
    total: number,
    line: string,
  ): GcgEvent => {
    if (read.players.length !== 2) fail('an event before both players', line);
    if (!read.players.some((p) => p.nick === nick)) fail('unknown player', line);
    const before = read.totals.get(nick) ?? 0;
    if (before + score !== total) fail(`${before} + ${score} != ${total}`, line);
    read.totals.set(nick, total);
    const event: GcgEvent = { kind, nick, rack, score, total, board: board.slice(), notes: [] };
    read.events.push(event);
    return event;
  };

  const play = (rack: string, position: string, word: string, line: string) => {
    const at = parsePosition(position);
    if (!at) return fail('no such square', line);
    const tiles: string[] = [];
    [...word].forEach((letter, i) => {
      const r = at.down ? at.row + i : at.row;
      const c = at.down ? at.col : at.col + i;
      if (r >= SIZE || c >= SIZE) return fail('off the board', line);
      const index = r * SIZE + c;
      if (letter === '.') {
        if (board[index] === '') fail(`'.' on an empty square`, line);
      } else if (board[index] === '') {
        board[index] = letter;
        tiles.push(isLower(letter) ? '?' : letter);
      } else {
        fail(`${letter} on ${board[index]}`, line);
      }
    });
    if (tiles.length === 0) fail('a play that places no tile', line);
    // The rack holds every tile placed.
    const left = [...rack];
    for (const tile of tiles) {
      const i = left.indexOf(tile);
      if (i < 0) fail(`tile ${tile} not on rack ${rack}`, line);
      else left.splice(i, 1);
    }
  };

  lines.forEach((line, i) => {
    if (line.startsWith('#')) {
      const [name = '', ...args] = line.slice(1).split(' ');
      if (name === 'character-encoding') {
        if (i !== 0) fail('#character-encoding is not the first line', line);
        read.encoding = args.join(' ');
      } else if (name === 'note' || name === '-') {
        const last = read.events[read.events.length - 1];
        (last ? last.notes : read.gameNotes).push(args.join(' '));
      } else if (!PRAGMAS.has(name)) {
        fail('unknown pragma', line);
      } else if (read.events.length > 0) {
        fail('a pragma after the first event', line);
      } else if (name === 'player1' || name === 'player2') {
        const [nick = '', ...rest] = args;
        if (!/^\S+$/u.test(nick) || rest.join(' ').trim() === '')
          fail('#player needs a nick and a name', line);
        if (read.players.some((p) => p.nick === nick)) fail('two players with one nickname', line);
        read.players.push({ nick, name: rest.join(' ') });
      } else {
        read.pragmas.set(name, args);
      }
      return;
    }
    let m: RegExpExecArray | null;
    if ((m = PLAY.exec(line))) {
      const [, nick, rack, position, word, score, total] = m as unknown as string[];
      checkRack(rack as string, line);
      play(rack as string, position as string, word as string, line);
      addEvent('play', nick as string, rack as string, Number(score), Number(total), line);
    } else if ((m = PASS.exec(line))) {
      checkRack(m[2] as string, line);
      addEvent('pass', m[1] as string, m[2] as string, 0, Number(m[3]), line);
    } else if ((m = EXCHANGE.exec(line))) {
      const rack = m[2] as string;
      const exchanged = m[3] as string;
      checkRack(rack, line);
      if (/^\d+$/.test(exchanged)) {
        const n = Number(exchanged);
        if (n < 1 || n > [...rack].length)
          fail(`exchanged ${n} of ${[...rack].length} tiles`, line);
      } else {
        const left = [...rack];
        for (const tile of exchanged) {
          const at = left.indexOf(tile);
          if (at < 0) fail(`exchanged ${tile} not on rack ${rack}`, line);
          else left.splice(at, 1);
        }
      }
      const event = addEvent('exchange', m[1] as string, rack, 0, Number(m[4]), line);
      event.exchanged = exchanged;
    } else if ((m = END_POINTS.exec(line))) {
      checkRack(m[2] as string, line);
      addEvent('end-points', m[1] as string, m[2] as string, Number(m[3]), Number(m[4]), line);
    } else if ((m = END_PENALTY.exec(line))) {
      if (m[2] !== m[3]) fail('penalty racks differ', line);
      checkRack(m[2] as string, line);
      addEvent('end-penalty', m[1] as string, m[2] as string, -Number(m[4]), Number(m[5]), line);
    } else if (line.trim() !== '') {
      fail(`unreadable line ${i + 1}`, line);
    }
  });
  return read;
}
