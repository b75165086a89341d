/**
 * When an open portal asks the server whether a new version is out. A browser looks for a new
 * service worker only when a page is loaded, and an installed portal can stay open for days:
 * without these checks it would never hear of a release. Pure scheduling, so it is tested with a
 * fake clock; sw-update.ts connects it to the worker and the page.
 */
export type UpdateCheckTiming = {
  /** A check at least this often while the page is visible. */
  every: number;
  /** Never two checks closer than this: a burst of navigations, or tab switches, asks once. */
  atMostEvery: number;
};

/** Hourly while visible; at most once a minute however often the user moves around. */
export const UPDATE_CHECK_TIMING: UpdateCheckTiming = { every: 60 * 60_000, atMostEvery: 60_000 };

export type UpdateCheckDeps = {
  /** Asks for the worker script again; a new one installs and waits for the user. */
  check: () => Promise<unknown>;
  isOnline: () => boolean;
  isVisible: () => boolean;
  now?: () => number;
  timing?: UpdateCheckTiming;
};

export type UpdateChecks = {
  /** The user moved to another screen of the portal. */
  navigated: () => void;
  /** The page was shown or hidden (another app, another tab, the phone locked). */
  visibilityChanged: () => void;
  /** The network came back. */
  online: () => void;
  stop: () => void;
};

export function scheduleUpdateChecks({
  check,
  isOnline,
  isVisible,
  now = Date.now,
  timing = UPDATE_CHECK_TIMING,
}: UpdateCheckDeps): UpdateChecks {
  // Loading the page checked already: the browser looks for a new worker on every page load.
  // Offline that look failed, so the first chance online is taken at once.
  let lastCheck = isOnline() ? now() : -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const disarm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  /** The periodic check: due `every` after the last check of any kind, and only while visible. */
  const arm = (delay = Math.max(0, lastCheck + timing.every - now())) => {
    disarm();
    if (stopped || !isVisible()) return;
    timer = setTimeout(() => {
      timer = null;
      // Offline it is skipped; the next is a period on, or sooner when the network returns.
      if (checkIfDue()) arm();
      else arm(timing.every);
    }, Math.min(delay, timing.every));
  };

  /** Checks unless offline or a check was made too recently; says whether it checked. */
  const checkIfDue = (): boolean => {
    if (stopped || !isOnline() || now() - lastCheck < timing.atMostEvery) return false;
    lastCheck = now();
    // A failed check (the server is down, the network just went) is retried on the next occasion.
    check().catch(() => undefined);
    return true;
  };

  const onOccasion = () => {
    if (checkIfDue()) arm();
  };

  arm();

  return {
    navigated: onOccasion,
    visibilityChanged: () => {
      if (!isVisible()) return disarm();
      onOccasion();
      // Shown again within a minute of the last check: the periodic check resumes all the same.
      if (timer === null) arm();
    },
    online: onOccasion,
    stop: () => {
      stopped = true;
      disarm();
    },
  };
}
