/**
 * 'Søk dypere' steps kept on the device (src/cache/endgame-deeper.ts): a step put for a game's
 * move reads back as it was; another move, another game, or another version of the game (a
 * corrected game, gameVersion) reads as not stored; a step kept before reads on.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import type { AnalysisGame, AnalysisMove } from '@ordbot/engine/analysis/types.ts';
import {
  endgameDeeperKey,
  getEndgameDeeper,
  putEndgameDeeper,
} from '../../../src/cache/endgame-deeper.ts';
import { OrdbotDb, putEntry } from '../../../src/cache/db.ts';
import { gameVersion } from '../../../src/cache/game-version.ts';

const move = (moveNum: number, word: string) => ({ moveNum, word }) as unknown as AnalysisMove;
const game = (moves: AnalysisMove[]): AnalysisGame => ({
  language: 'NO_B',
  layout: [],
  finished: true,
  moves,
});

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
  const played = game([move(1, 'HASJ'), move(2, 'PASS')]);

  it('reads back the step put for the move', async () => {
    await putEndgameDeeper(7, played, 2, step, db);
    expect(await getEndgameDeeper(7, played, 2, db)).toEqual(step);
  });

  it('keeps nothing for another move or game', async () => {
    await putEndgameDeeper(7, played, 2, step, db);
    expect(await getEndgameDeeper(7, played, 1, db)).toBeUndefined();
    expect(await getEndgameDeeper(8, played, 2, db)).toBeUndefined();
  });

  it('reads a step of a game whose moves changed since as not stored', async () => {
    await putEndgameDeeper(7, played, 2, step, db);
    const corrected = game([move(1, 'HASJ'), move(2, 'SJAH')]);
    expect(await getEndgameDeeper(7, corrected, 2, db)).toBeUndefined();
  });

  it('names a version by its moves: the same moves anew are the same version, others are not', () => {
    const again = game([move(1, 'HASJ'), move(2, 'PASS')]);
    expect(gameVersion(again)).toBe(gameVersion(played));
    expect(gameVersion(game([move(1, 'HASJ')]))).not.toBe(gameVersion(played));
  });

  it('reads a step kept before, its version the moves in JSON', async () => {
    const kept = { moves: JSON.stringify(played.moves), step };
    await putEntry(endgameDeeperKey(7, 2), kept, Date.now(), db);
    expect(await getEndgameDeeper(7, played, 2, db)).toEqual(step);
  });

  it('replaces the step with a later one', async () => {
    await putEndgameDeeper(7, played, 2, step, db);
    const proven = { ...step, positions: 350_000, done: true };
    await putEndgameDeeper(7, played, 2, proven, db);
    expect(await getEndgameDeeper(7, played, 2, db)).toEqual(proven);
  });
});
