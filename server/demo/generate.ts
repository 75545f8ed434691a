/**
 * Demo games from a plan (plan.ts): engine-played games (play.ts) and recombined copies of them
 * (recombine.ts). In this thread (generateDemoGames, for tests and small sets) or in batches
 * from worker threads (demoGameBatches: the server keeps answering while games are made). Both
 * give the same games for the same plan.
 */
import type { BotGame } from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { getLexicon } from '@ordbot/engine/node/lexicon-files.ts';
import { playDemoGame, type DemoGameOptions } from './play.ts';
import { planDemo, type DemoOptions, type PlannedGame } from './plan.ts';
import { recombineGame } from './recombine.ts';
import { playInWorkers, type WorkerOptions } from './workers.ts';

export type LexiconSource = (language: Language) => Lexicon;

/** The planned games in plan (start-time) order, made in this thread. */
export function* playPlan(
  games: readonly PlannedGame[],
  lexicons: LexiconSource = getLexicon,
): Generator<BotGame> {
  const sources = new Set(
    games.flatMap((game) => (game.copyOf === undefined ? [] : [game.copyOf])),
  );
  const kept = new Map<number, BotGame>();
  const played = (index: number): BotGame => {
    const known = kept.get(index);
    if (known) return known;
    const options = games[index] as PlannedGame;
    const game = playDemoGame(lexicons(options.language), options);
    if (sources.has(index)) kept.set(index, game);
    return game;
  };
  for (let i = 0; i < games.length; i++) {
    const game = games[i] as PlannedGame;
    yield game.copyOf === undefined ? played(i) : recombineGame(played(game.copyOf), game);
  }
}

/** The demo games in start-time order, made in this thread (same options, same games). */
export function* generateDemoGames(
  options: DemoOptions,
  lexicons: LexiconSource = getLexicon,
): Generator<BotGame> {
  yield* playPlan(planDemo(options).games, lexicons);
}

/** Engine games in batches in the given order: in worker threads, or here with workers 0. */
async function* playBatches(
  games: readonly DemoGameOptions[],
  options: WorkerOptions,
): AsyncGenerator<BotGame[]> {
  if (options.workers > 0) {
    yield* playInWorkers(games, options);
    return;
  }
  for (let i = 0; i < games.length; i += options.batchSize) {
    yield games.slice(i, i + options.batchSize).map((g) => playDemoGame(getLexicon(g.language), g));
    // Let timers and requests run between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export interface BatchOptions extends WorkerOptions {
  /** Newest games first, so recent pages fill up first while the set loads. */
  newestFirst?: boolean;
}

/**
 * Every planned game once, in batches: each engine-played game followed by its copies. The
 * batches (not just the set) are the same on every run: workers answer in order.
 */
export async function* demoGameBatches(
  games: readonly PlannedGame[],
  options: BatchOptions,
): AsyncGenerator<BotGame[]> {
  const order = games.map((_, i) => i);
  if (options.newestFirst) order.reverse();
  const engine = order.filter((i) => (games[i] as PlannedGame).copyOf === undefined);
  const copies = new Map<number, number[]>();
  games.forEach((game, i) => {
    if (game.copyOf !== undefined) copies.set(game.copyOf, [...(copies.get(game.copyOf) ?? []), i]);
  });
  let done = 0;
  const batches = playBatches(
    engine.map((i) => games[i] as PlannedGame),
    options,
  );
  for await (const batch of batches) {
    const out: BotGame[] = [];
    batch.forEach((game, k) => {
      out.push(game);
      for (const c of copies.get(engine[done + k] as number) ?? []) {
        out.push(recombineGame(game, games[c] as PlannedGame));
      }
    });
    done += batch.length;
    yield out;
  }
}
