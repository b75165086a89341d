import type { Migration } from './migration';

/**
 * The rows from before the column: directory sync made those whose profile has no password (as it
 * makes them, '!single-sign-on'); a profile with a password was the person's own, or became so
 * when they chose one by their mailbox. The directory vouched for the address of those it made.
 */
export const CREATED_USERS_BACKFILL = `
update scim_users su set created_user = true from users u where u.id = su.user_id and u.password_hash = '!single-sign-on';
update users set is_email_verified = 1 where is_email_verified = 0 and id in (select user_id from scim_users where created_user);
`;

/**
 * Whether directory sync made the portal user of a provisioned member (`created_user`): only a
 * profile it made is its to rename and re-address; a person it linked keeps their own names and
 * address.
 */
export const scimCreatedUsers: Migration = {
  id: '023-scim-created-users',
  sql: `
alter table scim_users add column created_user boolean not null default false;
${CREATED_USERS_BACKFILL}`,
};
