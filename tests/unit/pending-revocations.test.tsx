import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROBE_EVERY_MS } from '../../src/api/reachability';
import { AppRoutes } from '../../src/app/routes';
import {
  MAX_PENDING_REVOCATIONS, RESEND_AFTER_MS, addPendingRevocation, pendingRevocations, sendPendingRevocations,
  sendPendingRevocationsWhenOnline,
} from '../../src/session/pending-revocations';
import { storageKeys } from '../../src/session/storage-keys';
import { getToken, restoreToken } from '../../src/session/token-store';
import { renderWithProviders } from '../support/render';
import { fakeJwt, makeAccount, user } from '../support/session-fixtures';

/**
 * A logout ends the session on the server too (issue 30 §3): offline, the device is wiped at once
 * and the revocation goes when the portal is online again.
 */

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const sessionToken = (sub: string, sid: string, exp = inAnHour()) => fakeJwt({ sub, sid, exp, typ: 'session' });
const ADA = sessionToken('1', 'ada-session');
const GRACE = sessionToken('2', 'grace-session');
const grace = { ...user, id: 2, first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' };

type Call = { method: string; path: string; bearer: string | null };

/** A server that signs Grace in, knows Ada's and Grace's sessions and ends one on POST auth/logout; `down` is no answer at all. */
function server() {
  const state = { down: false, logoutStatus: 200, calls: [] as Call[], revoked: new Set<string>() };
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const bearer = new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
    const call = { method: init.method ?? 'GET', path: String(input).replace(/^.*\/api\/v1\//, ''), bearer };
    state.calls.push(call);
    if (state.down) throw new TypeError('Failed to fetch');
    if (call.path === 'auth/login') {
      return Response.json({
        user: grace, otpToken: null, token: GRACE, verify_identity: false, verify_email: false, verify_2fa: false, two_step: null, login: true,
        userAccounts: [makeAccount({ id: 2 })], remember_me: true,
      });
    }
    const who = bearer === ADA ? user : bearer === GRACE ? grace : null;
    const sessionCall = call.path === 'auth' || call.path === 'auth/logout';
    if (sessionCall && (!who || state.revoked.has(bearer ?? ''))) return Response.json({ message: 'Your session has expired. Please sign in again.' }, { status: 401 });
    if (call.path === 'auth/logout') {
      if (state.logoutStatus === 200) state.revoked.add(bearer ?? '');
      return Response.json({ message: 'Signed out' }, { status: state.logoutStatus });
    }
    if (call.path === 'auth' && who) return Response.json({ user: who, token: bearer, userAccounts: [makeAccount({ id: who.id })] });
    return Response.json({ message: 'Not found' }, { status: 404 });
  }));
  return state;
}

const revocations = (calls: Call[]) => calls.filter((call) => call.path === 'auth/logout').map((call) => call.bearer);
const browserOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
const backOnline = () => {
  browserOnline(true);
  window.dispatchEvent(new Event('online'));
};

/** Ada, signed in on this browser and kept signed in, with the menu and its Logout open beside the page. */
async function adaSignedIn() {
  window.innerWidth = 1280;
  localStorage.setItem(storageKeys.accessToken, ADA);
  const view = renderWithProviders(<AppRoutes />, { route: '/dashboard' });
  await screen.findByRole('button', { name: 'Logout' });
  return view;
}

async function logOut(view: { currentPath: () => string }) {
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
}

describe('a logout while offline', () => {
  it('signs out at once, and ends the session on the server once the portal is online again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    const view = await adaSignedIn();
    browserOnline(false);

    await logOut(view);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(restoreToken()).toBeNull();
    expect(revocations(api.calls)).toEqual([]);
    expect(pendingRevocations()).toEqual([ADA]);

    backOnline();
    await waitFor(() => expect(api.revoked).toEqual(new Set([ADA])));
    expect(revocations(api.calls)).toEqual([ADA]);
    await waitFor(() => expect(pendingRevocations()).toEqual([]));
    expect(localStorage.getItem(storageKeys.pendingRevocations)).toBeNull();
  });

  it("ends only the old session when someone else signs in before the revocation went: never the new one's", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    const view = await adaSignedIn();
    browserOnline(false);
    await logOut(view);

    // The network is back, but the browser has not said so yet: Grace signs in meanwhile.
    browserOnline(true);
    api.calls.length = 0;
    await userEvent.type(await screen.findByLabelText('Email'), grace.email);
    await userEvent.type(screen.getByLabelText('Password'), 'a good password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem(storageKeys.accessToken)).toBe(GRACE));
    expect(getToken()).toBe(GRACE);

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.revoked).toEqual(new Set([ADA])));
    expect(revocations(api.calls)).toEqual([ADA]);
    expect(restoreToken()).toBe(GRACE);
    expect(pendingRevocations()).toEqual([]);
  });
});

