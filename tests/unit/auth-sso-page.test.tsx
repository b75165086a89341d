import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SSO_FAILURE_REASONS, ssoSignInLabels, ssoSignInMessages, type SsoFinishResponse, type User,
} from '../../src/api/contract';
import { GuestOnly } from '../../src/app/guards';
import { LoginPage } from '../../src/features/auth/LoginPage';
import { SsoSignInPage } from '../../src/features/auth/SsoSignInPage';
import { useSession } from '../../src/session/SessionProvider';
import { storageKeys } from '../../src/session/storage-keys';
import { stubLocationAssign } from '../support/billing-fixtures';
import { renderWithProviders, stubApi, type ApiCall } from '../support/render';
import { expectSaidOnce } from '../support/said-once';
import { fakeJwt, makeAccount } from '../support/session-fixtures';

const PROVIDER_URL = 'https://idp.acme.test/authorize?client_id=portal&state=s-0123456789';
const SSO_TOKEN = 'sso-finish-token-0123456789abcdef';
const SESSION_TOKEN = fakeJwt({ sub: '9' });
const person: User = { id: 9, first_name: 'Grace', last_name: 'Hopper', email: 'grace@acme.test', is_email_verified: 1 };
const acme = makeAccount({ id: 31, account_name: 'Acme' });
const other = makeAccount({ id: 32, account_name: 'Other' });
const finishAnswer = (overrides: Partial<SsoFinishResponse> = {}): SsoFinishResponse => ({
  user: person, token: SESSION_TOKEN, userAccounts: [other, acme], account_id: acme.id, remember_me: true, ...overrides,
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const form = () => screen.getByRole('form', { name: ssoSignInLabels.title });
const continueButton = () => screen.getByRole('button', { name: ssoSignInLabels.continue });
const finishes = (calls: ApiCall[]) => calls.filter((call) => call.path === 'auth/sso/finish');

/** What the session has chosen, as the signed-in screens read it. */
function ChosenAccount() {
  const { selectedAccount } = useSession();
  return <output aria-label="chosen account">{selectedAccount?.account_name ?? ''}</output>;
}

/** The page as the app routes it: behind the guest-only guard, which moves a signed-in person on. */
const routed = (route: string) =>
  renderWithProviders(
    <>
      <GuestOnly>
        <SsoSignInPage />
      </GuestOnly>
      <ChosenAccount />
    </>,
    { route, strict: true },
  );

/** Holds POST auth/sso/finish until `release()`; the fetch stub installed before still answers. */
function holdFinish(): { release: () => void } {
  const answer = globalThis.fetch;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/auth/sso/finish')) await released;
      return answer(input, init);
    }),
  );
  return { release };
}

async function startWith(email: string) {
  await userEvent.type(field(ssoSignInLabels.email), email);
  await userEvent.click(continueButton());
}

describe('the login page', () => {
  it("links to 'Sign in with SSO'", () => {
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    expect(screen.getByRole('link', { name: ssoSignInLabels.link }).getAttribute('href')).toBe('/auth/sso');
  });
});

