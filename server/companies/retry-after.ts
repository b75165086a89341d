/** The wait when Companies House's 429 names none: a fifth of its five-minute window. */
export const DEFAULT_BUSY_SECONDS = 60;
/** Its window is five minutes, so no refusal outlasts that; a longer figure is a misread header. */
const MAX_BUSY_SECONDS = 300;

/**
 * How long to wait after a 429 from Companies House, in whole seconds: its Retry-After (seconds or
 * an HTTP date) when it sends one, else the end of its window (X-Ratelimit-Reset, in Unix
 * seconds), else DEFAULT_BUSY_SECONDS; always 1..300.
 */
export function busySeconds(headers: Headers, now: Date): number {
  const seconds = fromRetryAfter(headers.get('retry-after'), now) ?? fromReset(headers.get('x-ratelimit-reset'), now);
  if (seconds === null) return DEFAULT_BUSY_SECONDS;
  return Math.min(MAX_BUSY_SECONDS, Math.max(1, Math.ceil(seconds)));
}

function fromRetryAfter(value: string | null, now: Date): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : (at - now.getTime()) / 1000;
}

function fromReset(value: string | null, now: Date): number | null {
  const text = value?.trim();
  return text && /^\d+$/.test(text) ? Number(text) - now.getTime() / 1000 : null;
}
