/**
 * An analysis worker thread (pool.ts): analyses the games it is sent with the core and answers
 * the rows to store, with the strategy version that graded them. Each language's lexicon (and
 * strategy model) is loaded once, on its first game.
 */
import { parentPort } from 'node:worker_threads';
import { storedAnalysis } from '@ordbot/engine/analysis/stored.ts';
import { solveEndgame } from '@ordbot/engine/strategy/endgame.ts';
import { getLexicon } from '../lexicon/files.ts';
import { useWasmSearch } from '../lexicon/wasm-engine.ts';
import { strategyModelFor } from './strategy-model.ts';
import { POINTS_VERSION } from './version.ts';
import type { AnalysisReply, AnalysisRequest } from './pool.ts';

const port = parentPort;
if (!port) throw new Error('server/analysis/worker.ts runs only as a worker thread');

async function analyse({
  gameId,
  version,
  game,
}: AnalysisRequest['games'][number]): Promise<AnalysisReply['games'][number]> {
  const model = await strategyModelFor(game.language);
  const strategyVersion = model?.version ?? POINTS_VERSION;
  try {
    const lexicon = getLexicon(game.language);
    useWasmSearch(lexicon);
    const stored = storedAnalysis(lexicon, game, {
      model,
      endgame: solveEndgame,
    });
    return { gameId, version, strategyVersion, ...stored };
  } catch (err) {
    return {
      gameId,
      version,
      strategyVersion,
      rows: null,
      playerAccuracy: null,
      botAccuracy: null,
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

port.on('message', (request: AnalysisRequest) => {
  // One request at a time per thread (pool.ts), its games in order.
  void (async () => {
    const games: AnalysisReply['games'] = [];
    for (const game of request.games) games.push(await analyse(game));
    port.postMessage({ id: request.id, games } satisfies AnalysisReply);
  })();
});
