import { metaDates, textColumn as text, type FilterColumn, type FilterMap, type FilterValues } from './filter-sql';
import { ACTIVE_SQL, EMAILS_SQL, USER_SCHEMA } from './scim-users';

/*
 * The User attributes a filter may compare, as SQL over listScimUsers' tables (su: scim_users,
 * with the attributes as written; ua, u: the member; i: a pending one's invitation), by lower-cased
 * path. What toScimUser shows, each from where it reads it: when the storage changes, this map
 * changes with it, and /Schemas follows.
 */

const written = (path: string) => `(su.attributes #>> '{${path}}')`;

/** The emails as toScimUser shows them (the address as the work one when none were written). */
const emails: FilterValues = {
  type: 'values',
  where: (condition) => `exists (select 1 from jsonb_array_elements(${EMAILS_SQL}) e(v) where ${condition})`,
  sub: new Map<string, FilterColumn>([
    ['value', text("(e.v->>'value')")],
    ['type', text("(e.v->>'type')")],
    ['primary', { type: 'boolean', sql: "(case when jsonb_typeof(e.v->'primary') = 'boolean' then (e.v->>'primary')::boolean end)" }],
  ]),
};

export const USER_FILTER_MAP: FilterMap = {
  schema: USER_SCHEMA,
  attributes: new Map<string, FilterColumn | FilterValues>([
    ['id', text('su.id::text', true)],
    ['externalid', text('su.external_id', true)],
    // RFC 7643 4.1.1: userName is caseExact false; compared as sent.
    ['username', text('su.user_name')],
    ['name.givenname', text(written('name,givenName'))],
    ['name.familyname', text(written('name,familyName'))],
    ['name.formatted', text(written('name,formatted'))],
    ['displayname', text(written('displayName'))],
    ['emails', emails],
    ['active', { type: 'boolean', sql: ACTIVE_SQL }],
    ...metaDates('su'),
  ]),
};
