import type { Migration } from './migration';

/**
 * One-time launch tokens (DESIGN "Catalogue and launcher"): a launch hands the product a token it
 * redeems once, server-side, within a minute. Only the token's SHA-256 is kept, so a copy of the
 * table lets nobody in.
 */
export const launchTokens: Migration = {
  id: '007-launch-tokens',
  sql: `
create table launch_tokens (
  token_hash text primary key,
  user_id integer not null,
  account_id integer not null,
  product_id integer not null references products (id) on delete cascade,
  -- the portal session that launched: a token redeems only while that session is signed in
  session_id text not null references sessions (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null,
  -- gone with the membership (and so with the user or the account)
  foreign key (user_id, account_id) references user_accounts (user_id, account_id) on delete cascade
);
-- a sweep deletes expired rows; nothing else reads the table but by token_hash
create index launch_tokens_expires_at on launch_tokens (expires_at);
`,
};
