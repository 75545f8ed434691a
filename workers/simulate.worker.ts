/**
 * A simulation worker (workers/simulate.ts through comlink). The replay starts several, one per
 * spare core (src/lib/simulation-pool.ts), and ends them when a run is done or
 * cancelled.
 */
import * as Comlink from 'comlink';
import { simulateService } from './simulate.ts';

Comlink.expose(simulateService);
