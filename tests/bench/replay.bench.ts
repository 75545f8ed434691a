import { buildTimeline, findBrokenMoves } from '@ordbot/engine/replay.ts';
import type { Benchmark } from './harness.ts';
import { syntheticGame } from './synthetic-game.ts';

const { game, moves } = syntheticGame(60);

export const replayBenchmarks: Benchmark[] = [
  {
    name: 'replay: 60-move game',
    description: 'buildTimeline of a 60-move game, every board (61 frames); budget 1 ms',
    budgetMs: 1,
    run: () => buildTimeline(game, moves),
  },
  {
    name: 'replay: findBrokenMoves',
    description: 'the ingest check of the same 60-move game; budget 1 ms',
    budgetMs: 1,
    run: () => findBrokenMoves(moves),
  },
];
