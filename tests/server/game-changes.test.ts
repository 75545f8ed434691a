// @vitest-environment node
/**
 * The announcement of games about to change (server/games/changes.ts): its listeners run in the
 * writer's transaction, in order and awaited, and a change no one hears is refused, so a writer
 * without the analysis's listener cannot keep rows of a version that is gone. The server and the
 * command line hand every writer the same listeners (wireServices, server/wiring.ts).
 */
import { describe, expect, it } from 'vitest';
import { removeAnalysisOfChangingGames } from '../../server/analysis/store.ts';
import type { Db } from '../../server/db/database.ts';
import { GamesChanges } from '../../server/games/changes.ts';
import { closeServices, wireServices } from '../../server/wiring.ts';

const tx = {} as Db;

describe('games changing', () => {
  it('refuses a change that no listener hears', async () => {
    await expect(
      new GamesChanges([]).announce(tx, { ids: [1], profilesReplaced: true }),
    ).rejects.toThrow(/no listener/);
  });

  it('tells each listener once, in order, in the writer’s transaction', async () => {
    const heard: string[] = [];
    const first = async (db: Db, change: { ids: readonly number[] }) => {
      await Promise.resolve();
      heard.push(`first ${change.ids.join(',')} ${db === tx}`);
    };
    const changes = new GamesChanges([first, first, async () => void heard.push('second')]);
    await changes.announce(tx, { ids: [3, 2], profilesReplaced: false });
    await changes.announce(tx, { ids: [], profilesReplaced: false });
    expect(heard).toEqual(['first 3,2 true', 'second']);
  });

  it('is wired with the analysis’s listener, for the server and the command line alike', async () => {
    const services = wireServices(tx, { info: () => {}, error: () => {} });
    try {
      expect(services.gamesChanges.listeners).toEqual([removeAnalysisOfChangingGames]);
    } finally {
      await closeServices(services);
    }
  });
});
