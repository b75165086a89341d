import { parseArgs } from 'node:util';
import { MAX_ID, TENANCY } from '../../src/api/contract';
import type { Tenancy } from '../accounts/memberships';
import { findTenancy, upsertMembership } from '../accounts/memberships';
import { recordActivity } from '../activity/activity-store';
import { SYSTEM_ACTOR } from '../activity/actors';
import { findUserByEmail } from '../auth/users';
import { ConfigError, loadDatabaseConfig, type Env } from '../config';
import type { Db } from '../db/db';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { isEntryPoint } from '../entry-point';

/*
 * Operator tool: puts an existing user into an existing account with a tenancy, or changes the
 * tenancy, without an invitation (an operator's repair, e.g. an account left without a usable
 * administrator).
 *
 *   npx tsx server/cli/add-member.ts --email a@b.c --account-id 3 --tenancy STANDARD
 *
 * It opens the database the server would (DATA_DIR, or DATABASE_URL). The embedded database
 * belongs to one process at a time: without DATABASE_URL, stop the server first.
 */

export const USAGE = `Usage: npx tsx server/cli/add-member.ts --email EMAIL --account-id ID --tenancy ADMINISTRATOR|STANDARD
Adds an existing user to an existing account, or changes their tenancy there.
Uses DATA_DIR or DATABASE_URL like the server; with the embedded database (no DATABASE_URL) stop the server first.`;

export type AddMemberInput = { email: string; accountId: number; tenancy: Tenancy };
export type AddMemberOutcome = 'added' | 'changed' | 'unchanged';

/** A refusal the operator can act on: printed as is, exit code 1 (2 for a usage error). */
export class AddMemberError extends Error {
  constructor(message: string, readonly exitCode: 1 | 2 = 1) {
    super(message);
    this.name = 'AddMemberError';
  }
}

export function parseAddMemberArgs(argv: string[]): AddMemberInput {
  const usage = (problem: string) => new AddMemberError(`${problem}\n${USAGE}`, 2);
  let values: { email?: string; 'account-id'?: string; tenancy?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, 'account-id': { type: 'string' }, tenancy: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw usage((error as Error).message);
  }
  const email = values.email?.trim();
  const accountId = /^\d+$/.test(values['account-id'] ?? '') ? Number(values['account-id']) : 0;
  const tenancy = parseTenancy(values.tenancy ?? '');
  if (!email) throw usage('--email is required.');
  if (accountId <= 0 || accountId > MAX_ID) throw usage('--account-id must be a positive whole number.');
  if (!tenancy) throw usage('--tenancy must be ADMINISTRATOR or STANDARD.');
  return { email, accountId, tenancy };
}

/** The invite form says "Administrators" and "Standard" (spec 6); those spellings work too. */
function parseTenancy(value: string): Tenancy | null {
  if (/^administrators?$/i.test(value)) return TENANCY.ADMINISTRATOR;
  return /^standard$/i.test(value) ? TENANCY.STANDARD : null;
}

/** Adds the membership or changes its tenancy, in one transaction with its entry in the account's activity log. */
export async function addMember(db: Db, input: AddMemberInput, now: Date = new Date()): Promise<AddMemberOutcome> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user) throw new AddMemberError(`No user has the e-mail ${input.email}; they must register first.`);
    const [account] = await tx.query<{ primary_contact_user_id: number | null }>(
      'select primary_contact_user_id from accounts where id = $1 for no key update',
      [input.accountId],
    );
    if (!account) throw new AddMemberError(`There is no account ${input.accountId}.`);
    const current = await findTenancy(tx, user.id, input.accountId);
    if (current === input.tenancy) return 'unchanged';
    // Only administrators can be primary contact (spec 6): demoting the primary contact would break that.
    if (input.tenancy === TENANCY.STANDARD && account.primary_contact_user_id === user.id) {
      throw new AddMemberError(
        `${user.email} is the primary contact of account ${input.accountId}; make another administrator the primary contact first.`,
      );
    }
    await upsertMembership(tx, { userId: user.id, accountId: input.accountId, tenancy: input.tenancy, now });
    await recordActivity(tx, {
      accountId: input.accountId, actor: SYSTEM_ACTOR, action: current ? 'user_type_changed' : 'member_added', subject: user.email,
      details: current ? `User type: ${current} → ${input.tenancy}` : `Added as ${input.tenancy}`, at: now,
    });
    return current ? 'changed' : 'added';
  });
}

const REPORTS: Record<AddMemberOutcome, string> = {
  added: 'added to account {account} as {tenancy}',
  changed: 'is now {tenancy} in account {account}',
  unchanged: 'was already {tenancy} in account {account}; nothing changed',
};

/** The command: returns the exit code and writes what happened to stdout, refusals to stderr. */
export async function runAddMember(argv: string[], env: Env = process.env, out = console.log, err = console.error): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    out(USAGE);
    return 0;
  }
  try {
    const input = parseAddMemberArgs(argv);
    const db = await openDatabase(loadDatabaseConfig(env));
    try {
      await runMigrations(db);
      const outcome = await addMember(db, input);
      out(`${input.email} ${REPORTS[outcome].replace('{account}', String(input.accountId)).replace('{tenancy}', input.tenancy)}.`);
      return 0;
    } finally {
      await db.close();
    }
  } catch (error) {
    if (error instanceof AddMemberError) {
      err(error.message);
      return error.exitCode;
    }
    err(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    return 1;
  }
}

if (isEntryPoint(import.meta.url)) void runAddMember(process.argv.slice(2)).then((code) => process.exit(code));
