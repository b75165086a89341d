import type { Migration } from './migration';

/**
 * A session records how it was proven (auth/sessions.ts: 'password', 'mailbox', 'app_code',
 * 'recovery_code', 'passkey', 'sso', 'registration'), and each account decides access from that
 * record (auth/session-access.ts). Sessions already open keep what their sign-in asked: a single
 * sign-on proved 'sso'; any other sign-in asked the password and, of a user with a second factor,
 * that factor (the sign-in flows always did).
 *
 * A 'second_factor' challenge carries what the step before it proved (`proofs`), and, when it
 * confirms the sign-in of a session already open (auth/confirm-sign-in), that session: the second
 * step then opens its successor.
 */
export const sessionProofs: Migration = {
  id: '020-session-proofs',
  sql: `
alter table sessions add column proofs text[];
update sessions s set proofs = case
  when s.sso_account_id is not null then array['sso']
  when exists (select 1 from totp_secrets t where t.user_id = s.user_id and t.enabled_at is not null) then array['password', 'app_code']
  when exists (select 1 from passkeys p where p.user_id = s.user_id) then array['password', 'passkey']
  else array['password'] end;
alter table sessions alter column proofs set not null;
alter table sessions add constraint sessions_proofs_known check (
  cardinality(proofs) > 0
  and proofs <@ array['password', 'mailbox', 'app_code', 'recovery_code', 'passkey', 'sso', 'registration']::text[]);

alter table challenges add column proofs text[];
alter table challenges add column upgrades_session_id text references sessions (id) on delete cascade;
`,
};
