import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scimLabels as labels, scimMessages as messages, type Product, type ScimGroupSummary, type ScimState } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { formatSavedAt } from '../../src/ui/SavedDataNotice';
import type { ApiCall } from '../support/render';
import { renderWithProviders } from '../support/render';
import { makeAccount, seedSession } from '../support/session-fixtures';

const admin = makeAccount({ id: 7, tenancy: 'ADMINISTRATOR' });
const SECRET = 'scim_3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c9e2b4d6f8a';
const PORTAL = 'https://portal.example';
const provider = {
  redirect_uri: `${PORTAL}/api/v1/sso/oidc/callback`, entity_id: `${PORTAL}/api/v1/sso/saml/metadata`,
  acs_url: `${PORTAL}/api/v1/sso/saml/acs`, metadata_url: `${PORTAL}/api/v1/sso/saml/metadata`,
};
const BASE_URL = `${PORTAL}/scim/v2`;
const CREATED_AT = '2026-11-28T09:30:00.000Z';
const apps: Product[] = [
  { id: 11, name: 'Analytics', referrer: 'analytics', url: 'https://analytics.example.com' },
  { id: 12, name: 'Billing', referrer: 'billing', url: 'https://billing.example.com' },
  { id: 13, name: 'CRM', referrer: 'crm', url: 'https://crm.example.com' },
];
const engineering: ScimGroupSummary = { id: 3, display_name: 'Engineering', member_count: 12, product_ids: [11] };
const sales: ScimGroupSummary = { id: 4, display_name: 'Sales', member_count: 1, product_ids: [] };

type World = { token: { last_four: string; created_at: string } | null; groups: ScimGroupSummary[]; conflict?: boolean };

/**
 * The server's administrator calls of directory sync, as the contract words them: one live token
 * at a time (409 while one is), revoke, and a group's apps replaced as asked.
 */
function serve(world: World) {
  const state = (): ScimState => ({ base_url: BASE_URL, token: world.token, groups: world.groups });
  return seedSession({
    accounts: [admin], selected: admin.id,
    answer: (call) => {
      if (call.path === 'account/scim' && call.method === 'GET') return [200, state()];
      if (call.path === 'account/scim/token') {
        if (world.token || world.conflict) {
          world.token ??= { last_four: 'zz99', created_at: CREATED_AT };
          return [409, { message: messages.tokenExists }];
        }
        world.token = { last_four: SECRET.slice(-4), created_at: CREATED_AT };
        return [201, { token: SECRET, base_url: BASE_URL, ...world.token }];
      }
      if (call.path === 'account/scim/token/revoke') {
        world.token = null;
        return [200, { message: messages.tokenRevoked }];
      }
      const group = /^account\/scim\/groups\/(\d+)\/apps$/.exec(call.path);
      if (group) {
        const found = world.groups.find((entry) => entry.id === Number(group[1]));
        if (!found) return [404, { message: messages.groupNotFound }];
        found.product_ids = (call.body as { product_ids: number[] }).product_ids;
        return [200, found];
      }
      if (call.path === 'product') return [200, apps];
      // The parts above it, set up with nothing yet.
      if (call.path === 'account/sso/domains') return [200, []];
      if (call.path === 'account/sso/connection') return [200, { connection: null, provider }];
      if (call.path === 'account/sso/policy') return [200, { require_sso: false, prerequisites_met: false, in_force: false }];
      return [404, { message: 'Not found' }];
    },
  });
}

