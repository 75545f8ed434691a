/**
 * The profile's accuracy on demo data (docs/strategy.md, Accuracy): every player with analysed
 * moves in finished games has an accuracy and one per month of those games, equal to the means of
 * the games' stored accuracies; a player without analysed moves has 0 moves and no accuracy. Held
 * after the demo load (games first, the analysis after), after a game is sent again and analysed
 * later by the route's analyser, and after an analysis of an older form is made again.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { averageAccuracy } from '@ordbot/engine/analysis/accuracy.ts';
import type { BotGame, PlayerProfile } from '@ordbot/contract/api-types.ts';
import { LANGUAGES, type Language } from '@ordbot/contract/enums.ts';
import { analyseStoredGames } from '../../server/analysis/backfill.ts';
import { queryRows } from '../../server/db/database.ts';
import { generateDemoGames } from '../../server/demo/generate.ts';
import { loadDemoData } from '../../server/demo/load.ts';
import { createTestUser, sendGames, useTestServer, type TestUser } from './harness.ts';

const DEMO = { seed: 11, games: 30, today: new Date('2026-11-20T12:00:00Z') };

interface AnalysedGameRow {
  player_id: number;
  language: Language;
  month: string;
  moves: number;
  accuracy: number | null;
}

describe('the profile accuracy of demo players', () => {
  const server = useTestServer('pglite');
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createTestUser(server, 'ADMIN');
    await loadDemoData(server.app.ctx, { ...DEMO, workers: 0 });
  }, 120_000);

  /** The finished games' analysed player moves and accuracies, from the analysis tables. */
  const analysedGames = () =>
    queryRows<AnalysedGameRow>(
      server.db,
      sql`select g.player_id::int, g.language,
          to_char(to_timestamp(g.start_time) at time zone 'Europe/Oslo', 'YYYY-MM') as month,
          (select count(*)::int from move_analysis m where m.game_id = g.id and m.player_move)
            as moves,
          a.player_accuracy as accuracy
        from games g join game_analysis a on a.game_id = g.id
        where g.finished order by g.start_time, g.id`,
    );

  /** Every player's profile, in all and per language, against the analysis tables. */
  async function expectEveryProfile() {
    const games = await analysedGames();
    const ids = await queryRows<{ id: number }>(server.db, sql`select id::int from players`);
    let withAccuracy = 0;
    for (const { id } of ids) {
      for (const language of [null, ...LANGUAGES]) {
        const own = games.filter(
          (g) => g.player_id === id && (language === null || g.language === language),
        );
        const res = await server.inject({
          url: `/api/players/${id}/profile${language ? `?language=${language}` : ''}`,
          token: admin.token,
        });
        const { analysis } = res.json<PlayerProfile>();
        const counted = own.filter((g) => g.moves > 0);
        expect(analysis.movesAnalysed).toBe(counted.reduce((s, g) => s + g.moves, 0));
        const months = [...new Set(counted.map((g) => g.month))].sort();
        expect(analysis.accuracy).toEqual({
          average: averageAccuracy(counted.map((g) => g.accuracy as number)),
          months: months.map((label) => ({
            label,
            average: averageAccuracy(
              counted.filter((g) => g.month === label).map((g) => g.accuracy as number),
            ),
          })),
        });
        // Analysed moves always come with an accuracy and its months.
        if (analysis.movesAnalysed > 0) {
          expect(analysis.accuracy.average).not.toBeNull();
          expect(analysis.accuracy.months.length).toBeGreaterThan(0);
          withAccuracy++;
        }
      }
    }
    return withAccuracy;
  }

  it('has every analysed player accuracy and its months after the demo load', async () => {
    const games = await analysedGames();
    expect(games.length).toBeGreaterThan(15);
    expect(games.every((g) => g.accuracy !== null)).toBe(true);
    expect(await expectEveryProfile()).toBeGreaterThan(15);
  }, 60_000);

  it('keeps them when a game is sent again and analysed later, and on a new analysis form', async () => {
    const [game] = [...generateDemoGames({ ...DEMO, games: 4 })].filter((g) => g.finished);
    expect(game).toBeDefined();
    // Sent again by the bot: its analysis goes, the route's analyser makes it again.
    await sendGames(server, [game as BotGame]);
    await server.app.ctx.analyser.idle();
    await expectEveryProfile();
    // An analysis of an older form: made again by the backfill, the profile as before.
    const before = await analysedGames();
    await server.db.execute(sql`update game_analysis set analysis_version = 1
      where game_id in (select id from games where finished order by id limit 5)`);
    expect((await analyseStoredGames(server.db, { workers: 1 })).analysed).toBe(5);
    expect(await analysedGames()).toEqual(before);
    await expectEveryProfile();
  }, 60_000);
});
