/** Hand-made games in the bot's ingest shape, for server tests. */
import type { BotGame, BotMove } from '@ordbot/contract/api-types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';

/** A board unlike the standard one: its double and triple letter squares swapped. */
const SWAPPED_PREMIUMS = STANDARD_BOARD.map((code) => (code === 1 ? 2 : code === 2 ? 1 : code));

const WORDS = ['HEST', 'KATT', 'ORD', 'SPILL', 'BRETT', 'TOG', 'BIL', 'HUS', 'SOL', 'MÅNE'];

export interface GameSpec {
  gameId: number;
  playerId?: number;
  playerName?: string;
  startTime?: number;
  language?: BotGame['language'];
  boardType?: BotGame['boardType'];
  finished?: boolean;
  playerScore?: number;
  botScore?: number;
  /** Number of NORMAL moves, alternating player and bot, each on its own row. */
  normalMoves?: number;
  /** Make the first move a 7-tile bingo. */
  bingo?: boolean;
  /** Add a swap and a pass after the normal moves. */
  swapAndPass?: boolean;
  cheats?: number[];
  /** Make the last move run off the board. */
  broken?: boolean;
}

/** A valid game: words on separate rows, points 10 each unless said otherwise. */
export function makeGame(spec: GameSpec): BotGame {
  const count = spec.normalMoves ?? 4;
  const moves: BotMove[] = [];
  for (let i = 0; i < count; i++) {
    const word = spec.bingo && i === 0 ? 'SPILLER' : (WORDS[i % WORDS.length] as string);
    moves.push({
      moveNum: i + 1,
      moveType: 'NORMAL',
      playerMove: i % 2 === 0,
      letters: word,
      points: 10,
      numTiles: word.length,
      mainWord: word,
      vertical: false,
      x: 2,
      y: (i * 2) % 15,
    });
  }
  if (spec.swapAndPass) {
    const n = moves.length;
    moves.push(
      {
        moveNum: n + 1,
        moveType: 'SWAP',
        playerMove: n % 2 === 0,
        letters: '',
        points: 0,
        numTiles: 3,
        mainWord: '',
        vertical: false,
        x: 0,
        y: 0,
      },
      {
        moveNum: n + 2,
        moveType: 'PASS',
        playerMove: n % 2 === 1,
        letters: '',
        points: 0,
        numTiles: 0,
        mainWord: '',
        vertical: false,
        x: 0,
        y: 0,
      },
    );
  }
  if (spec.broken) {
    const n = moves.length;
    moves.push({
      moveNum: n + 1,
      moveType: 'NORMAL',
      playerMove: n % 2 === 0,
      letters: 'ORDENE',
      points: 12,
      numTiles: 6,
      mainWord: 'ORDENE',
      vertical: false,
      x: 12,
      y: 1,
    });
  }
  const playerPoints = moves.filter((m) => m.playerMove).reduce((s, m) => s + m.points, 0);
  const botPoints = moves.filter((m) => !m.playerMove).reduce((s, m) => s + m.points, 0);
  const boardType = spec.boardType ?? 'NORMAL';
  return {
    gameId: spec.gameId,
    player: {
      id: spec.playerId ?? 1001,
      name: spec.playerName ?? `Spiller ${spec.playerId ?? 1001}`,
    },
    startTime: spec.startTime ?? 1_700_000_000,
    language: spec.language ?? 'NO_B',
    boardType,
    ...(boardType === 'RANDOM' ? { board: SWAPPED_PREMIUMS } : {}),
    finished: spec.finished ?? true,
    playerScore: spec.playerScore ?? playerPoints,
    botScore: spec.botScore ?? botPoints,
    moves,
    cheats: spec.cheats ?? [],
  };
}
