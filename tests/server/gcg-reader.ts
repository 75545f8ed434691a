/**
 * A small GCG reader for the tests, written from the format (Quackle / Woogles flavour), not
 * from our writer: pragma lines `#name args`, event lines `>nick: ...`, notes attached to the
 * event before them. It replays the plays on a 15x15 board and checks every score line.
 */
const SIZE = 15;
const COLUMNS = 'ABCDEFGHIJKLMNO';

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

const PLAY = /^>(\S+): (\S*) (\d{1,2}[A-O]|[A-O]\d{1,2}) (\S+) \+(\d+) (-?\d+)$/u;
const PASS = /^>(\S+): (\S*) - \+0 (-?\d+)$/u;
const EXCHANGE = /^>(\S+): (\S*) -(\S+) \+0 (-?\d+)$/u;
const END_POINTS = /^>(\S+): \((\S*)\) \+(\d+) (-?\d+)$/u;
const END_PENALTY = /^>(\S+): (\S*) \((\S*)\) -(\d+) (-?\d+)$/u;

/** Start square and direction of a position: `8H` is across from row 8, `H8` down column H. */
function parsePosition(position: string): { row: number; col: number; down: boolean } {
  const across = /^(\d{1,2})([A-O])$/.exec(position);
  if (across) {
    return { row: Number(across[1]) - 1, col: COLUMNS.indexOf(across[2] as string), down: false };
  }
  const down = /^([A-O])(\d{1,2})$/.exec(position) as RegExpExecArray;
  return { row: Number(down[2]) - 1, col: COLUMNS.indexOf(down[1] as string), down: true };
}

function isLower(letter: string): boolean {
  return letter !== letter.toUpperCase();
}

export function readGcg(text: string): GcgRead {
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

  const addEvent = (
    kind: GcgEventKind,
    nick: string,
    rack: string,
    score: number,
    total: number,
    line: string,
  ): GcgEvent => {
    if (!read.players.some((p) => p.nick === nick)) read.errors.push(`unknown player: ${line}`);
    const before = read.totals.get(nick) ?? 0;
    if (before + score !== total) read.errors.push(`${before} + ${score} != ${total}: ${line}`);
    read.totals.set(nick, total);
    const event: GcgEvent = { kind, nick, rack, score, total, board: board.slice(), notes: [] };
    read.events.push(event);
    return event;
  };

  const play = (rack: string, position: string, word: string, line: string) => {
    const { row, col, down } = parsePosition(position);
    const tiles: string[] = [];
    [...word].forEach((letter, i) => {
      const r = down ? row + i : row;
      const c = down ? col : col + i;
      if (r >= SIZE || c >= SIZE) {
        read.errors.push(`off the board: ${line}`);
        return;
      }
      const index = r * SIZE + c;
      if (letter === '.') {
        if (board[index] === '') read.errors.push(`'.' on an empty square: ${line}`);
      } else if (board[index] === '') {
        board[index] = letter;
        tiles.push(isLower(letter) ? '?' : letter);
      } else if (board[index] !== letter) {
        read.errors.push(`${letter} on ${board[index]}: ${line}`);
      }
    });
    // The rack holds every tile placed.
    const left = [...rack];
    for (const tile of tiles) {
      const at = left.indexOf(tile);
      if (at < 0) read.errors.push(`tile ${tile} not on rack ${rack}: ${line}`);
      else left.splice(at, 1);
    }
  };

  lines.forEach((line, i) => {
    if (line.startsWith('#')) {
      const [name = '', ...args] = line.slice(1).split(' ');
      if (name === 'character-encoding') {
        if (i !== 0) read.errors.push('#character-encoding is not the first line');
        read.encoding = args.join(' ');
      } else if (name === 'player1' || name === 'player2') {
        read.players.push({ nick: args[0] ?? '', name: args.slice(1).join(' ') });
      } else if (name === 'note') {
        const last = read.events[read.events.length - 1];
        (last ? last.notes : read.gameNotes).push(args.join(' '));
      } else {
        read.pragmas.set(name, args);
      }
      return;
    }
    let m: RegExpExecArray | null;
    if ((m = PLAY.exec(line))) {
      const [, nick, rack, position, word, score, total] = m as unknown as string[];
      play(rack as string, position as string, word as string, line);
      addEvent('play', nick as string, rack as string, Number(score), Number(total), line);
      const event = read.events[read.events.length - 1] as GcgEvent;
      event.board = board.slice();
    } else if ((m = PASS.exec(line))) {
      addEvent('pass', m[1] as string, m[2] as string, 0, Number(m[3]), line);
    } else if ((m = EXCHANGE.exec(line))) {
      const event = addEvent('exchange', m[1] as string, m[2] as string, 0, Number(m[4]), line);
      event.exchanged = m[3] as string;
    } else if ((m = END_POINTS.exec(line))) {
      addEvent('end-points', m[1] as string, m[2] as string, Number(m[3]), Number(m[4]), line);
    } else if ((m = END_PENALTY.exec(line))) {
      if (m[2] !== m[3]) read.errors.push(`penalty racks differ: ${line}`);
      addEvent('end-penalty', m[1] as string, m[2] as string, -Number(m[4]), Number(m[5]), line);
    } else {
      read.errors.push(`unreadable line ${i + 1}: ${line}`);
    }
  });
  return read;
}