describe('SsoSignInPage: starting', () => {
  it('shows its heading, the intro, the form and the way back to the password sign-in', () => {
    renderWithProviders(<SsoSignInPage />, { route: '/auth/sso' });
    expect(screen.getByRole('heading', { level: 1, name: ssoSignInLabels.title })).toBeTruthy();
    expect(screen.getByText(ssoSignInMessages.intro)).toBeTruthy();
    expect(within(form()).getByLabelText(ssoSignInLabels.email)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Keep me signed in' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: ssoSignInLabels.backToLogin }).getAttribute('href')).toBe('/auth/login');
  });

  it('checks the address as the login form does, and sends nothing until it is one', async () => {
    const calls = stubApi(() => [500, {}]);
    renderWithProviders(<SsoSignInPage />, { route: '/auth/sso' });
    await userEvent.click(continueButton());
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await startWith('grace@');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends the browser to the provider's address, saying so, with the button busy", async () => {
    const assign = stubLocationAssign();
    const calls = stubApi(() => [200, { redirect_url: PROVIDER_URL }]);
    renderWithProviders(<SsoSignInPage />, { route: '/auth/sso' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await startWith(' grace@acme.test ');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_URL));
    expect((await screen.findByText(ssoSignInMessages.redirecting)).closest('[role=status]')).not.toBeNull();
    expect(within(form()).getByRole('button', { busy: true })).toBeTruthy();
    expect(calls).toEqual([
      {
        path: 'auth/sso/start',
        method: 'POST',
        body: { email: 'grace@acme.test', remember_me: false, device_id: 'test-device-0001' },
        authorization: null,
      },
    ]);
  });

  it("shows the server's refusal in the form and keeps the address typed", async () => {
    const assign = stubLocationAssign();
    stubApi(() => [400, { message: ssoSignInMessages.notSetUp }]);
    renderWithProviders(<SsoSignInPage />, { route: '/auth/sso' });
    await startWith('grace@example.com');

    expect((await within(form()).findByRole('alert')).textContent).toContain(ssoSignInMessages.notSetUp);
    await expectSaidOnce(ssoSignInMessages.notSetUp);
    expect(field(ssoSignInLabels.email).value).toBe('grace@example.com');
    expect(screen.queryByText(ssoSignInMessages.redirecting)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('never sends the browser to an address that is not a web page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocationAssign();
    stubApi(() => [200, { redirect_url: 'javascript:alert(1)' }]);
    renderWithProviders(<SsoSignInPage />, { route: '/auth/sso' });
    await startWith('grace@acme.test');
    expect((await within(form()).findByRole('alert')).textContent).toContain('Something went wrong');
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses at once offline, as the login form does, and keeps the address', async () => {
    const calls = stubApi(() => [200, { redirect_url: PROVIDER_URL }]);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<SsoSignInPage />, { route: '/auth/sso' });
      await startWith('grace@acme.test');
      expect((await within(form()).findByRole('alert')).textContent).toContain('You are offline');
      expect(field(ssoSignInLabels.email).value).toBe('grace@acme.test');
      expect(calls).toHaveLength(0);
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('SsoSignInPage: back from the provider with a token', () => {
  it('drops the token from the address at once, signs in once, chooses the account and lands on /dashboard', async () => {
    const calls = stubApi((call) => (call.path === 'auth/sso/finish' ? [200, finishAnswer()] : [404, {}]));
    const held = holdFinish();
    const view = routed(`/auth/sso?sso_token=${SSO_TOKEN}`);

    expect((await screen.findByText(ssoSignInMessages.finishing)).closest('[role=status]')).not.toBeNull();
    expect(screen.queryByLabelText(ssoSignInLabels.email)).toBeNull();
    await waitFor(() => expect(view.currentPath()).toBe('/auth/sso'));
    expect(view.history.some((path) => path.includes(SSO_TOKEN))).toBe(false);

    held.release();
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    // Replaced, not pushed: Back does not return to the page that traded the token.
    expect(view.history).toEqual(['/dashboard']);
    expect(screen.getByRole('status', { name: 'chosen account' }).textContent).toBe('Acme');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(SESSION_TOKEN);
    expect(JSON.parse(localStorage.getItem(storageKeys.selectedAccount) ?? 'null')).toEqual({ userId: person.id, accountId: acme.id });
    expect(finishes(calls)).toEqual([
      { path: 'auth/sso/finish', method: 'POST', body: { token: SSO_TOKEN, device_id: 'test-device-0001' }, authorization: null },
    ]);
  });

  it("keeps the session for this tab only when the person did not ask to stay signed in", async () => {
    stubApi((call) => (call.path === 'auth/sso/finish' ? [200, finishAnswer({ remember_me: false })] : [404, {}]));
    const view = routed(`/auth/sso?sso_token=${SSO_TOKEN}`);
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe(SESSION_TOKEN);
    expect(localStorage.getItem(storageKeys.rememberMe)).toBe('false');
    expect(screen.getByRole('status', { name: 'chosen account' }).textContent).toBe('Acme');
  });

  it('shows a refused trade with the form to start again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubApi(() => [400, { message: ssoSignInMessages.otherDevice }]);
    const view = routed(`/auth/sso?sso_token=${SSO_TOKEN}`);

    expect((await screen.findByRole('alert')).textContent).toContain(ssoSignInMessages.otherDevice);
    // Above the form only: not also in a toast.
    await expectSaidOnce(ssoSignInMessages.otherDevice);
    expect(within(form()).getByLabelText(ssoSignInLabels.email)).toBeTruthy();
    expect(view.currentPath()).toBe('/auth/sso');
    expect(finishes(calls)).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});

describe('SsoSignInPage: back from the provider with a failure', () => {
  const failureFor = async (query: string) => {
    renderWithProviders(<SsoSignInPage />, { route: `/auth/sso?${query}` });
    const alert = await screen.findByRole('alert');
    // Above the form, which stays to start again.
    expect(within(form()).getByLabelText(ssoSignInLabels.email)).toBeTruthy();
    return alert.textContent;
  };

  for (const reason of SSO_FAILURE_REASONS.filter((known) => known !== 'email_domain')) {
    it(`says why for '${reason}'`, async () => {
      expect(await failureFor(`sso_error=${reason}`)).toBe(ssoSignInMessages.failures[reason]);
    });
  }

  it('names the domain the provider cannot sign in', async () => {
    expect(await failureFor('sso_error=email_domain&domain=example.org')).toBe(
      'This provider cannot sign in addresses at example.org.',
    );
  });

  it('repeats from the address only a domain, and only a short one', async () => {
    expect(await failureFor(`sso_error=email_domain&domain=${encodeURIComponent('call +1 555 0100 now')}`)).toBe(
      ssoSignInMessages.emailDomain('this domain'),
    );
  });

  it('caps a long domain at the longest a domain can be', async () => {
    const long = `${'a'.repeat(300)}.com`;
    expect(await failureFor(`sso_error=email_domain&domain=${long}`)).toBe(ssoSignInMessages.emailDomain('a'.repeat(253)));
  });

  it("shows the provider's failure for a reason it does not know, never the reason's text", async () => {
    const text = await failureFor(`sso_error=${encodeURIComponent('Your account is locked, call 555')}`);
    expect(text).toBe(ssoSignInMessages.failures.provider);
  });
});
