/*
 * The answer of a call refused by an abuse limit (too many failed sign-ins, mails or wrong codes):
 * HTTP 429 with a Retry-After header in seconds and this message. The server builds it from the
 * wait; the portal builds the same text from Retry-After when a 429 arrives without a body (from a
 * proxy, say), so both sides say it in one way.
 */

export const TOO_MANY_ATTEMPTS_STATUS = 429;

/** The wait in whole minutes, rounded up and never below 1. */
export const waitMinutes = (retryAfterSeconds: number): number => Math.max(1, Math.ceil(retryAfterSeconds / 60));

/** 'Too many attempts. Try again in N minutes.' ('1 minute' for one). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = waitMinutes(retryAfterSeconds);
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** True for a message made by tooManyAttemptsMessage (an invite's per-address result can be one). */
export const isTooManyAttemptsMessage = (message: string): boolean => /^Too many attempts\. Try again in \d+ minutes?\.$/.test(message);

/**
 * Mails with a code or link to one address for one purpose: one a minute, five an hour. The server
 * counts them (server/limits/rules.ts); the portal waits out the minute after a mail before it
 * offers another, and a refusal's Retry-After says the rest.
 */
export const mailAllowance = { intervalSeconds: 60, perHour: 5 } as const;

/**
 * Domain checks ('Verify' on Single sign-on), each a DNS lookup: per account and per client
 * address, an hour's allowance (server/limits/rules.ts).
 */
export const domainCheckAllowance = { perAccountPerHour: 30, perAddressPerHour: 60 } as const;

/**
 * Connection tests ('Test connection' on Single sign-on), each a call to the provider: per account
 * and per client address, an hour's allowance (server/limits/rules.ts).
 */
export const connectionTestAllowance = { perAccountPerHour: 30, perAddressPerHour: 60 } as const;
