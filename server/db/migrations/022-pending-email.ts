import type { Migration } from './migration';

/**
 * A profile's e-mail change waits for its proof: `users.pending_email` holds the new address until
 * its code or link is used, while `email` stays the login. It is not unique: a pending address is
 * held by no one, and anyone may register it meanwhile (the unique `email` decides at the proof).
 * `challenges.email` is the address a code or link was mailed to, so a proof names the address it
 * proves; null on challenges made before it, which went to the profile's own address.
 */
export const pendingEmail: Migration = {
  id: '022-pending-email',
  sql: `
alter table users add column pending_email text check (pending_email = lower(btrim(pending_email)));
alter table challenges add column email text;
`,
};
