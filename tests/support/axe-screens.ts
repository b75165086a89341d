import type { Locator, Page } from 'playwright-core';
import { ssoConnectionMessages } from '../../src/api/contract';
import { chooseAccountType } from './account-steps';
import type { AxeWorld } from './axe-world';
import { memberRow } from './member-steps';
import { appCode, confirmPasswordIn, setupKeyIn } from './two-step-steps';
import { chooseProtocol } from './sso-steps';

/**
 * The screens and dialogs the accessibility walk audits, in the order a person could reach them.
 * `visit` brings the page to the state to audit: a route opened afresh, or a step on from the state
 * the previous screen left (a dialog opened, a select's options shown). Forms are audited with
 * their errors showing, submitted empty: error markup is where missing labels and descriptions hide.
 * A screen marked `eachViewport` is visited again after each change of size (the menu's toggle,
 * which the width resets).
 */
export type Screen = {
  name: string;
  visit: (page: Page) => Promise<void>;
  leave?: (page: Page) => Promise<void>;
  eachViewport?: boolean;
  /** What the pointer rests on while audited (hover colours); the corner otherwise. */
  hover?: (page: Page) => Locator;
};

type Find = (page: Page) => Locator;

const button = (name: string): Find => (page) => page.getByRole('button', { name, exact: true });
const text = (value: string): Find => (page) => page.getByText(value, { exact: true });
const heading: Find = (page) => page.getByRole('heading', { level: 1 });
const alert: Find = (page) => page.getByRole('alert');
const dialog = (name: string): Find => (page) => page.getByRole('dialog', { name });
const alertDialog: Find = (page) => page.getByRole('alertdialog');

/**
 * Goes to `path` inside the running portal, as its own links do (history and wouter's listener):
 * a full load per screen would cost the walk most of its time. A page not yet on the portal loads it.
 */
