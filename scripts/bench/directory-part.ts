import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDatabaseConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { launchBrowser } from '../../tests/support/browser';
import { call, expectOk } from '../load/http';
import { onCleanup } from './cleanup';
import { directoryStarts } from './directory';
import { healthWhileDirectoryWrites, scimToken } from './directory-load';
import type { DirectoryResult } from './directory-rows';
import { measureMemberSearch } from './search';
import { seed } from './seed';
import { ownerSession } from './seed-api';
import { serverEnv, startBenchServer } from './server';

/** The domain of the seeded members' addresses, verified for the account so its directory may provision there. */
const DIRECTORY_DOMAIN = 'example.com';

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));
const attempt = async <T>(work: () => Promise<T>): Promise<T | { error: string }> => {
  try {
    return await work();
  } catch (error) {
    return { error: message(error) };
  }
};

/**
 * Manage Users at `members` rows (issue 52), on a database of its own: seeded (timed: a write of
 * many rows in one transaction), the account's domain verified straight in the database, then the
 * phone's starts (directory.ts), the member search (search.ts) and the directory's writes beside
 * health checks (directory-load.ts), each part reported on its own when it fails.
 */
export async function measureDirectoryAt(members: number, runs: number, step: (what: string) => void): Promise<DirectoryResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-directory-'));
  onCleanup('remove the directory data', () => rmSync(dataDir, { recursive: true, force: true }));
  step(`seeding an account of ${members.toLocaleString('en-GB')} members...`);
  const seedStarted = Date.now();
  const seeded = await seed(dataDir, null, { members, pendingInvitations: 40, signInUsers: 0, activityEntries: 0 });
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const db = await openDatabase(loadDatabaseConfig(serverEnv(dataDir, null, 0)));
  try {
    await db.query(
      `insert into sso_domains (account_id, domain, token, created_at, verified_at, checked_at) values ($1, $2, 'bench', now(), now(), now())`,
      [seeded.accountId, DIRECTORY_DOMAIN],
    );
  } finally {
    await db.close();
  }
  const server = await startBenchServer(dataDir, null);
  try {
    const { session, accountToken } = await ownerSession(server.url, seeded);
    const rows = seeded.members + seeded.pendingInvitations;
    const browser = await launchBrowser();
    const closeBrowser = onCleanup('close Chromium', () => browser.close());
    const sideOfServer = { base: server.url, sessionToken: session.token, accountToken, email: seeded.email };
    const starts = await attempt(() => directoryStarts(browser, sideOfServer, session, rows, runs, step));
    step('  the member search...');
    // The starts' invitations stay in the list, canceled: the search waits for the list as it is now.
    const listed = await call<unknown[]>(server.url, 'GET', '/api/v1/invitation/get-user-account-invitations', { token: accountToken });
    const search = await attempt(() => measureMemberSearch(browser, server.url, session, { memberRows: expectOk(listed, 'the members list').length }));
    await closeBrowser();
    step('  health checks while the directory writes ten users a second...');
    const load = await attempt(async () => healthWhileDirectoryWrites(server.url, accountToken, await scimToken(server.url, accountToken), DIRECTORY_DOMAIN));
    return { members: seeded.members, rows, seedSeconds, runs, starts, search, load };
  } finally {
    await server.stop();
  }
}
