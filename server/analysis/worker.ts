/**
 * An analysis worker thread (pool.ts): analyses the games it is sent with the core and answers
 * the rows to store. Each language's lexicon is loaded once, on its first game.
 */
import { parentPort } from 'node:worker_threads';
import { storedAnalysis } from '../../core/analysis/stored.ts';
import { getLexicon } from '../lexicon-files.ts';
import type { AnalysisReply, AnalysisRequest } from './pool.ts';

const port = parentPort;
if (!port) throw new Error('server/analysis/worker.ts runs only as a worker thread');

port.on('message', (request: AnalysisRequest) => {
  const reply: AnalysisReply = {
    id: request.id,
    games: request.games.map(({ gameId, version, game }) => {
      try {
        return { gameId, version, rows: storedAnalysis(getLexicon(game.language), game) };
      } catch (err) {
        return {
          gameId,
          version,
          rows: null,
          error: err instanceof Error ? err.message : String(err),
        };
      }
    }),
  };
  port.postMessage(reply);
});
