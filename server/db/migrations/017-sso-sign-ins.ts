import type { Migration } from './migration';

/**
 * Sign-ins through an account's identity provider (issue 41).
 *
 * sso_sign_ins: one row per sign-in started at /auth/sso, found again by the hash of its `state`
 * (OpenID Connect) or RelayState (SAML) when the provider's answer comes back. The answer is taken
 * once (answered_at); a checked answer stores who signed in and the hash of a one-time token that
 * the browser which started the sign-in (the same device) redeems for a session (finished_at).
 *
 * sso_identities: the provider's person (issuer + subject) linked to a portal user, per account,
 * so a later sign-in finds them even after their address changed at the provider.
 *
 * sessions.sso_account_id: the account whose provider opened the session; such a session counts
 * as two-step verified for that account (the provider is its authority for who signs in).
 */
export const ssoSignIns: Migration = {
  id: '017-sso-sign-ins',
  sql: `
create table sso_sign_ins (
  id serial primary key,
  state_hash text not null unique,
  account_id integer not null references accounts (id) on delete cascade,
  protocol text not null check (protocol in ('oidc', 'saml')),
  nonce text,
  code_verifier text,
  saml_request_id text,
  device_hash text not null,
  remember_me boolean not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  answered_at timestamptz,
  user_id integer references users (id) on delete cascade,
  finish_hash text unique,
  finished_at timestamptz
);
create index sso_sign_ins_expires_at on sso_sign_ins (expires_at);

create table sso_identities (
  account_id integer not null references accounts (id) on delete cascade,
  issuer text not null,
  subject text not null,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  primary key (account_id, issuer, subject)
);
create index sso_identities_user_id on sso_identities (user_id);

alter table sessions add column sso_account_id integer references accounts (id) on delete set null;
`,
};
