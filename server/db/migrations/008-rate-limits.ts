import type { Migration } from './migration';

/**
 * Abuse limits shared by every instance (server/limits): one row per counted event (a failed
 * sign-in, a mail sent, a wrong code, an invited address). A limit counts the rows of its key
 * inside its window; checking and recording run in one transaction under an advisory lock on the
 * key, so two instances on one database cannot both take the last allowance.
 *
 * Only a SHA-256 of the key is kept, so e-mail and client addresses are not stored in clear (a
 * short key such as an IPv4 address can still be found by trying them all; rows live a day).
 * No window is longer than 24 hours (server/limits/rules.ts, LONGEST_WINDOW_MS): a row whose `at`
 * is more than 24 hours old counts for nothing and may be deleted by a sweep.
 */
export const rateLimits: Migration = {
  id: '008-rate-limits',
  sql: `
create table rate_limit_hits (
  -- never read: bigint differs between drivers
  id bigint generated always as identity primary key,
  -- the kind of limit: sign_in_pair, sign_in_address, mail, code_guess, invite_account
  bucket text not null,
  -- sha256 of the limit's key (an address and purpose, an e-mail and client address, a user id...)
  key_hash text not null,
  at timestamptz not null
);
-- every check: the newest rows of one key
create index rate_limit_hits_key on rate_limit_hits (bucket, key_hash, at);
-- the sweep deletes by age
create index rate_limit_hits_at on rate_limit_hits (at);
`,
};
