import { join } from 'node:path';
import { hashPassword } from '../../server/auth/passwords';
import { loadDatabaseConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { startServer } from '../../server/main';
import { serverEnv } from './server';
import { PASSWORD, seedOwner, type Owner } from './seed-api';
import { addActivity } from './seed-activity';
import { addMembers, type SignInUser } from './seed-members';

/**
 * The bench's data, before the measured server starts: the API part (seed-api.ts) against the
 * server started in this process on the same database (as `npm run load-check` does), then the
 * members straight into the database once that server has closed it: the embedded database
 * belongs to one process at a time, and this spares starting the server process twice.
 */
export type Seeded = Owner & {
  members: number; pendingInvitations: number; signInUsers: SignInUser[];
  /** The activity log's size, and a member with entries in it (the person filter's). */
  activityEntries: number; activityPersonId: number;
};

/** The outbox prints every mail; the seed's would bury the bench's output. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const original = console.log;
  console.log = () => {};
  try {
    return await work();
  } finally {
    console.log = original;
  }
}

export async function seed(
  dataDir: string, databaseUrl: string | null, sizes: { members: number; pendingInvitations: number; signInUsers: number; activityEntries: number },
): Promise<Seeded> {
  // No static files (STATIC_DIR points nowhere): this server only answers the seed's API calls.
  const env = { ...serverEnv(dataDir, databaseUrl, 0), PUBLIC_URL: '', STATIC_DIR: join(dataDir, 'no-portal') };
  const owner = await quietly(async () => {
    const server = await startServer(env);
    try {
      return await seedOwner(`http://127.0.0.1:${server.port}`, sizes.pendingInvitations);
    } finally {
      await server.close();
    }
  });

  const db = await openDatabase(loadDatabaseConfig(env));
  try {
    // The owner is a member already; the rest make up the count.
    const signInUsers = await addMembers(db, {
      accountId: owner.accountId, ownerId: owner.userId, count: sizes.members - 1, trusted: sizes.signInUsers,
      passwordHash: await hashPassword(PASSWORD), now: new Date(),
    });
    const [{ members }] = await db.query<{ members: number }>(
      'select count(*)::int as members from user_accounts where account_id = $1', [owner.accountId],
    );
    // An account measured only for its members (the directory part) has no activity log.
    const { personId } = sizes.activityEntries > 0
      ? await addActivity(db, { accountId: owner.accountId, ownerId: owner.userId, count: sizes.activityEntries, now: new Date() })
      : { personId: owner.userId };
    return {
      ...owner, members, pendingInvitations: sizes.pendingInvitations, signInUsers,
      activityEntries: sizes.activityEntries, activityPersonId: personId,
    };
  } finally {
    await db.close();
  }
}
