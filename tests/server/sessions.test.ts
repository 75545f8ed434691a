import { describe, expect, it } from 'vitest';
import { renewSession, resolveSession } from '../../server/auth/sessions.ts';
import { createTestUser, testDatabaseKinds, useTestServer } from './harness.ts';

describe.each(testDatabaseKinds())('sessions on %s', (kind) => {
  const server = useTestServer(kind);

  it('resolves a token to its ACTIVE user with the session roles', async () => {
    const user = await createTestUser(server, 'ADMIN', { playerId: 501 });
    const auth = await resolveSession(server.db, user.token);
    expect(auth).toMatchObject({ userId: user.id, email: user.email, playerId: 501 });
    expect(auth?.roles).toEqual(['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN']);
  });

  it('refuses unknown tokens and users who are not ACTIVE', async () => {
    expect(await resolveSession(server.db, 'no-such-token')).toBeNull();
    const inactive = await createTestUser(server, 'PLAYER', { playerId: 502, status: 'INACTIVE' });
    expect(await resolveSession(server.db, inactive.token)).toBeNull();
  });

  it('keeps the previous token valid after a renewal, but not the one before it', async () => {
    const user = await createTestUser(server, 'PLAYER', { playerId: 503 });
    const auth = await resolveSession(server.db, user.token);
    const second = await renewSession(server.db, auth!.sessionId, user.token);
    expect(await resolveSession(server.db, second)).not.toBeNull();
    expect(await resolveSession(server.db, user.token)).not.toBeNull();
    const third = await renewSession(server.db, auth!.sessionId, second);
    expect(await resolveSession(server.db, third)).not.toBeNull();
    expect(await resolveSession(server.db, second)).not.toBeNull();
    expect(await resolveSession(server.db, user.token)).toBeNull();
  });
});
