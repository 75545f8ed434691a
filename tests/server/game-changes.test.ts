// @vitest-environment node
/**
 * The announcement of games about to change (server/games/changes.ts): its listeners run in the
 * writer's transaction, in order and awaited, and a change no one hears is refused, so a process
 * that writes games without the analysis loaded cannot keep rows of a version that is gone.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { announceGamesChanging, onGamesChanging } from '../../server/games/changes.ts';

const tx = {} as Db;

describe('games changing', () => {
  it('refuses a change that no listener hears', async () => {
    await expect(announceGamesChanging(tx, { ids: [1], profilesReplaced: true })).rejects.toThrow(
      /no listener/,
    );
  });

  it('tells each listener once, in order, in the writer’s transaction', async () => {
    const heard: string[] = [];
    const first = async (db: Db, change: { ids: readonly number[] }) => {
      await Promise.resolve();
      heard.push(`first ${change.ids.join(',')} ${db === tx}`);
    };
    const stopFirst = onGamesChanging(first);
    onGamesChanging(first);
    const stopSecond = onGamesChanging(async () => void heard.push('second'));
    await announceGamesChanging(tx, { ids: [3, 2], profilesReplaced: false });
    await announceGamesChanging(tx, { ids: [], profilesReplaced: false });
    expect(heard).toEqual(['first 3,2 true', 'second']);
    stopFirst();
    stopSecond();
    await expect(announceGamesChanging(tx, { ids: [1], profilesReplaced: true })).rejects.toThrow();
  });
});
