import type { LoginResponse } from '../../src/api/contract';
import { assertLoopback } from '../load/http';
import { percentile } from '../load/traffic';
import { combine, openLoop, type StreamStats } from './load';
import { PASSWORD } from './seed-api';
import type { SignInUser } from './seed-members';

/**
 * The API under load, on the seeded account (5,000 members), one stream at a time so the two
 * budgets are measured apart:
 * - sign-in at 40/s: each a different member, from the browser that member verified before, with
 *   the right password: the portal's normal successful sign-in, answered with tokens at once
 *   (an unknown browser would get a mailed code instead; that is not what is measured). Only
 *   failures count towards the abuse limits, so these are never throttled; a sign-in that does not
 *   come back with `login: true` and a token counts as unanswered.
 * - the list calls at 200/s in all, a third each: the accounts list (GET auth: the user, their
 *   accounts and a refreshed token, which the portal reads at every start), the members list and
 *   the subscribed apps (with the account's token), as the portal's screens call them.
 */
/** bytes: the body as the client reads it (decoded); sentBytes: what crossed the wire, when the server compressed it. */
export type Alone = { medianMs: number; bytes: number; sentBytes?: number };
export type ApiFigures = {
  signIn: StreamStats; lists: StreamStats; perList: Record<string, StreamStats>;
  /** Each call made alone, one after another, before the load: what one call costs on an idle server. */
  alone: Record<string, Alone>;
};

export const SIGN_IN_RATE = 40;
export const LIST_RATE = 200;
const ALONE_TRIES = 3;

export const LIST_CALLS = [
  { name: 'accounts (GET auth)', path: '/api/v1/auth', token: 'session' },
  { name: 'members', path: '/api/v1/invitation/get-user-account-invitations', token: 'account' },
  { name: 'apps', path: '/api/v1/package/subscribed-apps', token: 'account' },
] as const;

type Options = { seconds: number; users: SignInUser[]; sessionToken: string; accountToken: string };

/** One sign-in; null when it signed in, else why not. */
async function signInOnce(base: string, user: SignInUser, signal?: AbortSignal): Promise<{ failure: string | null; bytes: number }> {
  const response = await fetch(new URL('/api/v1/auth/login', base), {
    method: 'POST', signal, headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: PASSWORD, remember_me: true, device_id: user.deviceId }),
  });
  const text = await response.text();
  if (response.status !== 200) return { failure: String(response.status), bytes: text.length };
  const answer = JSON.parse(text) as LoginResponse;
  return { failure: answer.login && answer.token ? null : 'answered without tokens (verification asked)', bytes: text.length };
}

type Answer = { failure: string | null; bytes: number; sentBytes?: number };

/*
 * Node's fetch asks for `gzip, deflate` (a browser also for br) and decodes what comes: the
 * decoded length is what the portal parses, Content-Length what the network carried.
 */
async function listOnce(base: string, path: string, token: string, signal?: AbortSignal): Promise<Answer> {
  const response = await fetch(new URL(path, base), { signal, headers: { Authorization: `Bearer ${token}` } });
  const body = await response.arrayBuffer();
  const sent = response.headers.get('content-encoding') ? Number(response.headers.get('content-length') ?? NaN) : NaN;
  return {
    failure: response.status === 200 ? null : String(response.status), bytes: body.byteLength,
    ...(Number.isFinite(sent) ? { sentBytes: sent } : {}),
  };
}

async function alone(call: () => Promise<Answer>): Promise<Alone> {
  const times: number[] = [];
  let last: Answer = { failure: null, bytes: 0 };
  for (let index = 0; index < ALONE_TRIES; index += 1) {
    const started = performance.now();
    last = await call();
    if (last.failure) throw new Error(`a call alone failed: ${last.failure}`);
    times.push(performance.now() - started);
  }
  return { medianMs: percentile(times, 50), bytes: last.bytes, ...(last.sentBytes === undefined ? {} : { sentBytes: last.sentBytes }) };
}

export async function measureApi(base: string, options: Options): Promise<ApiFigures> {
  assertLoopback(base);
  const token = (kind: 'session' | 'account') => (kind === 'session' ? options.sessionToken : options.accountToken);
  // At most a second's worth of calls open at once: what is past that is skipped (and counted),
  // so a saturated server is left with a bounded backlog rather than minutes of queued work.
  const stream = (perSecond: number) => ({ perSecond, seconds: options.seconds, drainMs: 3000, maxInFlight: Math.ceil(perSecond) });
  // The last of the members who sign in is kept for the probes; the load's sign-ins are each by another member.
  const probeUser = options.users[options.users.length - 1];

  const single: Record<string, Alone> = { 'sign-in': await alone(() => signInOnce(base, probeUser)) };
  for (const list of LIST_CALLS) single[list.name] = await alone(() => listOnce(base, list.path, token(list.token)));

  const signIn = await openLoop(stream(SIGN_IN_RATE), async (index, signal) =>
    (await signInOnce(base, options.users[index % (options.users.length - 1)], signal)).failure);
  // Sign-ins the load gave up on are still queued for their hash on the server (it finishes
  // what it started): one more, waited for, comes back once they are done, before the lists start.
  await signInOnce(base, probeUser, AbortSignal.timeout(60_000));

  // The three at once, each at a third of the rate, so each path has its own figures too.
  const streams = await Promise.all(LIST_CALLS.map((list) =>
    openLoop(stream(LIST_RATE / LIST_CALLS.length), async (_index, signal) => (await listOnce(base, list.path, token(list.token), signal)).failure)));
  const perList = Object.fromEntries(LIST_CALLS.map((list, index) => [list.name, streams[index]]));
  return { signIn, lists: combine(Object.values(perList)), perList, alone: single };
}
