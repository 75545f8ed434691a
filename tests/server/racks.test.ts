/** Racks in the ingest and in gamemoves (docs/analysis.md). */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BotGame, GameDetails } from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { queryRows } from '../../server/db/database.ts';
import { ensureLargeDataset, LARGE_ID_BASE } from '../../server/demo/large.ts';
import { playDemoGame } from '../../server/demo/play.ts';
import { getLexicon } from '../../server/lexicon/files.ts';
import { makeGame } from './fixtures.ts';
import { BOT_KEY, testDatabaseKinds, useTestServer } from './harness.ts';

/** makeGame's four moves (HEST, KATT, ORD, SPILL) with a blank in HEST and the given racks. */
function gameWithRacks(
  gameId: number,
  racks: (string | null | undefined)[],
  extra: { finished?: boolean; language?: Language } = {},
): BotGame {
  const game = makeGame({ gameId, ...extra });
  game.moves[0] = { ...game.moves[0], letters: 'HEsT' } as BotGame['moves'][number];
  game.moves.forEach((move, i) => {
    const rack = racks[i];
    if (rack !== undefined) move.rack = rack;
  });
  return game;
}

describe.each(testDatabaseKinds())('racks on %s', (kind) => {
  const server = useTestServer(kind);
  const post = (body: unknown) =>
    server.inject({
      method: 'POST',
      url: '/api/bot/games',
      payload: body as object,
      token: BOT_KEY,
    });
  const racksOf = async (gameId: number) => {
    const res = await server.inject({ method: 'GET', url: `/api/games/gamemoves/${gameId}` });
    expect(res.statusCode).toBe(200);
    return res.json<GameDetails>().moves.map((m) => m.rack);
  };

  it('stores the racks sent and answers them, null where none was sent, for a finished game', async () => {
    const res = await post(gameWithRacks(501, ['HEST?', 'KATTEÆØ', null]));
    expect(res.statusCode).toBe(200);
    expect(await racksOf(501)).toEqual(['HEST?', 'KATTEÆØ', null, null]);
    // Sending the game again replaces the racks with the moves.
    await post(gameWithRacks(501, [undefined, 'AKTT']));
    expect(await racksOf(501)).toEqual([null, 'AKTT', null, null]);
  });

  it('takes racks in English games with their own letters', async () => {
    const game = gameWithRacks(502, [undefined, 'QKATT'], { language: 'ENG_US' });
    expect((await post(game)).statusCode).toBe(200);
    expect(await racksOf(502)).toEqual([null, 'QKATT', null, null]);
  });

  it.each([
    ['lower case', 'katt', 'moves.1.rack: må være 1-7 store bokstaver, ? for en blank brikke'],
    ['too long', 'KATTENES', 'moves.1.rack: må være 1-7 store bokstaver, ? for en blank brikke'],
    ['empty', '', 'moves.1.rack: må være 1-7 store bokstaver, ? for en blank brikke'],
    ['not a letter', 'KATT1', 'moves.1.rack: må være 1-7 store bokstaver, ? for en blank brikke'],
    ['a letter not of the language', 'KATTQ', 'moves.1.rack: Q er ikke en brikke i spillets språk'],
    [
      'more blanks than the set',
      'KATT???',
      'moves.1.rack: har flere blanke brikker enn spillet har (2)',
    ],
    ['more of a letter than the set', 'KATTCC', 'moves.1.rack: har flere C enn spillet har (1)'],
    ['without the placed tiles', 'KAT', 'moves.1.rack: mangler brikkene trekket la (KATT)'],
  ])('refuses a rack %s with 400', async (_what, rack, fault) => {
    const res = await post(gameWithRacks(503, [undefined, rack]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: `Ugyldig forespørsel (${fault})`,
    });
  });

  it('needs a ? on the rack for a blank placed', async () => {
    const res = await post(gameWithRacks(504, ['HEST']));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Ugyldig forespørsel (moves.0.rack: mangler brikkene trekket la (HEsT))',
    );
    const english = await post(gameWithRacks(505, [undefined, 'KATTÆ'], { language: 'ENG_US' }));
    expect(english.json().message).toBe(
      'Ugyldig forespørsel (moves.1.rack: Æ er ikke en brikke i spillets språk)',
    );
  });

  it('hides the racks of an ongoing game and shows them once it is finished', async () => {
    const racks = ['HEST?', 'KATTE', 'ORD'];
    await post(gameWithRacks(506, racks, { finished: false }));
    expect(await racksOf(506)).toEqual([null, null, null, null]);
    const [stored] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(rack)::int as n from moves where game_id = 506`,
    );
    expect(stored?.n).toBe(3);
    await post(gameWithRacks(506, racks, { finished: true }));
    expect(await racksOf(506)).toEqual([...racks, null]);
  });

  it('gets demo games with the bot racks through the ingest, and the large set in bulk', async () => {
    const demo = playDemoGame(getLexicon('NO_B'), {
      gameId: 507,
      player: { id: 4242, name: 'Demo' },
      skill: 0.5,
      startTime: 1_700_000_000,
      language: 'NO_B',
      seed: 11,
      mayResign: false,
      cheatMoves: 0,
    });
    expect(demo.finished).toBe(true);
    const botMoves = demo.moves.filter((m) => !m.playerMove);
    expect(botMoves.length).toBeGreaterThan(5);
    expect(botMoves.every((m) => typeof m.rack === 'string' && m.rack.length > 0)).toBe(true);
    expect(demo.moves.filter((m) => m.playerMove).every((m) => m.rack === undefined)).toBe(true);
    expect((await post(demo)).statusCode).toBe(200);
    expect(await racksOf(507)).toEqual(demo.moves.map((m) => m.rack ?? null));

    await ensureLargeDataset(server.db, { games: 20, engineGames: 2, workers: 0, seed: 5 });
    const [large] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(rack)::int as n from moves where game_id >= ${LARGE_ID_BASE} and not player_move`,
    );
    expect(large?.n).toBeGreaterThan(0);
  }, 60_000);
});
