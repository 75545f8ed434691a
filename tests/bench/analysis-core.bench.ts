/**
 * Whole-game analysis in Node (core/analysis analyseGame): the same tiles' best for every move
 * and the top 10 for every known rack. Games are NO_B demo games (server/demo/play.ts, fixed
 * seeds), whose bot moves carry their racks and whose endgame racks follow from them. The
 * browser-worker figure of issue 14 is measured by the replay bench; this one traces the core.
 */
import { analyseGame } from '../../core/analysis/analyse.ts';
import type { AnalysisGame } from '../../core/analysis/types.ts';
import { STANDARD_BOARD } from '../../core/board.ts';
import type { Lexicon } from '../../core/engine/lexicon.ts';
import { playDemoGame } from '../../server/demo/play.ts';
import { loadLexiconFile } from '../../server/lexicon-files.ts';
import type { Benchmark } from './harness.ts';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

let lexicon: Lexicon | undefined;
const games: AnalysisGame[] = [];

function setup(): void {
  if (games.length > 0) return;
  lexicon = loadLexiconFile('NO_B');
  for (const seed of SEEDS) {
    const game = playDemoGame(lexicon, {
      gameId: seed,
      player: { id: 1, name: 'Bench' },
      skill: 0.5,
      startTime: 0,
      language: 'NO_B',
      seed,
      mayResign: false,
      cheatMoves: 0,
    });
    games.push({
      language: 'NO_B',
      layout: STANDARD_BOARD,
      finished: game.finished,
      moves: game.moves.map((m) => ({ ...m, mainWord: m.mainWord ?? '' })),
    });
  }
  const analysed = games.map((g) => analyseGame(lexicon as Lexicon, g).moves);
  const count = (pick: (m: NonNullable<(typeof analysed)[0][0]>) => boolean) =>
    analysed.flat().filter((m) => m !== null && pick(m)).length;
  console.log(
    `analysis games: ${games.length} NO_B demo games of ${games.map((g) => g.moves.length).join(', ')} moves; ` +
      `${count(() => true)} moves analysed, ${count((m) => m.rack !== null)} with a known rack ` +
      `(${count((m) => m.rackSource === 'ENDGAME')} implied at an empty bag)`,
  );
}

let next = 0;

export const analysisCoreBenchmarks: Benchmark[] = [
  {
    name: 'analysis: whole game (Node)',
    description:
      'analyseGame on a finished NO_B demo game (~30 moves): same tiles for every move, top 10 for every known rack; 10 games in turn; budget 300 ms (the browser worker budget)',
    budgetMs: 300,
    warmup: 10,
    iterations: 60,
    setup,
    run: () => analyseGame(lexicon as Lexicon, games[next++ % games.length] as AnalysisGame),
  },
];
