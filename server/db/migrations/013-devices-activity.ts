import type { Migration } from './migration';

/**
 * Signed-in devices and the account's activity log.
 *
 * - sessions gain what the Security screen lists of each: the browser's User-Agent, the client
 *   address and when it was last active (set as its requests come, at most once a minute).
 * - trusted_devices gain an id to name one by ('Forget'), the User-Agent that earned the trust and
 *   when the device last signed in.
 * - account_activity: every change to an account, written in the transaction of the change.
 *   Append-only: a trigger refuses every update (rows are deleted only by the 400-day sweep and with
 *   their account). The actor's name is kept as it was, so an entry reads the same after a rename
 *   or after the person left. The indexes serve the list, newest first, for the whole account and
 *   for one person, and the account's first and last ids, which name the log's state (its ETag).
 */
export const devicesActivity: Migration = {
  id: '013-devices-activity',
  sql: `
alter table sessions add column user_agent text;
alter table sessions add column client_address text;
alter table sessions add column last_active_at timestamptz;

alter table trusted_devices add column id serial;
alter table trusted_devices add constraint trusted_devices_id_key unique (id);
alter table trusted_devices add column user_agent text;
alter table trusted_devices add column last_used_at timestamptz;

create table account_activity (
  id bigserial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  at timestamptz not null,
  actor_user_id integer references users (id) on delete set null,
  actor_kind text not null check (actor_kind in ('user', 'billing', 'system')),
  actor_name text not null,
  action text not null,
  subject text,
  details jsonb not null default '{}'::jsonb
);
create index account_activity_newest on account_activity (account_id, at desc, id desc);
create index account_activity_actor_newest on account_activity (account_id, actor_user_id, at desc, id desc);
create index account_activity_ids on account_activity (account_id, id);

create function account_activity_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'account_activity is append-only';
end;
$$;
create trigger account_activity_no_update before update on account_activity
  for each row execute function account_activity_append_only();
`,
};
