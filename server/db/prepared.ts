import { createHash } from 'node:crypto';

/*
 * PostgreSQL statements with parameters go by name, so each connection parses and plans a query
 * once instead of on every call (about half a millisecond of the server's time for the session
 * check every API call makes). The name is a hash of the text, so one name always means one text.
 *
 * Two guards. The names are bounded (SQL built at run time could otherwise grow every connection's
 * list of statements without end). And a statement whose result columns a migration by another
 * instance changed (`select *` of an altered table) fails on that connection with "cached plan must
 * not change result type": that text then runs unnamed, here, from then on.
 */
const MAX_NAMES = 500;
const names = new Map<string, string>();
const unnamed = new Set<string>();

/** The statement name for `sql`, or undefined to send it unnamed. */
export function statementName(sql: string): string | undefined {
  if (unnamed.has(sql)) return undefined;
  let name = names.get(sql);
  if (!name && names.size < MAX_NAMES) {
    name = `q${createHash('sha256').update(sql).digest('base64url').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

/** True (and the text is sent unnamed from now on) when `error` is a prepared plan gone stale. */
export function forgetStalePlan(sql: string, error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  // feature_not_supported, raised by PostgreSQL for exactly this
  if (code !== '0A000' || !String((error as Error).message).includes('cached plan')) return false;
  unnamed.add(sql);
  return true;
}
