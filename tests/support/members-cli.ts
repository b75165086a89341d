import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import type { RunningPortal } from './e2e-server';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

/**
 * Adds a user to an account with the operator CLI (server/cli/add-member.ts), with the server
 * stopped as the embedded database requires. Stands in for invitations until they exist.
 */
export async function addMember(
  portal: RunningPortal,
  member: { email: string; accountId: number; tenancy: 'ADMINISTRATOR' | 'STANDARD' },
): Promise<void> {
  await portal.whileStopped(async (env) => {
    await run(
      process.execPath,
      ['--import', 'tsx', 'server/cli/add-member.ts', '--email', member.email, '--account-id', String(member.accountId), '--tenancy', member.tenancy],
      { cwd: root, env },
    );
  });
}

/** The account this browser has selected, as the portal stored it. */
export async function selectedAccountId(page: Page): Promise<number> {
  const saved = await page.evaluate(
    () => localStorage.getItem('portal_selected_account') ?? sessionStorage.getItem('portal_selected_account'),
  );
  if (!saved) throw new Error('no account is selected in this browser');
  return (JSON.parse(saved) as { accountId: number }).accountId;
}
