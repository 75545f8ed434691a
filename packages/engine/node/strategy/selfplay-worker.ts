/**
 * A self-play thread: plays the games of one chunk at a time and answers with their records
 * (packages/engine/strategy/records.ts) and the match figures. Seeds come from the run's seed and the
 * game's number, so a chunk plays the same games whichever thread takes it.
 */
import { parentPort } from 'node:worker_threads';
import type { Language } from '../../game-enums.ts';
import { playGame } from '../../strategy/play.ts';
import { ChunkAccumulator, GameRecorder, type ChunkRecords } from '../../strategy/records.ts';
import { loadLexiconFile } from '../lexicon-files.ts';
import { fastEngine } from '../wasm-engine.ts';
import { workerInput } from '../worker-thread.ts';
import { loadPlayer, type PlayerSpec } from './players.ts';
import { gameSeed } from './seeds.ts';

export interface SelfPlayInput {
  language: Language;
  /** Player a and player b; a starts the even games. */
  players: [PlayerSpec, PlayerSpec];
  seed: number;
  /** Whose turns to record for the tables (both in self-play); none for a match. */
  record: ('a' | 'b')[];
}

export interface ChunkRequest {
  chunk: number;
  first: number;
  count: number;
}

export interface ChunkResult {
  chunk: number;
  records: ChunkRecords | null;
  /** Wins of a and b (a draw counts in neither), draws, and score sums. */
  wins: [number, number];
  draws: number;
  totals: [number, number];
  turns: number;
}

const input = workerInput<SelfPlayInput>();
const lexicon = fastEngine(loadLexiconFile(input.language));
const a = loadPlayer(input.players[0], input.language);
const b = loadPlayer(input.players[1], input.language);
const options = { language: input.language };

function playChunk(request: ChunkRequest): ChunkResult {
  const acc = input.record.length > 0 ? new ChunkAccumulator() : null;
  const result: ChunkResult = {
    chunk: request.chunk,
    records: null,
    wins: [0, 0],
    draws: 0,
    totals: [0, 0],
    turns: 0,
  };
  for (let g = request.first; g < request.first + request.count; g++) {
    // a starts the even games, b the odd ones.
    const aStarts = g % 2 === 0;
    const players = aStarts ? ([a, b] as const) : ([b, a] as const);
    const recorder = acc
      ? new GameRecorder(input.language, [players[0].leaveValue, players[1].leaveValue])
      : null;
    // Game side 0 is a when a starts.
    const recorded = [0, 1].map((side) =>
      input.record.includes((side === 0) === aStarts ? 'a' : 'b'),
    );
    const game = playGame(lexicon, players, gameSeed(input.seed, g), options, (turn) => {
      if (recorder && recorded[turn.side]) recorder.turn(turn);
    });
    if (recorder && acc) recorder.end(game.scores, acc);
    const [sa, sb] = aStarts ? game.scores : [game.scores[1], game.scores[0]];
    if (sa > sb) result.wins[0]++;
    else if (sb > sa) result.wins[1]++;
    else result.draws++;
    result.totals[0] += sa;
    result.totals[1] += sb;
    result.turns += game.turns;
  }
  result.records = acc ? acc.toRecords() : null;
  return result;
}

parentPort?.on('message', (request: ChunkRequest) => {
  parentPort?.postMessage(playChunk(request));
});
