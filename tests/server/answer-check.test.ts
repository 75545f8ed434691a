/**
 * The server's tests check every answer of a declared call against the contract's schema
 * (server/http/answer-check.ts): an answer that breaks it becomes a 500 naming the fields.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnswerCheck } from '../../server/http/answer-check.ts';

const STATS = { ongoingGames: 1, numPlayers: 2, numGames: 3, numMoves: 4, numBingos: 5 };

describe('the answer check', () => {
  const app = Fastify();
  let answer: unknown = STATS;
  let status = 200;

  beforeAll(async () => {
    registerAnswerCheck(app);
    app.post('/overall', { config: { call: 'overallStats' } }, async (_request, reply) => {
      reply.code(status);
      return answer;
    });
    app.post('/logout', { config: { call: 'logout' } }, async (_request, reply) =>
      status === 204 ? reply.code(204).send() : { ok: true },
    );
    app.get('/outside', async () => ({ anything: 1 }));
    await app.ready();
  });
  afterAll(() => app.close());

  async function post(url: string) {
    const res = await app.inject({ method: 'POST', url });
    return {
      status: res.statusCode,
      body: res.body ? (res.json() as Record<string, unknown>) : null,
    };
  }

  it('lets an answer that keeps the contract through unchanged', async () => {
    answer = STATS;
    status = 200;
    expect(await post('/overall')).toEqual({ status: 200, body: STATS });
  });

  it('turns a missing, extra or mistyped field into a 500 that names it', async () => {
    status = 200;
    answer = { ...STATS, numBingos: undefined, leaked: 'x', numGames: '3' };
    const res = await post('/overall');
    expect(res.status).toBe(500);
    expect(res.body?.message).toMatch(/overallStats \(200\) breaks the contract/);
    expect(res.body?.message).toMatch(/numGames/);
    expect(res.body?.message).toMatch(/numBingos/);
    expect(res.body?.message).toMatch(/leaked/);
  });

  it('holds error answers to {statusCode, error, message}', async () => {
    status = 404;
    answer = { statusCode: 404, error: 'Not Found', message: 'Fant ikke' };
    expect((await post('/overall')).status).toBe(404);
    answer = { error: 'Not Found' };
    expect((await post('/overall')).status).toBe(500);
  });

  it('holds a call without an answer to no body', async () => {
    status = 204;
    expect(await post('/logout')).toEqual({ status: 204, body: null });
    status = 200;
    expect((await post('/logout')).status).toBe(500);
  });

  it('leaves routes outside the contract alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/outside' });
    expect(res.json()).toEqual({ anything: 1 });
  });
});
