import { metaDates, textColumn as text, type FilterColumn, type FilterMap, type FilterValues } from './filter-sql';
import { USER_SCHEMA } from './scim-users';

/*
 * The User attributes a filter may compare, as SQL over listScimUsers' tables (su: scim_users,
 * ua: user_accounts, u: users), by lower-cased path. What toScimUser shows, each from where it
 * reads it: when the storage changes, this map changes with it, and /Schemas follows.
 */

const fullName = "trim(u.first_name || ' ' || u.last_name)";

/** The user's one address, shown as a work address that is primary. */
const emails: FilterValues = {
  type: 'values',
  where: (condition) => `exists (select 1 from (select u.email as value, 'work'::text as type, true as "primary") e where ${condition})`,
  sub: new Map<string, FilterColumn>([
    ['value', text('e.value')],
    ['type', text('e.type')],
    ['primary', { type: 'boolean', sql: 'e."primary"' }],
  ]),
};

export const USER_FILTER_MAP: FilterMap = {
  schema: USER_SCHEMA,
  attributes: new Map<string, FilterColumn | FilterValues>([
    ['id', text('su.user_id::text', true)],
    ['externalid', text('su.external_id', true)],
    // RFC 7643 4.1.1: userName is caseExact false.
    ['username', text('u.email')],
    ['name.givenname', text('u.first_name')],
    ['name.familyname', text('u.last_name')],
    ['name.formatted', text(fullName)],
    ['displayname', text(fullName)],
    ['emails', emails],
    ['active', { type: 'boolean', sql: '(ua.suspended_at is null)' }],
    ...metaDates('su'),
  ]),
};
