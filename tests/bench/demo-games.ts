/** NO_B demo games for the analysis benchmarks (server/demo/play.ts, a fixed seed each). */
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { lexiconOf, type Words } from '@ordbot/engine/movegen/search-engine.ts';
import { playDemoGame } from '../../server/demo/play.ts';

/** One finished (or broken off) game per seed, as the analysis reads it. */
export function demoAnalysisGames(lexicon: Words, seeds: readonly number[]): AnalysisGame[] {
  return seeds.map((seed) => {
    const game = playDemoGame(lexiconOf(lexicon), {
      gameId: seed,
      player: { id: 1, name: 'Bench' },
      skill: 0.5,
      startTime: 0,
      language: 'NO_B',
      seed,
      mayResign: false,
      cheatMoves: 0,
    });
    return {
      language: 'NO_B',
      layout: STANDARD_BOARD,
      finished: game.finished,
      moves: game.moves.map((m) => ({ ...m, mainWord: m.mainWord ?? '' })),
    };
  });
}
