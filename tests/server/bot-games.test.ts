import { describe, expect, it } from 'vitest';
import { makeGame } from './fixtures.ts';
import { BOT_KEY, testDatabaseKinds, useTestServer } from './harness.ts';

describe.each(testDatabaseKinds())('POST /api/bot/games on %s', (kind) => {
  const server = useTestServer(kind);
  const post = (body: unknown, token = BOT_KEY) =>
    server.inject({ method: 'POST', url: '/api/bot/games', payload: body as object, token });

  it('stores a game and answers its id and broken-moves flag', async () => {
    const res = await post(makeGame({ gameId: 77 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ gameId: 77, hasBrokenMoves: false });
    const again = await post(makeGame({ gameId: 77, broken: true }));
    expect(again.json()).toEqual({ gameId: 77, hasBrokenMoves: true });
  });

  it('needs the bot key', async () => {
    expect((await post(makeGame({ gameId: 78 }), '')).statusCode).toBe(401);
    const wrong = await post(makeGame({ gameId: 78 }), 'not-the-key');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ statusCode: 401, message: 'Ugyldig API-nøkkel' });
  });

  it('answers bad input with 400 and a message, never 500', async () => {
    const cases: unknown[] = [
      {},
      [],
      { ...makeGame({ gameId: 79 }), gameId: 'abc' },
      { ...makeGame({ gameId: 79 }), startTime: -5 },
      { ...makeGame({ gameId: 79 }), player: { id: 1 } },
    ];
    for (const body of cases) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Ugyldig forespørsel/);
    }
    const malformed = await server.inject({
      method: 'POST',
      url: '/api/bot/games',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${BOT_KEY}` },
      payload: '{"gameId": 1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/bot/games',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${BOT_KEY}` },
      payload: JSON.stringify({ padding: 'x'.repeat(600 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });
});