describe('a logout online', () => {
  it('ends the session on the server at once and keeps nothing', async () => {
    const api = server();
    const view = await adaSignedIn();
    await logOut(view);
    await waitFor(() => expect(api.revoked).toEqual(new Set([ADA])));
    await waitFor(() => expect(pendingRevocations()).toEqual([]));
  });

  it('whose revocation the server fails is kept, and sent again a little later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const api = server();
    api.logoutStatus = 503;
    addPendingRevocation(ADA);
    await sendPendingRevocations();
    expect(revocations(api.calls)).toEqual([ADA]);
    expect(pendingRevocations()).toEqual([ADA]);

    api.logoutStatus = 200;
    await vi.advanceTimersByTimeAsync(RESEND_AFTER_MS - 1);
    expect(revocations(api.calls)).toEqual([ADA]);
    await vi.advanceTimersByTimeAsync(1);
    expect(revocations(api.calls)).toEqual([ADA, ADA]);
    expect(api.revoked).toEqual(new Set([ADA]));
    expect(pendingRevocations()).toEqual([]);
  });

  it('whose revocation gets no answer is kept for the way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    api.down = true;
    addPendingRevocation(ADA);
    await sendPendingRevocations();
    expect(pendingRevocations()).toEqual([ADA]);
  });

  it('forgets a token the server refuses (401): that session has ended already', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    api.revoked.add(ADA);
    addPendingRevocation(ADA);
    await sendPendingRevocations();
    expect(revocations(api.calls)).toEqual([ADA]);
    expect(pendingRevocations()).toEqual([]);
  });
});

describe('the pending revocations', () => {
  it('are sent when the portal starts online, from an earlier visit', async () => {
    const api = server();
    addPendingRevocation(ADA);
    const stop = sendPendingRevocationsWhenOnline();
    await waitFor(() => expect(api.revoked).toEqual(new Set([ADA])));
    stop();
  });

  it('are sent when the server answers again after a spell without answers, the browser online throughout', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    api.down = true;
    addPendingRevocation(ADA);
    const stop = sendPendingRevocationsWhenOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(pendingRevocations()).toEqual([ADA]);

    api.down = false;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(api.revoked).toEqual(new Set([ADA]));
    expect(pendingRevocations()).toEqual([]);
    stop();
  });

  it('are never the session: a start with one alone is signed out, and sends no request with it but the revocation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    api.down = true;
    addPendingRevocation(ADA);
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(getToken()).toBeNull();
    expect(api.calls.filter((call) => call.bearer === ADA).map((call) => call.path)).toEqual(['auth/logout']);
  });

  it('drop tokens past their expiry, without sending them', async () => {
    const api = server();
    addPendingRevocation(sessionToken('1', 'old-session', Math.floor(Date.now() / 1000) - 1));
    expect(pendingRevocations()).toEqual([]);
    await sendPendingRevocations();
    expect(api.calls).toEqual([]);
  });

  it(`keep the newest ${MAX_PENDING_REVOCATIONS}, each once`, () => {
    const tokens = Array.from({ length: MAX_PENDING_REVOCATIONS + 2 }, (_, index) => sessionToken('1', `session-${index}`));
    for (const token of tokens) addPendingRevocation(token);
    addPendingRevocation(tokens.at(-1) ?? '');
    expect(pendingRevocations()).toEqual(tokens.slice(-MAX_PENDING_REVOCATIONS));
  });
});
