/**
 * Spec guard 2: the path a signed-out user asked for, kept for this tab until sign-in completes.
 * The guest-only guard consumes it when it sends a newly signed-in user onwards, so every way of
 * signing in (password, code, link, reset) returns the user to where they were going.
 */
const KEY = 'portal_return_to';

export function saveReturnPath(path: string): void {
  sessionStorage.setItem(KEY, path);
}

export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  // Only same-site paths: a crafted value must never send the user to another host.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