async function open(page: Page, path: string): Promise<void> {
  const here = page.url().startsWith('http') ? new URL(page.url()) : null;
  // The same address again would change nothing: load it, so the screen starts afresh.
  if (!here || `${here.pathname}${here.search}` === path) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A route, ready once `ready` shows. `load`: the address is loaded afresh, as a link from outside is. */
const at = (name: string, path: string, ready: Find, load = false): Screen => ({
  name,
  visit: async (page) => {
    await (load ? page.goto(path) : open(page, path));
    await ready(page).first().waitFor();
  },
});

/** A step on from where the previous screen left the page. */
const then = (name: string, visit: Screen['visit'], leave?: Screen['leave']): Screen => ({ name, visit, leave });

/** A route whose form is submitted empty; ready once its first error shows. */
const submittedEmpty = (name: string, path: string, submit: string, firstError: string): Screen => ({
  name: `${name} with errors`,
  hover: button(submit),
  visit: async (page) => {
    await open(page, path);
    await button(submit)(page).click();
    await text(firstError)(page).first().waitFor();
  },
});

/** Opens a react-select by its label and waits for its options. */
async function openSelect(page: Page, scope: Page | Locator, label: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').first().waitFor();
}

/** An address of the portal from a mailed or printed link. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export function signedOutScreens(world: AxeWorld): Screen[] {
  return [
    submittedEmpty('login', '/auth/login', 'Sign in', 'Email is required'),
    // The launcher link is read as the page loads, as it does coming from a product.
    at('login after a refused launcher link', '/auth/login?token=not-a-portal-token&referrer=roster', alert, true),
    submittedEmpty('sign in with SSO', '/auth/sso', 'Continue', 'Email is required'),
    // The failure is read as the page loads, as it does coming back from the provider.
    at('sign in with SSO after a failure', '/auth/sso?sso_error=email_domain&domain=example.org', alert, true),
    submittedEmpty('register', '/auth/register', 'Create Profile', 'First Name is required'),
    submittedEmpty('forgot password', '/auth/forgot-password', 'Reset Password', 'Email is required'),
    submittedEmpty('reset code', '/auth/verify-otp?token=axe', 'Verify OTP Code', 'OTP is required'),
    submittedEmpty('reset password', '/auth/reset-password?token=axe', 'Reset Password', 'Password is required'),
    at('reset password without its token', '/auth/reset-password', alert),
    at('verify e-mail message', '/auth/verify-email-message', button('Send OTP Email')),
    submittedEmpty('verify e-mail code', '/auth/verify-email-otp?token=axe', 'Verify Email', 'OTP is required'),
    submittedEmpty('verify identity code', '/auth/verify-identity-otp?token=axe', 'Verify Identity', 'OTP is required'),
    submittedEmpty('two-step verification', '/auth/verify-2fa?token=axe-two-step-token&methods=totp,passkey', 'Verify', 'Code from the app is required'),
    then('two-step verification by recovery code', async (page) => {
      await button('Use a recovery code')(page).click();
      await page.locator('input[name="recovery_code"]').waitFor();
    }),
    at('e-mail link refused', '/auth/verify-email?token=axe', button('Retry')),
    at('identity link refused', '/auth/verify-identity?token=axe', button('Retry')),
    at('invitation', pathOf(world.invitationLink), text('Axe Works')),
    then('register from the invitation', async (page) => {
      await button('Accept Invitation')(page).click();
      await page.getByText('You were invited with this e-mail address.').waitFor();
    }),
    at('invitation without its token', '/invitation', alert),
    at('subscribe link refused', '/subscribe?token=axe', alert),
    at('checkout failure', '/failure-checkout', heading),
    at('not found', '/no/such/page', heading),
    at('server error', '/500', heading),
  ];
}

/** The side menu toggled: on a phone it opens over the page, on a wide screen it collapses. */
const menuToggled: Screen = {
  name: 'menu toggled',
  eachViewport: true,
  visit: async (page) => {
    // The width decides first (collapsed up to 1024 px); the toggle then turns that around.
    const wide = (page.viewportSize()?.width ?? 0) > 1024;
    const toggle = (expanded: boolean) => page.locator(`[aria-label="Toggle menu"][aria-expanded="${expanded}"]`);
    await toggle(wide).click();
    await toggle(!wide).waitFor();
  },
};

const offline = then(
  'offline',
  async (page) => {
    await page.context().setOffline(true);
    await page.getByText('You are offline', { exact: false }).waitFor();
  },
  async (page) => {
    await page.context().setOffline(false);
    await page.getByText('You are offline', { exact: false }).waitFor({ state: 'hidden' });
  },
);

const manageUsers = (world: AxeWorld) => at('manage users', '/dashboard/manage-user', (page) => memberRow(page, world.canceledEmail));
const activity = at('activity', '/dashboard/activity', (page) =>
  page.getByRole('table', { name: 'Account activity' }).or(page.getByRole('list', { name: 'Account activity' })).getByText('Invitation canceled'));
/**
 * Single sign-on: the Domains part with a refusal under its field, a domain with the record to
 * create (each visit adds one of its own), and the dialog that asks before removing it; then the
 * Connection part's states.
 */
const ssoScreens: Screen[] = [
  at('single sign-on', '/dashboard/sso', button('Add domain')),
  then('single sign-on, a public domain refused', async (page) => {
    await page.getByRole('textbox', { name: 'Domain' }).fill('gmail.com');
    await button('Add domain')(page).click();
    await text('Public e-mail domains such as gmail.com cannot be added.')(page).waitFor();
  }),
  then('single sign-on, a domain with its record', async (page) => {
    await page.getByRole('textbox', { name: 'Domain' }).fill(`axe-${Date.now()}.example`);
    await button('Add domain')(page).click();
    await page.getByRole('button', { name: 'Copy record value' }).first().waitFor();
  }),
  then(
    'single sign-on, remove domain dialog',
    async (page) => {
      await page.getByRole('button', { name: /^Remove axe-/ }).first().click();
      await alertDialog(page).getByRole('button', { name: 'Remove' }).waitFor();
    },
    async (page) => {
      await page.keyboard.press('Escape');
      await alertDialog(page).waitFor({ state: 'detached' });
    },
  ),
  // The Connection part: refusals under its fields, a SAML connection whose provider is not there, and its remove dialog.
  then('single sign-on, connection refused', async (page) => {
    const card = page.getByRole('region', { name: 'Connection' });
    await chooseProtocol(card, 'OpenID Connect');
    await card.getByRole('textbox', { name: 'Issuer URL' }).fill('http://login.example.com');
    await card.getByRole('textbox', { name: 'Client ID' }).fill('');
    await button('Save connection')(page).click();
    await text(ssoConnectionMessages.urlNotHttps('Issuer URL'))(page).waitFor();
  }),
  then('single sign-on, a SAML connection the provider of which is not reached', async (page) => {
    const card = page.getByRole('region', { name: 'Connection' });
    await chooseProtocol(card, 'SAML 2.0');
    await card.getByRole('textbox', { name: 'Metadata URL' }).fill('http://127.0.0.1:9/metadata');
    await button('Save connection')(page).click();
    await button('Test connection')(page).click();
    await text('The provider could not be reached.')(page).waitFor();
  }),
  then(
    'single sign-on, remove connection dialog',
    async (page) => {
      await button('Remove connection')(page).click();
      await alertDialog(page).getByRole('button', { name: 'Remove' }).waitFor();
    },
    async (page) => {
      await page.keyboard.press('Escape');
      await alertDialog(page).waitFor({ state: 'detached' });
    },
  ),
  // Directory sync: a new SCIM token shown once, and the dialog that asks before revoking it.
  then('single sign-on, a new SCIM token', async (page) => {
    await button('Create SCIM token')(page).click();
    await text('Copy the token now: it is shown only once.')(page).waitFor();
  }),
  then(
    'single sign-on, revoke token dialog',
    async (page) => {
      await button('Revoke')(page).click();
      await alertDialog(page).getByRole('button', { name: 'Revoke' }).waitFor();
    },
    async (page) => {
      await page.keyboard.press('Escape');
      await alertDialog(page).waitFor({ state: 'detached' });
    },
  ),
];

/** The whole Security screen: its own settings and, read in a call of their own, the devices. */
const securityReady: Find = (page) => page.getByRole('list', { name: 'Your signed-in devices' });

/** Security: the setup dialog with its error, the recovery codes shown once, and turning the app off. */
const securityScreens: Screen[] = [
  at('security', '/dashboard/security', securityReady),
  then('authenticator app setup, the password with its error', async (page) => {
    await button('Set up authenticator app')(page).click();
    const setup = page.getByRole('dialog');
    await setup.getByRole('button', { name: 'Continue', exact: true }).click();
    await setup.getByText('Password is required').first().waitFor();
  }),
  then('authenticator app setup with errors', async (page) => {
    const setup = page.getByRole('dialog');
    await confirmPasswordIn(setup);
    await setupKeyIn(setup);
    await setup.getByRole('button', { name: 'Turn on', exact: true }).click();
    await setup.getByText('Code from the app is required').first().waitFor();
  }),
  then('recovery codes', async (page) => {
    const setup = page.getByRole('dialog');
    await setup.locator('input[name="otp"]').fill(appCode(await setupKeyIn(setup)));
    await setup.getByRole('button', { name: 'Turn on', exact: true }).click();
    await dialog('Recovery codes')(page).getByRole('button', { name: 'I have saved them' }).waitFor();
  }),
  then(
    'turning the authenticator app off',
    async (page) => {
      await dialog('Recovery codes')(page).getByRole('button', { name: 'I have saved them' }).click();
      await dialog('Recovery codes')(page).waitFor({ state: 'detached' });
      await button('Turn off')(page).click();
      await page.getByRole('dialog').locator('input[name="password"]').waitFor();
    },
    async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  ),
];

export function standardMemberScreens(): Screen[] {
  return [
    at('dashboard', '/dashboard', button('Launch Insights')),
    menuToggled,
    at('products', '/dashboard/products', button('Launch Insights')),
    at('packages', '/dashboard/packages', heading),
    at('profile', '/dashboard/profile', button('Update User Profile')),
    at('security', '/dashboard/security', securityReady),
    at('manage users, administrators only', '/dashboard/manage-user', text('Only administrators can manage users.')),
    at('activity, administrators only', '/dashboard/activity', text("Only administrators can see the account's activity.")),
    at('single sign-on, administrators only', '/dashboard/sso', text('Only administrators can set up single sign-on.')),
    at('account, administrators only', '/dashboard/update-account', text('Only administrators can change this account.')),
    at('manage subscription, administrators only', '/dashboard/manage-subscription', text('Only administrators can manage the subscription of this account.')),
  ];
}

export function administratorScreens(world: AxeWorld): Screen[] {
  return [
    at('account selection', '/', button('Axe Labs')),
    at('dashboard', '/dashboard', button('Launch Insights')),
    menuToggled,
    offline,
    then('manage subscription modal', async (page) => {
      await page.getByRole('button', { name: 'Manage Subscriptions' }).click();
      await dialog('Manage Subscription')(page).frameLocator('iframe').getByRole('button', { name: 'Cancel subscription' }).waitFor();
    }),
    at('products', '/dashboard/products', button('Launch Insights')),
    at('packages', '/dashboard/packages', heading),
    at('manage subscription page', '/dashboard/manage-subscription', heading),
    activity,
    ...ssoScreens,
    manageUsers(world),
    then('invite modal with errors, user type open', async (page) => {
      await page.getByRole('button', { name: 'Invite Members' }).click();
      const invite = dialog('Invite members')(page);
      await invite.getByRole('button', { name: 'Invite', exact: true }).click();
      await invite.getByText('Email cannot be blank').waitFor();
      await openSelect(page, invite, 'User Type');
    }),
    then('invite results modal', async (page) => {
      const invite = dialog('Invite members')(page);
      const stamp = Date.now();
      // A click beside the select closes its options (Escape would close the dialog too).
      await invite.getByRole('heading').click();
      await invite.getByLabel('Emails').fill(`one.${stamp}@example.com, two.${stamp}@example.com`);
      await invite.getByRole('button', { name: 'Invite', exact: true }).click();
      await dialog('You Just Invited!')(page).getByRole('button', { name: 'close', exact: true }).waitFor();
    }),
    manageUsers(world),
    then('edit member modal', async (page) => {
      await page.getByRole('button', { name: `Edit ${world.memberEmail}` }).click();
      await dialog('Edit Membership')(page).getByRole('checkbox', { name: 'Insights' }).waitFor();
    }),
    {
      ...then('cancel membership dialog', async (page) => {
        await dialog('Edit Membership')(page).getByRole('button', { name: 'Cancel', exact: true }).click();
        await dialog('Edit Membership')(page).waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: `Cancel Membership ${world.memberEmail}` }).click();
        await alertDialog(page).getByRole('button', { name: 'Yes' }).waitFor();
      }),
      // The red confirm button, hovered.
      hover: (page) => alertDialog(page).getByRole('button', { name: 'Yes' }),
    },
    then('reinvite dialog', async (page) => {
      await alertDialog(page).getByRole('button', { name: 'No' }).click();
      await alertDialog(page).waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Reinvite ${world.canceledEmail}` }).click();
      await alertDialog(page).getByRole('button', { name: 'Yes' }).waitFor();
    }),
    at('update account', '/dashboard/update-account', button('Change primary contact')),
    // The world's accounts have one administrator: the dialog says to invite another instead of a list.
    then('change primary contact, no other administrator', async (page) => {
      await page.getByRole('button', { name: 'Change primary contact' }).click();
      const change = dialog('Change Primary Contact')(page);
      await change.getByRole('button', { name: 'Go to Manage Users' }).waitFor();
    }),
    at('update account', '/dashboard/update-account', button('Update')),
    then('update account with errors', async (page) => {
      await page.locator('input[name="account_name"]').fill('');
      await page.locator('input[name="phone_number"]').fill('');
      await button('Update')(page).click();
      await text('Account Name is required')(page).waitFor();
    }),
    submittedEmpty('create account', '/create-account', 'Create', 'Account Name is required'),
    then('company lookup suggestions', async (page) => {
      await chooseAccountType(page, 'Registered Company');
      await page.locator('input[name="account_name"]').pressSequentially('Ltd', { delay: 30 });
      await page.getByRole('listbox', { name: 'Company suggestions' }).getByRole('option').first().waitFor();
    }),
    then('other organisation, company country open', async (page) => {
      await page.keyboard.press('Escape');
      await chooseAccountType(page, 'Other');
      await openSelect(page, page, 'Company Country');
      // A few countries rather than 195: the same markup, audited in a fraction of the time.
      await page.keyboard.type('United');
    }),
    at('profile', '/dashboard/profile', button('Update User Profile')),
    then('profile with errors', async (page) => {
      await page.locator('input[name="first_name"]').fill('');
      await page.locator('input[name="password"]').fill('short');
      await button('Update User Profile')(page).click();
      await text('First Name is required')(page).waitFor();
    }),
    then(
      'profile saved, success toast',
      async (page) => {
        await page.locator('input[name="first_name"]').fill('Olive');
        await page.locator('input[name="password"]').fill('');
        await button('Update User Profile')(page).click();
        await page.getByText('User Profile Updated Successfully!').waitFor();
        // A toast waits while the window is not focused: it stays for the audit, however slow.
        await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      },
      async (page) => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      },
    ),
    at('redirect to an unknown product', '/redirect?referrer=no-such-product', (page) => page.getByText('Wrong referrer', { exact: false })),
    at('checkout return refused', '/sandbox/success?id=axe', (page) => page.getByRole('link', { name: 'Go to Home' })),
    then(
      'subscribe package, exclude users open',
      async (page) => {
        await open(page, pathOf(world.packageLink));
        await openSelect(page, page, 'Exclude Users');
      },
      // Cancel forgets the package, or account selection would keep sending the user back here.
      async (page) => {
        await page.keyboard.press('Escape');
        await button('Cancel')(page).click();
        await page.waitForURL((url) => url.pathname === '/dashboard');
      },
    ),
    ...securityScreens,
  ];
}
