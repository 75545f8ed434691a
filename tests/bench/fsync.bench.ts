/**
 * What durability costs on PGlite: one game ingested (a transaction of about 60 moves,
 * as the bot sends them) into a fresh embedded database on the disk, with fsync on (the default)
 * and off (PGLITE_FSYNC=0). The median is the time per game; games per second = 1000 / median.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { ingestGame } from '../../server/games/ingest.ts';
import { wireGamesChanges } from '../../server/wiring.ts';
import type { Benchmark } from './harness.ts';
import { syntheticGame } from './synthetic-game.ts';

const synthetic = syntheticGame(60);

function botGame(gameId: number): BotGame {
  return {
    gameId,
    player: { id: 1 + (gameId % 50), name: `Spiller ${1 + (gameId % 50)}` },
    startTime: 1_700_000_000 + gameId * 600,
    language: 'NO_B',
    boardType: 'NORMAL',
    finished: true,
    playerScore: synthetic.game.playerScore,
    botScore: synthetic.game.botScore,
    moves: synthetic.moves,
    cheats: [],
  };
}

function ingestBenchmark(fsync: boolean): Benchmark {
  let dir = '';
  let database: Database;
  let gameId = 0;
  const gamesChanges = wireGamesChanges();
  return {
    name: `pglite ingest, fsync ${fsync ? 'on' : 'off'}`,
    description: `POST /api/bot/games' work for one new 60-move game on a PGlite database on the disk, fsync ${fsync ? 'on (default)' : 'off (PGLITE_FSYNC=0)'}; budget 50 ms`,
    budgetMs: 50,
    warmup: 20,
    iterations: 300,
    setup: async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-fsync-'));
      database = await openDatabase({ dataDir: dir, fsync });
    },
    teardown: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    run: () => ingestGame({ db: database.db, gamesChanges, analyser: null }, botGame(++gameId)),
  };
}

export const fsyncBenchmarks: Benchmark[] = [ingestBenchmark(true), ingestBenchmark(false)];
