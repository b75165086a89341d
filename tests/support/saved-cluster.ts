import { cpSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

// The new cluster the suite's global setup saved (pglite-template.ts), when the run has one: a
// test file started alone with a project that has no such setup creates its own, only slower.

/** The saved cluster as `openPglite`'s `from`, for an in-memory database. */
export async function savedCluster(): Promise<Blob | undefined> {
  const template = inject('pgliteTemplate');
  return template ? new Blob([await readFile(template.tar)]) : undefined;
}

/** Puts a copy of the saved cluster where a server started on `dataDir` opens its embedded database. */
export function seedDataDir(dataDir: string): void {
  const template = inject('pgliteTemplate');
  if (template) cpSync(template.dir, join(dataDir, 'db'), { recursive: true });
}
