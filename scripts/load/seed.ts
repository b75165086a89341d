import { randomBytes } from 'node:crypto';
import { call, expectOk } from './http';

/**
 * A realistic account to read from, made through the API as the portal makes it: an owner who
 * registers and verifies by code (from the dev mailbox), an account, `invitations` invited
 * addresses of whom `members` register from their invitation mail, and a paid sandbox
 * subscription so the apps list has rows.
 */
export type Seeded = { accountToken: string; ownerEmail: string; memberEmails: string[]; rows: number; apps: number; notes: string[] };

const PASSWORD = 'correct horse battery';
const BATCH = 100;

type Mail = { text: string };
async function newestMail(base: string, to: string): Promise<string> {
  const mails = expectOk(await call<Mail[]>(base, 'GET', `/__dev/mail.json?to=${encodeURIComponent(to)}`), 'the dev mailbox (outbox mailer needed)');
  if (!mails[0]) throw new Error(`no mail to ${to}`);
  return mails[0].text;
}

const accountForm = {
  account_name: 'Load Check Ltd', account_reference: 'Load Check Ltd', account_type_id: 1, phone_number: '+44 20 7946 0000',
  country: 'GB', address_1: '1 Load Street', city: 'Leeds', postal_code: 'LS1 4AB',
};

export async function seedAccount(base: string, invitations: number, members: number): Promise<Seeded> {
  const run = randomBytes(4).toString('hex');
  const notes: string[] = [];
  const ownerEmail = `load.owner.${run}@example.com`;
  const deviceId = `load-device-${run}`;
  const registered = expectOk(await call<{ otpToken: string }>(base, 'POST', '/api/v1/auth/register', {
    body: { first_name: 'Load', last_name: 'Owner', email: ownerEmail, password: PASSWORD, device_id: deviceId },
  }), 'register the owner');
  const code = Number(/Your code is (\d{6})\./.exec(await newestMail(base, ownerEmail))?.[1]);
  const { token: session } = expectOk(await call<{ token: string }>(base, 'POST', '/api/v1/auth/verify-email-otp', {
    body: { otp: code, token: registered.otpToken, device_id: deviceId },
  }), "verify the owner's e-mail");
  const account = expectOk(await call<{ id: number; user_account_token: string }>(base, 'POST', '/api/v1/account', {
    body: accountForm, token: session,
  }), 'create the account', 201);
  const accountToken = account.user_account_token;

  const invitees = Array.from({ length: invitations }, (_, index) => `load.member.${run}.${index}@example.com`);
  for (let start = 0; start < invitees.length; start += BATCH) {
    const answer = await call<{ results: { message: string }[] }>(base, 'POST', '/api/v1/invitation/invite', {
      body: { emails: invitees.slice(start, start + BATCH).join(','), tenancy: 'STANDARD' }, token: accountToken,
    });
    if (answer.status !== 200) notes.push(`invite batch ${start / BATCH + 1}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }

  const memberEmails: string[] = [];
  for (const email of invitees.slice(0, members)) {
    const token = /\/invitation\?token=([A-Za-z0-9_.-]+)/.exec(await newestMail(base, email).catch(() => ''))?.[1];
    const joined = token && await call(base, 'POST', '/api/v1/auth/register-invited-user', {
      body: { first_name: 'Member', last_name: email.split('@')[0], email, password: PASSWORD, device_id: `load-${email}` }, token,
    });
    if (joined && joined.status === 200) memberEmails.push(email);
    else notes.push(`member ${email} did not register: ${joined ? `${joined.status} ${JSON.stringify(joined.body)}` : 'no invitation mail'}`);
  }

  await subscribeInSandbox(base, session, accountToken, notes);
  const rows = (await call<unknown[]>(base, 'GET', '/api/v1/invitation/get-user-account-invitations', { token: accountToken })).body;
  const apps = (await call<unknown[]>(base, 'GET', '/api/v1/package/subscribed-apps', { token: accountToken })).body;
  return { accountToken, ownerEmail, memberEmails, rows: Array.isArray(rows) ? rows.length : 0, apps: Array.isArray(apps) ? apps.length : 0, notes };
}

/** The Business package (id 2 in the demo catalogue), paid on the sandbox's hosted checkout, when the server uses the sandbox. */
async function subscribeInSandbox(base: string, session: string, accountToken: string, notes: string[]): Promise<void> {
  const started = await call<{ data: { access_url: string } }>(base, 'POST', '/api/v1/package/subscribe', {
    body: { package_id: 2, excluded_users: [] }, token: accountToken,
  });
  const checkout = started.status === 200 ? /\/__sandbox\/checkout\/([^/?#]+)/.exec(started.body.data.access_url)?.[1] : undefined;
  if (!checkout) {
    notes.push(`no sandbox checkout (${started.status}): the apps list stays empty`);
    return;
  }
  await call(base, 'POST', `/__sandbox/checkout/${checkout}/pay`, { redirect: 'manual' });
  const confirmed = await call(base, 'POST', '/api/v1/package/check-subscription', { body: { hosted_page_id: checkout }, token: session });
  if (confirmed.status !== 200) notes.push(`subscription not confirmed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
}
