/**
 * npm run cli -- import <file.json>: games in the bot's ingest shape (one game or an array),
 * stored exactly as POST /api/bot/games would store them, and analysed as after it.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ingestGames, type IngestResult } from '../games/ingest.ts';
import { defineCommand, UsageError } from './commands-common.ts';

/** Games per ingest transaction. */
const BATCH = 200;
/** Up to this many games, every result is printed; above it only the broken ones. */
const LIST_ALL = 50;

export const importCommand = defineCommand<{ file: string }>({
  usage: '<file.json>',
  summary: 'Import games in the bot ingest shape (one game or an array) from a JSON file.',
  parse(argv) {
    let positionals: string[];
    try {
      positionals = parseArgs({ args: [...argv], options: {}, allowPositionals: true }).positionals;
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    if (positionals.length !== 1) throw new UsageError('import takes one file name');
    return { file: positionals[0] as string };
  },
  async run(args, { io, open }) {
    let input: unknown;
    try {
      input = JSON.parse(fs.readFileSync(args.file, 'utf8'));
    } catch (err) {
      io.stderr(`Cannot read ${args.file}: ${(err as Error).message}`);
      return 1;
    }
    const games = Array.isArray(input) ? input : [input];
    const { db, gamesChanges, analyser } = await open();
    const results: IngestResult[] = [];
    for (let i = 0; i < games.length; i += BATCH) {
      // No analysis queued per batch: every game is stored first, then analysed below.
      const batch = games.slice(i, i + BATCH);
      results.push(...(await ingestGames({ db, gamesChanges, analyser: null }, batch)));
    }
    // As after the bot's ingest: the finished games get their move analysis, waited for here.
    analyser.enqueue(results.map((r) => r.gameId));
    await analyser.idle();
    const broken = results.filter((r) => r.hasBrokenMoves);
    for (const result of games.length <= LIST_ALL ? results : broken) {
      io.stdout(JSON.stringify(result));
    }
    const noun = results.length === 1 ? 'game' : 'games';
    io.stdout(`Imported ${results.length} ${noun}, ${broken.length} with broken moves`);
    return 0;
  },
});
