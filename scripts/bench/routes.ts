import type { Page } from 'playwright-core';
import { paths } from '../../src/routing/paths';
import { storageKeys } from '../../src/session/storage-keys';
import { appColumnTexts } from '../../src/i18n/apps';
import { activityTexts } from '../../src/i18n/activity';
import { passkeyTexts } from '../../src/i18n/security';
import { MAIN_ACCOUNT, OWNER_DEVICE, OWNER_INSTALL } from './seed-api';

/** The measured screens, and how the bench tells that each has shown its content. */
export type BenchRoute = {
  name: string;
  path: string;
  signedIn: boolean;
  /** Resolves once the screen shows what it is for (its data included), so "before interaction" has an end. */
  ready: (page: Page, context: RouteContext) => Promise<void>;
};

export type RouteContext = { memberRows: number };

const VISIBLE = { state: 'visible', timeout: 60_000 } as const;

export const ROUTES: BenchRoute[] = [
  {
    name: 'login',
    path: paths.login,
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(VISIBLE),
  },
  {
    // Three accounts, so '/' shows the choice instead of moving on by itself.
    name: 'account selection',
    path: paths.home,
    signedIn: true,
    ready: (page) => page.getByRole('button', { name: MAIN_ACCOUNT }).waitFor(VISIBLE),
  },
  {
    name: 'dashboard (apps)',
    path: paths.dashboard,
    signedIn: true,
    ready: (page) => page.getByRole('button', { name: appColumnTexts.launchName('Roster') }).waitFor(VISIBLE),
  },
  {
    // The pager's "1–10 of N" once every row has arrived.
    name: 'manage users',
    path: paths.manageUser,
    signedIn: true,
    ready: (page, { memberRows }) => page.getByText(new RegExp(`of ${memberRows}$`)).waitFor(VISIBLE),
  },
  {
    name: 'account form',
    path: paths.updateAccount,
    signedIn: true,
    ready: async (page) => {
      await page.waitForFunction(
        (name) => (document.querySelector('input[name="account_name"]') as HTMLInputElement | null)?.value === name,
        MAIN_ACCOUNT, { timeout: 60_000 },
      );
    },
  },
  {
    // The owner has no passkey: the list's own answer, once it has arrived.
    name: 'security',
    path: paths.security,
    signedIn: true,
    ready: (page) => page.getByText(passkeyTexts.none).waitFor(VISIBLE),
  },
  {
    // The newest entries of a long log, the screen's first page of them.
    name: 'activity',
    path: paths.activity,
    signedIn: true,
    ready: (page) => page.getByRole('table', { name: activityTexts.table }).locator('tbody tr').nth(1).waitFor(VISIBLE),
  },
];

/**
 * What a signed-in browser keeps (src/session/token-store.ts, selected-account.ts): "keep me
 * signed in" on, the session token in localStorage, and the chosen account for that user. The
 * portal reads these at start-up (GET auth with the token), exactly as after a reload.
 */
export type Session = { token: string; userId: number; accountId: number };

export function sessionStorageEntries(session: Session): Record<string, string> {
  return {
    [storageKeys.rememberMe]: 'true',
    [storageKeys.accessToken]: session.token,
    [storageKeys.selectedAccount]: JSON.stringify({ userId: session.userId, accountId: session.accountId }),
    // The browser signed in from: its install id and the device id it sent, as the portal keeps them.
    [storageKeys.deviceInstall]: OWNER_INSTALL,
    [storageKeys.deviceIdSent]: OWNER_DEVICE,
  };
}
