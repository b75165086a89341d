import { assert } from 'superstruct';
import { expect } from 'vitest';
import { DevicesResponse, LoginResponse, type SignedInDevice } from '../../src/api/contract';
import type { ApiResponse, TestApi } from './api-app';
import { PASSWORD } from './api-users';

/** Browsers as their User-Agent names them, and what the Security screen says of each. */
export const CHROME_ON_LINUX = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  browser: 'Chrome 131', system: 'Linux',
};
export const FIREFOX_ON_WINDOWS = {
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  browser: 'Firefox 133', system: 'Windows',
};

export type Browser = { userAgent: string; address: string };

/** Calls from one browser: its User-Agent, and the address the server's socket sees. */
export function fromBrowser(api: TestApi, { userAgent, address }: Browser) {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, token: string | null): Promise<ApiResponse<T>> => {
    const headers = new Headers({ 'User-Agent': userAgent });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const socket = { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } } };
    const response = await api.app.request(`/api/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, socket);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : text) as T, headers: response.headers };
  };
  return {
    get: <T = Record<string, unknown>>(path: string, token: string | null = null) => call<T>('GET', path, undefined, token),
    post: <T = Record<string, unknown>>(path: string, body: unknown, token: string | null = null) => call<T>('POST', path, body, token),
    put: <T = Record<string, unknown>>(path: string, body: unknown, token: string | null = null) => call<T>('PUT', path, body, token),
  };
}

/** A password sign-in from a trusted device in that browser: the session token. */
export async function signInFrom(api: TestApi, browser: Browser, user: { email: string }, deviceId: string, rememberMe = true): Promise<string> {
  const response = await fromBrowser(api, browser).post<LoginResponse>('auth/login', {
    email: user.email, password: PASSWORD, remember_me: rememberMe, device_id: deviceId,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, LoginResponse);
  expect(response.body.login).toBe(true);
  return response.body.token ?? '';
}

/** GET auth/devices (from that browser, when given), checked against the contract. */
export async function listDevices(api: TestApi, token: string, options: { deviceId?: string; browser?: Browser } = {}): Promise<DevicesResponse> {
  const query = options.deviceId === undefined ? '' : `?device_id=${encodeURIComponent(options.deviceId)}`;
  const calls = options.browser ? fromBrowser(api, options.browser) : api;
  const response = await calls.get(`auth/devices${query}`, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, DevicesResponse);
  return response.body;
}

/** The listed session that is the caller's. */
export function currentOf(sessions: SignedInDevice[]): SignedInDevice {
  const current = sessions.filter((session) => session.current);
  expect(current).toHaveLength(1);
  return current[0];
}

/** An ISO time within `ms` of `expected` (a call takes a moment of the test clock's real time). */
export function expectNear(iso: string | null, expected: Date, ms = 2000): void {
  expect(iso).not.toBeNull();
  expect(Math.abs(new Date(iso ?? 0).getTime() - expected.getTime()), `${iso} vs ${expected.toISOString()}`).toBeLessThanOrEqual(ms);
}
