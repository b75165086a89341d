import type { Filter } from 'scim2-parse-filter';
import type { Queryable } from '../db/db';
import { invalidFilter, filterSql, filterSqlLenient } from './filter-sql';
import { GROUP_FILTER_MAP } from './group-filter-map';
import type { Page } from './list-query';
import { listScimGroups, membersOf, toScimGroup } from './scim-groups';
import { listScimUsers, toScimUser } from './scim-users';
import { USER_FILTER_MAP } from './user-filter-map';

/*
 * One page of a resource type's list (RFC 7644 3.4.2), filtered in the database: what GET Users,
 * GET Groups and the searches answer with, before their projection.
 */

export type ResourcePage = { total: number; resources: Record<string, unknown>[] };
type Where = ReturnType<typeof filterSql> | null;

/** Offsets start at 0; a SCIM page at 1. */
const offsetOf = (page: Page) => page.startIndex - 1;

async function usersWhere(db: Queryable, accountId: number, where: Where, offset: number, count: number, publicUrl: string): Promise<ResourcePage> {
  const { total, rows } = await listScimUsers(db, accountId, where, offset, count);
  return { total, resources: rows.map((row) => toScimUser(row, publicUrl)) };
}

async function groupsWhere(
  db: Queryable, accountId: number, where: Where, offset: number, count: number, withMembers: boolean, publicUrl: string,
): Promise<ResourcePage> {
  const { total, rows } = await listScimGroups(db, accountId, where, offset, count);
  const members = withMembers ? await membersOf(db, rows.map((row) => row.id)) : null;
  return { total, resources: rows.map((row) => toScimGroup(row, members ? members.get(row.id) ?? [] : null, publicUrl)) };
}

export const userPage = (db: Queryable, accountId: number, filter: Filter | null, page: Page, publicUrl: string) =>
  usersWhere(db, accountId, filter && filterSql(filter, USER_FILTER_MAP, 2), offsetOf(page), page.count, publicUrl);

export const groupPage = (db: Queryable, accountId: number, filter: Filter | null, page: Page, withMembers: boolean, publicUrl: string) =>
  groupsWhere(db, accountId, filter && filterSql(filter, GROUP_FILTER_MAP, 2), offsetOf(page), page.count, withMembers, publicUrl);

/**
 * RFC 7644 3.4.2.1 and 3.4.3: a search at the root, over Users then Groups, paged as one list.
 * An attribute one type lacks matches none of that type; one that neither has is invalidFilter.
 */
export async function rootPage(
  db: Queryable, accountId: number, filter: Filter | null, page: Page, withMembers: boolean, publicUrl: string,
): Promise<ResourcePage> {
  const users = filter && filterSqlLenient(filter, USER_FILTER_MAP, 2);
  const groups = filter && filterSqlLenient(filter, GROUP_FILTER_MAP, 2);
  const neither = users && groups ? [...users.unknown].find((path) => groups.unknown.has(path)) : undefined;
  if (neither !== undefined) throw invalidFilter(`${neither.slice(0, 100)} is not an attribute a filter may compare`);
  const offset = offsetOf(page);
  const first = await usersWhere(db, accountId, users, offset, page.count, publicUrl);
  const rest = await groupsWhere(
    db, accountId, groups, Math.max(0, offset - first.total), page.count - first.resources.length, withMembers, publicUrl,
  );
  return { total: first.total + rest.total, resources: [...first.resources, ...rest.resources] };
}
