// Worker threads do not inherit a loader registered in the parent at run time: register tsx here,
// then run the module the parent named (packages/engine/node/worker-thread.ts startWorker).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
