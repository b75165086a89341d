import type { Migration } from './migration';

/**
 * Whether directory sync made the portal user of a provisioned member (`created_user`): only a
 * profile it made is its to rename and re-address; a person it linked keeps their own names and
 * address. Rows from before: the directory made those whose profile has no password (as it makes
 * them, '!single-sign-on'); a profile with a password was the person's own.
 */
export const scimCreatedUsers: Migration = {
  id: '023-scim-created-users',
  sql: `
alter table scim_users add column created_user boolean not null default false;
update scim_users su set created_user = true from users u where u.id = su.user_id and u.password_hash = '!single-sign-on';
`,
};
