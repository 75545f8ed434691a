/**
 * Routes registered from the contract (server/routes/route.ts): the request schemas in the route
 * options answer the same Norwegian 400 as each handler's own parsing did, naming the field or
 * the part (body, params, query) that is wrong, and the guard still speaks before the schema.
 */
import { describe, expect, it } from 'vitest';
import { createTestUser, testDatabaseKinds, useTestServer } from './harness.ts';

describe.each(testDatabaseKinds())('the contract on %s', (kind) => {
  const server = useTestServer(kind);

  async function message(options: Parameters<typeof server.inject>[0]) {
    const res = await server.inject(options);
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }

  it('answers a bad body, path parameter or query with a 400 that names the field', async () => {
    const { token } = await createTestUser(server, 'ADMIN');
    expect(
      await message({ method: 'POST', url: '/api/games/get-games', token, payload: [1] }),
    ).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Ugyldig forespørsel (body: må være et JSON-objekt)',
      },
    });
    const params = await message({ method: 'GET', url: '/api/players/playerid/abc', token });
    expect(params.body.message).toBe('Ugyldig forespørsel (id: må være et tall)');
    const query = await message({ method: 'GET', url: '/api/games/1/image.png?trekk=x' });
    expect(query.body.message).toBe('Ugyldig forespørsel (trekk: må være et tall)');
    const paged = await message({
      method: 'POST',
      url: '/api/games/get-games-paginated',
      token,
      payload: { pageSize: 0, pageNumber: 0 },
    });
    expect(paged.body.message).toBe(
      'Ugyldig forespørsel (pageSize: må være fra 1 til 100; pageNumber: må være minst 1 (første side er 1))',
    );
  });

  it('checks who calls before what they send: 401 and 403 come before a 400', async () => {
    const bad = { method: 'POST', url: '/api/stats/games-started', payload: { language: 1 } };
    expect((await message(bad)).status).toBe(401);
    const { token } = await createTestUser(server, 'USER');
    expect((await message({ ...bad, token })).status).toBe(403);
  });

  it('says the e-mail is missing in the words of docs/product.md, Checks, before the schema', async () => {
    const { token } = await createTestUser(server, 'ADMIN');
    const res = await message({
      method: 'POST',
      url: '/api/user/update',
      token,
      payload: { id: 1, playerId: null, mainRole: 'USER', status: 'ACTIVE' },
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'E-post er påkrevd' } });
  });
});
