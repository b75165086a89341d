/** What every query helper needs: run SQL with positional parameters ($1, $2, ...). */
export interface Queryable {
  /** Rows of a query. Use only int, text, boolean, timestamptz columns (or cast): bigint differs between drivers. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** One or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The database: embedded PGlite or a PostgreSQL pool, same SQL for both. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
