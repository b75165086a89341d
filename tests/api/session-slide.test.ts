import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { SLIDE_STEP_MS } from '../../server/auth/sessions';
import { dbKinds, useApiApp } from '../support/api-app';
import { login, registerVerifiedUser } from '../support/api-users';

/** GET auth slides the session, but writes it at most once a minute (auth/sessions.ts SLIDE_STEP_MS). */
describe.each(dbKinds)('GET auth and the session row (%s)', (kind) => {
  const api = useApiApp(kind);

  it('does not write the session again within a minute of sliding it; a minute on, it slides by the full time', async () => {
    const user = await registerVerifiedUser(api);
    const signedIn = await login(api, user, user.deviceId, false);
    const token = signedIn.body.token ?? '';
    const sid = String(decodeJwt(token).sid);
    const updates = vi.spyOn(api.db, 'query');
    const sessionWrites = () => updates.mock.calls.filter(([sql]) => /^\s*update sessions/i.test(sql)).length;

    api.clock.advance(SLIDE_STEP_MS - 5000);
    const soon = await api.get<{ token: string }>('auth', token);
    expect(soon.status).toBe(200);
    expect(sessionWrites()).toBe(0);
    // The same session, not slid: the same token back.
    expect(soon.body.token).toBe(token);

    api.clock.advance(10_000);
    const later = await api.get<{ token: string }>('auth', token);
    expect(sessionWrites()).toBe(1);
    const exp = decodeJwt(later.body.token).exp ?? 0;
    expect(exp - (decodeJwt(token).exp ?? 0)).toBeGreaterThanOrEqual(SLIDE_STEP_MS / 1000);
    const [row] = await api.db.query<{ expires_at: Date }>('select expires_at from sessions where id = $1', [sid]);
    expect(Math.floor(row.expires_at.getTime() / 1000)).toBe(exp);
  });
});
