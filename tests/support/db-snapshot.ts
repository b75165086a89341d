import type { Db } from '../../server/db/db';

/**
 * Every table of the database, each as its row count and a hash of its whole content: two equal
 * snapshots mean no row was added, removed or changed. One query per snapshot, so a proof can take
 * one before and after every request it sends.
 */
export type DbSnapshot = Record<string, { rows: number; content: string }>;

export type SnapshotOptions = {
  /** Tables left out entirely (their rows change by design on the calls being checked). */
  skip?: readonly string[];
  /** Tables whose row count is compared but not their content (a refusal may update a row by design). */
  countOnly?: readonly string[];
};

const tableNames = async (db: Db): Promise<string[]> =>
  (await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )).map((row) => row.name);

/** The snapshot of every table but `skip`; tables are read at call time, so later migrations count too. */
export async function snapshotDb(db: Db, options: SnapshotOptions = {}): Promise<DbSnapshot> {
  const skip = new Set(options.skip ?? []);
  const countOnly = new Set(options.countOnly ?? []);
  const tables = (await tableNames(db)).filter((name) => !skip.has(name));
  const parts = tables.map((name) => {
    const content = countOnly.has(name) ? `''` : `coalesce(md5(string_agg(t::text, '|' order by t::text)), '')`;
    return `select '${name}' as name, count(*)::int as rows, ${content} as content from "${name}" t`;
  });
  const rows = await db.query<{ name: string; rows: number; content: string }>(parts.join('\nunion all\n'));
  return Object.fromEntries(rows.map(({ name, ...rest }) => [name, rest]));
}
