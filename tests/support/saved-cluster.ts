import { cpSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

// The new cluster the suite's global setup saved (pglite-template.ts), when the run has one: a
// test file started alone with a project that has no such setup creates its own, only slower.

// Read once per process: the API suite's workers run many files (and jwt-secret.test.ts opens
// several databases), and the tar is ~40 MB. PGlite only reads the Blob, so one serves every open.
let tar: Promise<Blob> | null = null;

/** The saved cluster as `openPglite`'s `from`, for an in-memory database. */
export function savedCluster(): Promise<Blob | undefined> {
  const template = inject('pgliteTemplate');
  if (!template) return Promise.resolve(undefined);
  tar ??= readFile(template.tar).then((bytes) => new Blob([bytes]));
  return tar;
}

/** Puts a copy of the saved cluster where a server started on `dataDir` opens its embedded database. */
export function seedDataDir(dataDir: string): void {
  const template = inject('pgliteTemplate');
  if (template) cpSync(template.dir, join(dataDir, 'db'), { recursive: true });
}
