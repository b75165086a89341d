import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { isUniqueViolation } from '../../server/db/errors';
import { openPgliteThread } from '../../server/db/pglite-thread';

/** The embedded database on its own thread (server/db/pglite-thread.ts), as the server opens it. */
describe('the embedded database on a thread of its own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-thread-'));
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteThread(join(dir, 'db'));
    await db.exec('create table notes (id serial primary key, body text not null unique, at timestamptz, tags int[])');
  }, 60_000);
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers queries with their parameters and types as the in-thread database does', async () => {
    const at = new Date('2026-12-01T10:00:00.000Z');
    const [row] = await db.query<{ id: number; body: string; at: Date; tags: number[] }>(
      'insert into notes (body, at, tags) values ($1, $2, $3) returning id, body, at, tags', ['first', at, [1, 2]],
    );
    expect(row).toEqual({ id: expect.any(Number), body: 'first', at, tags: [1, 2] });
  });

  it('commits a transaction that resolves and rolls back one that throws, with the error as thrown', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['kept']);
    });
    await expect(db.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['dropped']);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    const bodies = (await db.query<{ body: string }>('select body from notes order by id')).map((note) => note.body);
    expect(bodies).toContain('kept');
    expect(bodies).not.toContain('dropped');
  });

  it('passes a database error on with its SQLSTATE, so a duplicate reads as one', async () => {
    const duplicate = await db.query('insert into notes (body) values ($1)', ['first']).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect((duplicate as Error).message).toMatch(/duplicate key/);
    // The database goes on answering after a refused statement and after a rolled-back transaction.
    await expect(db.transaction((tx) => tx.query('insert into notes (body) values ($1)', ['first']))).rejects.toMatchObject({ code: '23505' });
    expect(await db.query<{ n: number }>('select count(*)::int as n from notes')).toEqual([{ n: 2 }]);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticking = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await db.query('select count(*) from generate_series(1, 4000000)');
    const took = performance.now() - started;
    clearInterval(ticking);
    expect(took, 'a statement long enough to tell').toBeGreaterThan(150);
    expect(longestGap).toBeLessThan(took / 2);
  });
});
