/**
 * Simulations kept on the device (src/cache/simulations.ts): a run reads back for the same
 * position and settings; another board, rack or spread at the same frame (a game corrected
 * since) or other settings read as not stored.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrdbotDb } from '../../../src/cache/db.ts';
import {
  getSimulation,
  putSimulation,
  type SimulationKey,
  type StoredSimulation,
} from '../../../src/cache/simulations.ts';

const EMPTY = '.'.repeat(225);
const KEY: SimulationKey = {
  gameId: 7,
  frame: 12,
  board: `HEI${EMPTY.slice(3)}`,
  rack: 'ERST?AN',
  spread: -14,
  candidates: 10,
  iterations: 1000,
  plies: 2,
};
const RUN = {
  setup: { candidates: [] },
  result: { iterations: 1000 },
} as unknown as StoredSimulation;

let db: OrdbotDb;
let counter = 0;
beforeEach(() => {
  counter++;
  db = new OrdbotDb(`ordbot-simulations-test-${counter}`);
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

describe('simulations kept on the device', () => {
  it('read back for the same position and settings', async () => {
    await putSimulation(KEY, RUN, db);
    expect(await getSimulation({ ...KEY }, db)).toEqual(RUN);
  });

  it('read as not stored once the position at the frame differs (a corrected game)', async () => {
    await putSimulation(KEY, RUN, db);
    expect(await getSimulation({ ...KEY, board: `HAI${EMPTY.slice(3)}` }, db)).toBeUndefined();
    expect(await getSimulation({ ...KEY, spread: -10 }, db)).toBeUndefined();
    expect(await getSimulation({ ...KEY, rack: 'ERST?AE' }, db)).toBeUndefined();
    expect(await getSimulation({ ...KEY, iterations: 500 }, db)).toBeUndefined();
    expect(await getSimulation({ ...KEY, gameId: 8 }, db)).toBeUndefined();
  });
});
