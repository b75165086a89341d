import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

type Template = { dir: string; tar: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** A new, empty PGlite cluster, as a directory and as `dumpDataDir`'s tar file: saved-cluster.ts. */
    pgliteTemplate: Template;
  }
}

/** The root holding both forms; removed whole after the last suite. */
const root = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));

async function saveNewCluster(): Promise<Template> {
  const template = { dir: join(root, 'db'), tar: join(root, 'cluster.tar') };
  const lite = await PGlite.create(template.dir);
  writeFileSync(template.tar, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
  await lite.close();
  return template;
}

// The suites that use it share one, removed after the last of them.
let shared: Promise<Template> | null = null;
let users = 0;

/**
 * Global setup of the suites that open embedded databases: one new PGlite cluster (initdb, ~5 s
 * here), kept as a directory (a portal's DATA_DIR/db) and as a tar file (an in-memory database's
 * start), which each test file's database starts from in ~1 s. The database a test gets is still
 * empty and still migrated by the test or the server, as a new one is.
 */
export default async function createPgliteTemplate(project: TestProject): Promise<() => void> {
  shared ??= saveNewCluster();
  users += 1;
  const template = await shared;
  project.provide('pgliteTemplate', template);
  return () => {
    users -= 1;
    if (users === 0) rmSync(root, { recursive: true, force: true });
  };
}
