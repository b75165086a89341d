import { metaDates, textColumn as text, type FilterColumn, type FilterMap, type FilterValues } from './filter-sql';
import { GROUP_SCHEMA } from './scim-groups';

/*
 * The Group attributes a filter may compare, as SQL over listScimGroups' table (g: scim_groups),
 * by lower-cased path. What toScimGroup shows, each from where it reads it: when the storage
 * changes, this map changes with it, and /Schemas follows.
 */


/** The group's members, each a user resource of the account. */
const members: FilterValues = {
  type: 'values',
  where: (condition) => `exists (select 1 from scim_group_members gm
    join scim_users msu on msu.account_id = gm.account_id and msu.id = gm.scim_user_id
    left join users mu on mu.id = msu.user_id
    where gm.group_id = g.id and ${condition})`,
  sub: new Map<string, FilterColumn>([
    ['value', text('gm.scim_user_id::text', true)],
    ['display', text('coalesce(mu.email, msu.invited_email)')],
    ['type', text("'User'::text", true)],
  ]),
};

export const GROUP_FILTER_MAP: FilterMap = {
  schema: GROUP_SCHEMA,
  attributes: new Map<string, FilterColumn | FilterValues>([
    ['id', text('g.id::text', true)],
    ['externalid', text('g.external_id', true)],
    ['displayname', text('g.display_name')],
    ['members', members],
    ...metaDates('g'),
  ]),
};