const section = () => screen.findByRole('region', { name: labels.section });
const openPage = () => renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
const summary = (lastFour: string) => messages.tokenSummary(lastFour, formatSavedAt(Date.parse(CREATED_AT)));
const posts = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
/** Every value the browser keeps, in either storage. */
const stored = () =>
  [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`)).join('\n');

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

describe('Single sign-on: directory sync', () => {
  it('shows the base URL, and without a token offers to create one', async () => {
    serve({ token: null, groups: [] });
    openPage();
    const part = await section();
    expect(within(part).getByText(messages.intro)).toBeTruthy();
    expect(await within(part).findByText(BASE_URL)).toBeTruthy();
    expect(within(part).getByRole('button', { name: 'Copy base URL' })).toBeTruthy();
    expect(within(part).getByText(messages.noToken)).toBeTruthy();
    expect(within(part).getByRole('button', { name: labels.createToken })).toBeTruthy();
    expect(within(part).queryByRole('button', { name: labels.revoke })).toBeNull();
  });

  it('shows a new token once, with the note, keeps it out of storage, and after a reload only its summary', async () => {
    const world: World = { token: null, groups: [] };
    const calls = serve(world);
    openPage();
    const part = await section();
    const create = await within(part).findByRole('button', { name: labels.createToken });
    const clickedAt = Date.now();
    await userEvent.click(create);
    expect(await within(part).findByText(SECRET)).toBeTruthy();
    const tokenBox = within(part).getByRole('group', { name: labels.token, description: messages.tokenShownOnce });
    expect(within(tokenBox).getByRole('button', { name: 'Copy token' })).toBeTruthy();
    // The button pressed is gone: the focus is on the new token, not lost to the page's start.
    expect(document.activeElement).toBe(tokenBox);
    expect(await within(part).findByText(summary(SECRET.slice(-4)))).toBeTruthy();
    expect(posts(calls, 'account/scim/token')[0].authorization).toBe('Bearer account-token-7');

    // The saved query cache is written on a throttle (1 s) after each change of the cache, the
    // token's arrival and the refreshed state among them: a save made after the click is there,
    // and the last one has had its time.
    const cacheKey = `${storageKeys.queryCachePrefix}1`;
    const savedAt = () => (JSON.parse(localStorage.getItem(cacheKey) ?? '{}') as { timestamp?: number }).timestamp ?? 0;
    await waitFor(() => expect(savedAt()).toBeGreaterThanOrEqual(clickedAt), { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stored()).not.toContain(SECRET);
    // Still on screen meanwhile: until the person leaves or reloads.
    expect(within(part).getByText(SECRET)).toBeTruthy();

    cleanup();
    serve(world);
    openPage();
    const again = await section();
    expect(await within(again).findByText(summary(SECRET.slice(-4)))).toBeTruthy();
    expect(within(again).queryByText(SECRET)).toBeNull();
    expect(within(again).queryByText(messages.tokenShownOnce)).toBeNull();
    expect(within(again).queryByRole('button', { name: labels.createToken })).toBeNull();
  });

  it('revokes the token only once the question is answered', async () => {
    const world: World = { token: { last_four: 'a1b2', created_at: CREATED_AT }, groups: [] };
    const calls = serve(world);
    openPage();
    const part = await section();
    await within(part).findByText(summary('a1b2'));

    await userEvent.click(within(part).getByRole('button', { name: labels.revoke }));
    let question = await screen.findByRole('alertdialog', { name: 'Revoke SCIM token' });
    expect(within(question).getByText(messages.revokeConfirm)).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(calls, 'account/scim/token/revoke')).toHaveLength(0);

    await userEvent.click(within(part).getByRole('button', { name: labels.revoke }));
    question = await screen.findByRole('alertdialog', { name: 'Revoke SCIM token' });
    await userEvent.click(within(question).getByRole('button', { name: labels.revoke }));
    expect(await screen.findByText(messages.tokenRevoked)).toBeTruthy();
    expect(posts(calls, 'account/scim/token/revoke')).toHaveLength(1);
    expect(await within(part).findByText(messages.noToken)).toBeTruthy();
    expect(within(part).getByRole('button', { name: labels.createToken })).toBeTruthy();
  });

  it("says so when another token is live (409), and shows that one's summary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ token: null, groups: [], conflict: true });
    openPage();
    const part = await section();
    await userEvent.click(await within(part).findByRole('button', { name: labels.createToken }));
    expect(await screen.findByText(messages.tokenExists)).toBeTruthy();
    expect(await within(part).findByText(summary('zz99'))).toBeTruthy();
    expect(within(part).queryByText(messages.tokenShownOnce)).toBeNull();
  });

  it('says what to expect while no group is pushed', async () => {
    serve({ token: null, groups: [] });
    openPage();
    const part = await section();
    expect(await within(part).findByText(messages.noGroups)).toBeTruthy();
    expect(within(part).getByRole('heading', { level: 3, name: labels.groups })).toBeTruthy();
    expect(within(part).queryByRole('list', { name: labels.groups })).toBeNull();
  });

  it('lists each pushed group with its members and apps, and saves the apps chosen', async () => {
    const world: World = { token: null, groups: [engineering, sales].map((group) => ({ ...group })) };
    const calls = serve(world);
    openPage();
    const list = await within(await section()).findByRole('list', { name: labels.groups });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Engineering')).toBeTruthy();
    expect(within(items[0]).getByText(`${labels.members}: 12`)).toBeTruthy();
    expect(within(items[1]).getByText('Sales')).toBeTruthy();

    const form = within(list).getByRole('form', { name: 'Engineering' });
    const select = within(form).getByRole('combobox', { name: labels.groupApps });
    expect(await within(form).findByText('Analytics')).toBeTruthy();

    await userEvent.click(select);
    await userEvent.type(select, 'CRM');
    await userEvent.keyboard('{Enter}');
    expect(within(form).getByText('CRM')).toBeTruthy();
    expect(posts(calls, 'account/scim/groups/3/apps')).toHaveLength(0);

    // A choice begun in another group, not saved.
    const salesForm = within(list).getByRole('form', { name: 'Sales' });
    const salesSelect = within(salesForm).getByRole('combobox', { name: labels.groupApps });
    await userEvent.click(salesSelect);
    await userEvent.type(salesSelect, 'Billing');
    await userEvent.keyboard('{Enter}');

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.groupAppsSaved)).toBeTruthy();
    expect(posts(calls, 'account/scim/groups/3/apps').map((call) => call.body)).toEqual([{ product_ids: [11, 13] }]);
    expect(posts(calls, 'account/scim/groups/4/apps')).toHaveLength(0);
    expect(world.groups[0].product_ids).toEqual([11, 13]);
    // The state refreshed after the save; the other group's choice stays, still to be saved.
    await waitFor(() => expect(calls.filter((call) => call.path === 'account/scim')).toHaveLength(2));
    expect(within(salesForm).getByText('Billing')).toBeTruthy();
  });

  it('says so when a group was deleted by the provider meanwhile, and drops it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const world: World = { token: null, groups: [{ ...sales }] };
    serve(world);
    openPage();
    const list = await within(await section()).findByRole('list', { name: labels.groups });
    world.groups = [];
    await userEvent.click(within(within(list).getByRole('form', { name: 'Sales' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.groupNotFound)).toBeTruthy();
    expect(await within(await section()).findByText(messages.noGroups)).toBeTruthy();
  });
});
