/** A demo worker thread: plays the planned games it is sent (see workers.ts). */
import { parentPort } from 'node:worker_threads';
import { getLexicon } from '@ordbot/engine/node/lexicon-files.ts';
import { playDemoGame } from './play.ts';
import type { WorkerReply, WorkerRequest } from './workers.ts';

const port = parentPort;
if (!port) throw new Error('server/demo/worker.ts runs only as a worker thread');

port.on('message', (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const games = request.games.map((game) => playDemoGame(getLexicon(game.language), game));
    reply = { id: request.id, games };
  } catch (err) {
    reply = {
      id: request.id,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    };
  }
  port.postMessage(reply);
});
