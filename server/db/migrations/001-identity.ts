import type { Migration } from './migration';

/** Users, sessions, trusted devices, one-time challenges and the mail outbox. */
export const identity: Migration = {
  id: '001-identity',
  sql: `
create table users (
  id serial primary key,
  first_name text not null,
  last_name text not null,
  -- stored lower-cased and trimmed, so "unique" is unique case-insensitively
  email text not null unique check (email = lower(btrim(email))),
  password_hash text not null,
  is_email_verified smallint not null default 0 check (is_email_verified in (0, 1)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table sessions (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  device_id text,
  remember_me boolean not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_id on sessions (user_id);

-- Devices that passed identity verification; the browser fingerprint is kept only as a hash.
create table trusted_devices (
  user_id integer not null references users (id) on delete cascade,
  device_hash text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, device_hash)
);

-- One-time codes and links. Only hashes are stored: the code as HMAC-SHA256 with a server key,
-- the flow token (given to the client) and the link token (only in the mail) as SHA-256.
create table challenges (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('verify_email', 'verify_identity', 'reset_password', 'reset_grant')),
  token_hash text not null unique,
  link_hash text unique,
  code_hash text,
  device_id text,
  remember_me boolean not null default true,
  attempts smallint not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  voided_at timestamptz
);
create index challenges_user_purpose on challenges (user_id, purpose);

create table mail_outbox (
  id serial primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  sent_at timestamptz not null
);
create index mail_outbox_recipient on mail_outbox (lower(recipient));
`,
};
