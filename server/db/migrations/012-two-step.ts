import type { Migration } from './migration';

/**
 * Two-step verification (passkeys, authenticator apps, recovery codes) and accounts that require it.
 *
 * - passkeys: a user's WebAuthn credentials. The public key as COSE bytes and the signature counter,
 *   which may only go up (a counter that goes back is a cloned authenticator and is refused).
 * - totp_secrets: one authenticator app per user. The secret is AES-256-GCM encrypted with a key
 *   derived from the server secret; `enabled_at` is null while the setup waits for its first code.
 *   `last_step` is the 30-second step of the last accepted code: no code is accepted twice.
 * - recovery_codes: ten single-use codes per user, stored as HMAC-SHA256 with a server key.
 * - webauthn_challenges: every ceremony's challenge, hashed, single use, five minutes. `user_id` is
 *   null for a sign-in with a discoverable passkey (the passkey names the user);
 *   `flow_challenge_id` ties the passkey step of a sign-in to the password step before it.
 * - challenges gain the purpose 'second_factor': the flow token between the password and the code.
 * - accounts.require_two_step: the account's members must have a second factor to use it.
 */
export const twoStep: Migration = {
  id: '012-two-step',
  sql: `
create table passkeys (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  credential_id text not null unique,
  public_key bytea not null,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create index passkeys_user_id on passkeys (user_id);

create table totp_secrets (
  user_id integer primary key references users (id) on delete cascade,
  secret_encrypted text not null,
  last_step bigint,
  created_at timestamptz not null,
  enabled_at timestamptz
);

create table recovery_codes (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null,
  used_at timestamptz
);
create index recovery_codes_user_id on recovery_codes (user_id);

create table webauthn_challenges (
  id serial primary key,
  challenge_hash text not null unique,
  purpose text not null check (purpose in ('register', 'sign_in', 'second_factor')),
  user_id integer references users (id) on delete cascade,
  flow_challenge_id integer references challenges (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index webauthn_challenges_expires_at on webauthn_challenges (expires_at);

alter table challenges drop constraint challenges_purpose_check;
alter table challenges add constraint challenges_purpose_check
  check (purpose in ('verify_email', 'verify_identity', 'reset_password', 'reset_grant', 'second_factor'));

alter table accounts add column require_two_step boolean not null default false;
`,
};
