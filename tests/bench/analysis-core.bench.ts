/**
 * Whole-game analysis in Node (packages/engine/analysis analyseGame): the same tiles' best for every move
 * and the top 10 for every known rack. Games are NO_B demo games (server/demo/play.ts, fixed
 * seeds), whose bot moves carry their racks and whose endgame racks follow from them. The
 * figure of the analysis in the browser's worker is measured by the replay bench; this one traces the core.
 */
import { analyseGame } from '@ordbot/engine/analysis/analyse.ts';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { demoAnalysisGames } from './demo-games.ts';
import type { Benchmark } from './harness.ts';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

let lexicon: Lexicon | undefined;
const games: AnalysisGame[] = [];

function setup(): void {
  if (games.length > 0) return;
  lexicon = loadLexiconFile('NO_B');
  games.push(...demoAnalysisGames(lexicon, SEEDS));
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
  {
    name: 'analysis: whole game v2 (Node)',
    description:
      "analyseGame as the replay's worker runs it: the same as above plus winning chances, win% lost, accuracy, 'Trekkverdi' and 'Hvorfor' with the shipped NO_B tables; budget 300 ms",
    budgetMs: 300,
    warmup: 10,
    iterations: 60,
    setup,
    run: () =>
      analyseGame(
        engineWith(lexicon as Lexicon, loadShippedModel('NO_B')),
        games[next++ % games.length] as AnalysisGame,
        { why: true },
      ),
  },
];
