import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUserResponse } from '../api/contract';
import { currentUserKey, currentUserQuery } from './current-user';
import type { OnSessionStarted, SessionPersistence, StartedSession } from './session-context';
import { readSelectedAccount } from './selected-account';
import { sessionStore, tokenLive } from './token-store';

/**
 * The part of a start-up that needs no React (spec 4 "Session: Initialise"): the user's saved
 * cache loaded, then GET auth asked. useSessionStartup acts on it (the session machine); the
 * portal's own start begins it as the entry runs (`beginEarlyStart`), before the first render,
 * which on a phone is a third of a second of the start that GET auth and the screen's data need not wait.
 */
export type SessionStart = {
  /** The saved cache is loaded: the account chosen on this device, and the saved session when it may be painted. */
  restored: Promise<{ selectedId: number | null; saved: CurrentUserResponse | undefined; paintable: boolean }>;
  /** GET auth's answer. */
  fresh: Promise<CurrentUserResponse>;
};

/** A minute's margin: a screen's first calls go out with the saved tokens within it. */
const SAVED_TOKEN_MARGIN_MS = 60_000;

const accountTokensLive = (saved: CurrentUserResponse): boolean =>
  saved.userAccounts.every((account) => tokenLive(account.user_account_token, SAVED_TOKEN_MARGIN_MS));

const startedSession = (current: CurrentUserResponse, selectedId: number | null): StartedSession => ({
  user: current.user,
  account: current.userAccounts.find((account) => account.id === selectedId) ?? null,
});

/**
 * Starts user `userId`'s session: `onStarted` (the first screen's data) is told with the saved
 * session when its accounts' tokens are good for a while yet, else with GET auth's answer.
 */
export function startSession(queryClient: QueryClient, persistence: SessionPersistence, userId: number, onStarted?: OnSessionStarted): SessionStart {
  const restored = persistence.start(queryClient, userId, sessionStore()).then(() => {
    const selectedId = readSelectedAccount(userId);
    const saved = queryClient.getQueryData<CurrentUserResponse>(currentUserKey(userId));
    const paintable = saved !== undefined && accountTokensLive(saved);
    if (paintable) onStarted?.(queryClient, startedSession(saved, selectedId));
    return { selectedId, saved, paintable };
  });
  const fresh = restored.then(async ({ selectedId, paintable }) => {
    const answer = await queryClient.fetchQuery({ ...currentUserQuery(userId), staleTime: 0, retry: false });
    if (!paintable) onStarted?.(queryClient, startedSession(answer, selectedId));
    return answer;
  });
  return { restored, fresh };
}

let early: { userId: number; start: SessionStart } | null = null;

/** The portal's start, as its entry runs: begun now, taken over by the session's first initialise. */
export function beginEarlyStart(queryClient: QueryClient, persistence: SessionPersistence, userId: number, onStarted?: OnSessionStarted): void {
  const start = startSession(queryClient, persistence, userId, onStarted);
  // Its failure is the initialise's to handle, once it takes it; until then it is not unhandled.
  start.fresh.catch(() => undefined);
  early = { userId, start };
}

/** The start begun early for `userId`, once: a later initialise (after a sign-in) starts its own. */
export function takeEarlyStart(userId: number): SessionStart | null {
  const taken = early?.userId === userId ? early.start : null;
  early = null;
  return taken;
}
