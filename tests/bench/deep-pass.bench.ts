/**
 * The deep pass's cost and reach (server/analysis/deep.ts, ../shared/docs/verdict.md): demo games
 * judged as the server's worker judges them (judgeGame with the WebAssembly engine), once as the
 * quick pass (ENDGAME_GAME_NODES, no 'Hvorfor') and once as the deep pass (DEEP_ENDGAME_NODES,
 * 'Hvorfor', 'Før sluttspillet' and the person's inferred racks), on two seed ranges printed
 * beside the figures: CPU seconds a game (median, p90), games an hour on one core, and the share
 * of empty-bag moves proven.
 * DEEP_PASS_GAMES sets the games of each range (default 12), DEEP_PASS_NODES the deep budget.
 */
import { INFERENCE_FIT } from '@ordbot/engine/analysis/inference-fit.ts';
import { judgeGame } from '@ordbot/engine/analysis/stored.ts';
import type { GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import { reviewEndgame } from '@ordbot/engine/strategy/endgame/game.ts';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { fastEngine } from '@ordbot/engine/node/wasm-engine.ts';
import { DEEP_ENDGAME_NODES } from '../../server/analysis/deep.ts';
import { demoAnalysisGames } from './demo-games.ts';
import type { Figure } from './harness.ts';

const GAMES = Number(process.env['DEEP_PASS_GAMES'] ?? 12);
/** The deep pass's budget (DEEP_PASS_NODES; the server's DEEP_ENDGAME_NODES by default). */
const NODES = Number(process.env['DEEP_PASS_NODES'] ?? DEEP_ENDGAME_NODES);
/** Two seed ranges: a figure holds on both or it is not reported as holding. */
const RANGES = [1, 5001].map((first) => Array.from({ length: GAMES }, (_, i) => first + i));

interface RangeResult {
  seeds: string;
  cpuSeconds: number[];
  proven: { quick: number; deep: number; moves: number };
}

function cpuSeconds(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1e6;
}

function provenShare(review: GameAnalysis): [number, number] {
  const endgame = review.moves.filter((m) => m?.verdict?.method === 'ENDGAME');
  return [endgame.filter((m) => m?.verdict?.proven).length, endgame.length];
}

let measured: Promise<RangeResult[]> | null = null;

function measure(): Promise<RangeResult[]> {
  measured ??= (async () => {
    const lexicon = fastEngine(loadLexiconFile('NO_B')).withModel(loadShippedModel('NO_B'));
    return RANGES.map((seeds) => {
      const result: RangeResult = {
        seeds: `${seeds[0]}-${seeds.at(-1)}`,
        cpuSeconds: [],
        proven: { quick: 0, deep: 0, moves: 0 },
      };
      for (const game of demoAnalysisGames(lexicon, seeds)) {
        const quick = judgeGame(lexicon, game, { endgame: reviewEndgame }).review;
        let deep: GameAnalysis | null = null;
        result.cpuSeconds.push(
          cpuSeconds(() => {
            deep = judgeGame(lexicon, game, {
              endgame: reviewEndgame,
              why: true,
              endgameNodes: NODES,
              inferRacks: INFERENCE_FIT,
            }).review;
          }),
        );
        const [quickProven, moves] = provenShare(quick);
        result.proven.quick += quickProven;
        result.proven.deep += provenShare(deep as unknown as GameAnalysis)[0];
        result.proven.moves += moves;
      }
      console.log(
        `deep pass (${NODES} positions a game), seeds ${result.seeds}: CPU s a game ${result.cpuSeconds.map((s) => s.toFixed(1)).join(' ')}; ` +
          `empty-bag moves proven ${result.proven.quick} quick, ${result.proven.deep} deep of ${result.proven.moves}`,
      );
      return result;
    });
  })();
  return measured;
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const worst = async (f: (r: RangeResult) => number, max = true) => {
  const figures = (await measure()).map(f);
  return max ? Math.max(...figures) : Math.min(...figures);
};

export const deepPassFigures: Figure[] = [
  {
    name: 'deep pass: CPU seconds a game, median (worse of two seed ranges)',
    description: `${GAMES} NO_B demo games a range, seeds 1-${GAMES} and 5001-${5000 + GAMES}`,
    unit: 's',
    budget: 15,
    measure: () => worst((r) => quantile(r.cpuSeconds, 0.5)),
  },
  {
    name: 'deep pass: CPU seconds a game, p90 (worse of two seed ranges)',
    description: 'the 90th percentile of the same games',
    unit: 's',
    budget: 40,
    measure: () => worst((r) => quantile(r.cpuSeconds, 0.9)),
  },
  {
    name: 'deep pass: games an hour on one core (worse of two seed ranges)',
    description: '3,600 over the mean CPU seconds a game',
    unit: 'games',
    budget: 240,
    higherIsBetter: true,
    measure: () =>
      worst((r) => 3600 / (r.cpuSeconds.reduce((a, b) => a + b, 0) / r.cpuSeconds.length), false),
  },
  {
    name: 'deep pass: empty-bag moves proven (worse of two seed ranges)',
    description: 'share of the moves judged by the endgame that the deep pass proves',
    unit: '%',
    budget: 90,
    higherIsBetter: true,
    measure: () => worst((r) => (100 * r.proven.deep) / Math.max(1, r.proven.moves), false),
  },
  {
    name: 'quick pass: empty-bag moves proven (worse of two seed ranges)',
    description: 'the same moves at the quick pass budget (ENDGAME_GAME_NODES), for comparison',
    unit: '%',
    budget: 0,
    higherIsBetter: true,
    measure: () => worst((r) => (100 * r.proven.quick) / Math.max(1, r.proven.moves), false),
  },
];
