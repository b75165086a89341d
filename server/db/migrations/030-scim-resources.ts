import type { Migration } from './migration';

/**
 * Each SCIM user becomes the directory's own resource, with an id of its own (issue 52): a person
 * outside the account's verified domains is provisioned as a pending invitation, before any
 * portal user or membership exists for them.
 *
 * scim_users.id: the resource's SCIM id, unique per account. Rows from before keep the id they
 * were answered with (their user id); new ones take the sequence, which starts past every id
 * given so far.
 * scim_users.user_id: null while the resource is a pending invitation; set when it is accepted.
 * scim_users.invited_email: the address the resource's invitation went to, while user_id is null.
 * scim_users.user_name: userName as the provider sent it, unique per account whatever its case
 * (RFC 7643 4.1.1, caseExact false).
 * scim_users.attributes: the readWrite attributes as the provider wrote them (scim/user-attributes.ts).
 * The rows from before get the name, displayName and address their answers showed.
 *
 * scim_group_members names the member by its SCIM id (scim_user_id); user_id is the member's
 * portal user, null while the member is a pending invitation, so that app grants
 * (members/app-access.ts) reach only members.
 */
export const scimResources: Migration = {
  id: '030-scim-resources',
  sql: `
alter table scim_group_members drop constraint scim_group_members_account_id_user_id_fkey;
alter table scim_group_members drop constraint scim_group_members_pkey;
alter table scim_users drop constraint scim_users_pkey;

create sequence scim_users_id_seq;
alter table scim_users add column id integer;
update scim_users set id = user_id;
select setval('scim_users_id_seq', greatest(1, (select max(id) from scim_users)));
alter table scim_users alter column id set default nextval('scim_users_id_seq'), alter column id set not null;
alter sequence scim_users_id_seq owned by scim_users.id;
alter table scim_users add primary key (account_id, id);

alter table scim_users alter column user_id drop not null;
alter table scim_users add constraint scim_users_user_once unique (account_id, user_id);
alter table scim_users add column invited_email text;
alter table scim_users add constraint scim_users_one_person check ((user_id is null) <> (invited_email is null));
create unique index scim_users_invited_once on scim_users (account_id, invited_email) where invited_email is not null;

alter table scim_users add column user_name text;
alter table scim_users add column attributes jsonb not null default '{}'::jsonb;
update scim_users su set user_name = u.email,
  attributes = jsonb_build_object(
    'name', jsonb_build_object('givenName', u.first_name, 'familyName', u.last_name, 'formatted', trim(u.first_name || ' ' || u.last_name)),
    'displayName', trim(u.first_name || ' ' || u.last_name),
    'emails', jsonb_build_array(jsonb_build_object('value', u.email, 'type', 'work', 'primary', true)))
  from users u where u.id = su.user_id;
alter table scim_users alter column user_name set not null;
create unique index scim_users_user_name_once on scim_users (account_id, lower(user_name));

alter table scim_group_members add column scim_user_id integer;
update scim_group_members set scim_user_id = user_id;
alter table scim_group_members alter column scim_user_id set not null, alter column user_id drop not null;
alter table scim_group_members add primary key (group_id, scim_user_id);
alter table scim_group_members add constraint scim_group_members_resource
  foreign key (account_id, scim_user_id) references scim_users (account_id, id) on delete cascade;
alter table scim_group_members add constraint scim_group_members_user
  foreign key (account_id, user_id) references scim_users (account_id, user_id) on delete cascade;
`,
};
