import { activityScreenPath, type LoginResponse } from '../../src/api/contract';
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
 *   the subscribed apps (with the account's token), as the portal's screens call them. The members
 *   list is revalidated as the portal does (src/features/members/queries.ts): the stream's first
 *   call downloads it, later ones name the ETag of the list received and get 304 while it holds.
 *   The probe alone is always a full download, so the table still shows what one costs.
 */
/** bytes: the body as the client reads it (decoded); sentBytes: what crossed the wire, when the server compressed it. */
export type Alone = { medianMs: number; bytes: number; sentBytes?: number };
export type ApiFigures = {
  signIn: StreamStats; lists: StreamStats; perList: Record<string, StreamStats>;
  /** The Activity screen's call alone at LIST_RATE, half of them filtered by a person, on a log of `activityEntries`. */
  activity: StreamStats;
  activityEntries: number;
  /** Each call made alone, one after another, before the load: what one call costs on an idle server. */
  alone: Record<string, Alone>;
};

export const SIGN_IN_RATE = 40;
export const ACTIVITY_CALL = 'activity (the screen\'s newest entries)';
type ListCall = { name: string; path: string; token: 'session' | 'account'; revalidated?: boolean };
export const LIST_RATE = 200;
const ALONE_TRIES = 3;

export const LIST_CALLS: readonly ListCall[] = [
  { name: 'accounts (GET auth)', path: '/api/v1/auth', token: 'session' },
  { name: 'members', path: '/api/v1/invitation/get-user-account-invitations', token: 'account', revalidated: true },
  { name: 'apps', path: '/api/v1/package/subscribed-apps', token: 'account' },
];

/** A stream's name in the table: says when its calls revalidate rather than download. */
export const streamName = (list: (typeof LIST_CALLS)[number]) => (list.revalidated ? `${list.name} (revalidated, as the portal does)` : list.name);

type Options = { seconds: number; users: SignInUser[]; sessionToken: string; accountToken: string; activityPersonId: number; activityEntries: number };

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

type Answer = { failure: string | null; bytes: number; sentBytes?: number; etag?: string | null };

/*
 * Node's fetch asks for `gzip, deflate` (a browser also for br) and decodes what comes: the
 * decoded length is what the portal parses, Content-Length what the network carried.
 */
async function listOnce(base: string, path: string, token: string, signal?: AbortSignal, ifNoneMatch: string | null = null): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
  const response = await fetch(new URL(path, base), { signal, headers });
  const body = await response.arrayBuffer();
  const sent = response.headers.get('content-encoding') ? Number(response.headers.get('content-length') ?? NaN) : NaN;
  // A 304 answers only a call that named a list.
  const ok = response.status === 200 || (response.status === 304 && ifNoneMatch !== null);
  return {
    failure: ok ? null : String(response.status), bytes: body.byteLength, etag: response.headers.get('etag'),
    ...(Number.isFinite(sent) ? { sentBytes: sent } : {}),
  };
}

/** One stream's calls: plain, or each naming the ETag of the last list it received (as the portal keeps it). */
function listStream(base: string, list: ListCall, token: string) {
  let held: string | null = null;
  return async (signal: AbortSignal) => {
    const answer = await listOnce(base, list.path, token, signal, list.revalidated ? held : null);
    if (list.revalidated && !answer.failure && answer.etag) held = answer.etag;
    return answer.failure;
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
  const streams = await Promise.all(LIST_CALLS.map((list) => {
    const call = listStream(base, list, token(list.token));
    return openLoop(stream(LIST_RATE / LIST_CALLS.length), (_index, signal) => call(signal));
  }));
  const perList = Object.fromEntries(LIST_CALLS.map((list, index) => [streamName(list), streams[index]]));

  // The activity log's list, as the Activity screen calls it (everyone's newest, and one person's),
  // revalidated by the ETag of the page each holds as the portal does (src/features/activity/queries.ts).
  const activityCalls = [null, options.activityPersonId].map((person) => ({
    name: ACTIVITY_CALL, path: `/api/v1/${activityScreenPath(person)}`, token: 'account' as const, revalidated: true,
  }));
  single[ACTIVITY_CALL] = await alone(() => listOnce(base, activityCalls[0].path, options.accountToken));
  const activityStreams = activityCalls.map((call) => listStream(base, call, options.accountToken));
  const activity = await openLoop(stream(LIST_RATE), (index, signal) => activityStreams[index % 2](signal));
  return { signIn, lists: combine(Object.values(perList)), perList, activity, activityEntries: options.activityEntries, alone: single };
}
