/**
 * An analysis worker thread (pool.ts): analyses the games it is sent with the core and answers
 * the rows to store, with the strategy version that graded them. Each language's lexicon (and
 * strategy model) is loaded once, on its first game.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { INFERENCE_FIT } from '@ordbot/engine/analysis/inference-fit.ts';
import { judgeGame } from '@ordbot/engine/analysis/stored.ts';
import { reviewEndgame } from '@ordbot/engine/strategy/endgame/game.ts';
import { getLexicon } from '@ordbot/engine/node/lexicon-files.ts';
import { fastEngine } from '@ordbot/engine/node/wasm-engine.ts';
import { strategyModelFor } from './strategy-model.ts';
import { threadCpuMs } from './thread-cpu.ts';
import { POINTS_VERSION } from './version.ts';
import type { AnalysisReply, AnalysisRequest } from './pool.ts';

const port = parentPort;
if (!port) throw new Error('server/analysis/worker.ts runs only as a worker thread');

/**
 * One game judged (judgeGame): the rows the server stores and the review it serves, gzipped
 * here so the event loop only writes it. The quick pass leaves out 'Hvorfor' and 'Før
 * sluttspillet' (about ten times its cost); the deep pass makes them, with a deep endgame, and
 * infers the person's unknown racks.
 */
async function analyse(
  { gameId, version, game }: AnalysisRequest['games'][number],
  request: AnalysisRequest,
): Promise<AnalysisReply['games'][number]> {
  const model = await strategyModelFor(game.language);
  const strategyVersion = model?.version ?? POINTS_VERSION;
  try {
    // The language's word list on the fast search, judging with its model (in points without).
    const engine = fastEngine(getLexicon(game.language)).withModel(model);
    const deep = request.pass === 'DEEP';
    const started = threadCpuMs();
    const { stored, review } = judgeGame(engine, game, {
      endgame: reviewEndgame,
      why: deep,
      ...(deep && request.endgameNodes ? { endgameNodes: request.endgameNodes } : {}),
      // The person's unknown racks inferred (verdict.md): only the deep pass, after the game.
      ...(deep && model ? { inferRacks: INFERENCE_FIT } : {}),
    });
    const cpuMs = Math.round(threadCpuMs() - started);
    return {
      gameId,
      version,
      strategyVersion,
      ...stored,
      review: gzipSync(JSON.stringify(review)).toString('base64'),
      cpuMs,
    };
  } catch (err) {
    return {
      gameId,
      version,
      strategyVersion,
      review: null,
      rows: null,
      playerAccuracy: null,
      botAccuracy: null,
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

let lowered = false;

port.on('message', (request: AnalysisRequest) => {
  // The deep pass's thread yields the cores to the requests and the quick pass (on Linux a
  // thread's nice value is its own).
  if (request.pass === 'DEEP' && !lowered) {
    lowered = true;
    try {
      os.setPriority(19);
    } catch {
      // Not allowed here: the deep pass still waits for the quick pass (deep.ts).
    }
  }
  // One request at a time per thread (pool.ts), its games in order.
  void (async () => {
    const games: AnalysisReply['games'] = [];
    for (const game of request.games) games.push(await analyse(game, request));
    port.postMessage({ id: request.id, games } satisfies AnalysisReply);
  })();
});
