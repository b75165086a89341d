import type { DevicesResponse, MemberRow } from '../../src/api/contract';
import { homeTexts } from '../../src/i18n/shell';
import { membersTexts } from '../../src/i18n/members';
import { devicesTexts, passkeyTexts } from '../../src/i18n/security';
import { paths } from '../../src/routing/paths';
import { call, expectOk } from '../load/http';
import type { Shown } from './felt-watch';
import { MAIN_ACCOUNT, OWNER_DEVICE, accountForm, signIn } from './seed-api';

/**
 * The three screens of the felt starts: what shows the user's data on each (saved or fresh), and
 * how the bench makes the server's data differ from the copy the portal saved, so that the fresh
 * data is told apart on screen by its own text. Before each measured start the bench changes the
 * server's data to a value no earlier start has seen (a counter), so the saved copy, whichever
 * earlier start wrote it, never matches:
 * - dashboard: the account's reference is renamed (`<name> r<n>`), and the heading
 *   'Home: <reference>' shows the new one once GET auth has answered and been drawn;
 * - Manage Users: one more address is invited, and the pager's 'of <rows>' shows the new total
 *   once the members list has answered and been drawn;
 * - Security: the owner signs in once more elsewhere (through the API), and the signed-in devices
 *   list shows one session more once GET auth/devices has answered and been drawn.
 * `restore` undoes every change (the other phases expect the seeded data).
 */
export type ServerSide = { base: string; sessionToken: string; accountToken: string; email: string };
export type Screen = { name: string; path: string; saved: Shown[]; freshen: () => Promise<Shown[]> };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MEMBERS = `[aria-label="${membersTexts.tableLabel}"]`;

/** The first member row: a card with its fields below 768 px, a table row of cells above. */
export const firstMemberRow: Shown[] = [{ selector: `ul${MEMBERS} > li:has(dl)` }, { selector: `table${MEMBERS} tbody tr:has(td + td)` }];

export function feltScreens(server: ServerSide): { screens: Screen[]; restore: () => Promise<void> } {
  let renames = 0;
  const invited: string[] = [];
  const rename = async (reference: string) => {
    expectOk(await call(server.base, 'PUT', '/api/v1/account', {
      body: { ...accountForm(MAIN_ACCOUNT), account_reference: reference }, token: server.accountToken,
    }), 'rename the account reference');
  };

  const dashboard: Screen = {
    name: 'dashboard',
    path: paths.dashboard,
    saved: [{ selector: 'h1', text: `^${escape(homeTexts.header + MAIN_ACCOUNT)}` }],
    freshen: async () => {
      renames += 1;
      const reference = `${MAIN_ACCOUNT} r${renames}`;
      await rename(reference);
      return [{ selector: 'h1', text: `^${escape(homeTexts.header + reference)}$` }];
    },
  };

  const manageUsers: Screen = {
    name: 'manage users',
    path: paths.manageUser,
    saved: firstMemberRow,
    freshen: async () => {
      const email = `bench.felt.${invited.length}.${Date.now()}@example.com`;
      expectOk(await call(server.base, 'POST', '/api/v1/invitation/invite', {
        body: { emails: email, tenancy: 'STANDARD' }, token: server.accountToken,
      }), 'invite one more address');
      invited.push(email);
      const rows = expectOk(await call<MemberRow[]>(server.base, 'GET', '/api/v1/invitation/get-user-account-invitations', { token: server.accountToken }), 'the members list');
      return [{ selector: '[aria-live="polite"]', text: ` of ${rows.length}$` }];
    },
  };

  // The owner has no passkey: the section's answer is its 'none' line (or, with passkeys, their list).
  const security: Screen = {
    name: 'security',
    path: paths.security,
    saved: [{ selector: 'p', text: `^${escape(passkeyTexts.none)}$` }, { selector: `ul[aria-label="${passkeyTexts.listLabel}"]` }],
    freshen: async () => {
      await signIn(server.base, server.email, OWNER_DEVICE);
      const devices = expectOk(await call<DevicesResponse>(server.base, 'GET', `/api/v1/auth/devices?device_id=${encodeURIComponent(OWNER_DEVICE)}`, {
        token: server.sessionToken,
      }), 'the signed-in devices');
      return [{ selector: `ul[aria-label="${devicesTexts.listLabel}"] > li`, count: devices.sessions.length }];
    },
  };

  const restore = async () => {
    if (renames > 0) await rename(MAIN_ACCOUNT);
    for (const email of invited.splice(0)) {
      expectOk(await call(server.base, 'POST', '/api/v1/invitation/cancel-membership-invitation', {
        body: { email }, token: server.accountToken,
      }), 'cancel the bench\'s invitation');
    }
  };
  return { screens: [dashboard, manageUsers, security], restore };
}
