/**
 * 'Søk dypere' steps kept on the device (src/cache/endgame-deeper.ts): a step put for a game's
 * move under the server's version of the game reads back as it was under that version; another
 * move, another game or another version of the game (a corrected game) reads as not stored; a
 * game whose version is unknown keeps nothing and reads nothing, and a step kept before versions
 * were the server's reads as not stored.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import {
  endgameDeeperKey,
  getEndgameDeeper,
  putEndgameDeeper,
} from '../../../src/cache/endgame-deeper.ts';
import { OrdbotDb, putEntry } from '../../../src/cache/db.ts';

const step: DeeperStep = {
  report: {
    best: [{ notation: '8H HASJ', points: 24, player: true }] as never,
    bestSpread: 31,
    playedSpread: 12,
    lost: 19,
    proven: false,
    depth: 6,
  },
  positions: 150_000,
  done: false,
};

let db: OrdbotDb;
let counter = 0;

beforeEach(() => {
  counter++;
  db = new OrdbotDb(`ordbot-deeper-test-${counter}`);
});

afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

describe('endgame-deeper cache', () => {
  /** The server's versions of game 7: as first served, and after a correction. */
  const served = '4711';
  const corrected = '4790';

  it('reads back the step put for the move under the same version', async () => {
    await putEndgameDeeper(7, served, 2, step, db);
    expect(await getEndgameDeeper(7, served, 2, db)).toEqual(step);
  });

  it('keeps nothing for another move or game', async () => {
    await putEndgameDeeper(7, served, 2, step, db);
    expect(await getEndgameDeeper(7, served, 1, db)).toBeUndefined();
    expect(await getEndgameDeeper(8, served, 2, db)).toBeUndefined();
  });

  it('reads a step of another version of the game (corrected since) as not stored', async () => {
    await putEndgameDeeper(7, served, 2, step, db);
    expect(await getEndgameDeeper(7, corrected, 2, db)).toBeUndefined();
  });

  it('keeps nothing and reads nothing while the version is unknown', async () => {
    await putEndgameDeeper(7, null, 2, step, db);
    expect(await db.entries.get(endgameDeeperKey(7, 2))).toBeUndefined();
    await putEndgameDeeper(7, served, 2, step, db);
    expect(await getEndgameDeeper(7, null, 2, db)).toBeUndefined();
  });

  it('reads a step kept before, keyed by the moves in JSON, as not stored', async () => {
    const kept = { moves: JSON.stringify([{ moveNum: 1, word: 'HASJ' }]), step };
    await putEntry(endgameDeeperKey(7, 2), kept, Date.now(), db);
    expect(await getEndgameDeeper(7, served, 2, db)).toBeUndefined();
    expect(await getEndgameDeeper(7, kept.moves, 2, db)).toBeUndefined();
  });

  it('replaces the step with a later one', async () => {
    await putEndgameDeeper(7, served, 2, step, db);
    const proven = { ...step, positions: 350_000, done: true };
    await putEndgameDeeper(7, served, 2, proven, db);
    expect(await getEndgameDeeper(7, served, 2, db)).toEqual(proven);
  });
});
