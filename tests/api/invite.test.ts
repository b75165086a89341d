import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_INVITE_BATCH, inviteMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { createAccount } from '../support/api-accounts';
import { aMinuteLater, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';
import {
  DAY_MS, accept, decline, invitationClaims, invitationTokenFor, invite, inviteOne, invitedMember, listRows, ownedAccount, products,
} from '../support/api-members';

const MAIL_FAILED = 'The email could not be sent. Please try again in a moment.';

describe.each(dbKinds)('POST invitation/invite (%s)', (kind) => {
  const api = useApiApp(kind);

  afterEach(() => {
    api.setMailServerDown(false);
    vi.restoreAllMocks();
  });

  it('decides every address on its own, in the order given', async () => {
    const { account, owner } = await ownedAccount(api);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Mia', lastName: 'Member' });
    const existing = await registerVerifiedUser(api, { firstName: 'Erin', lastName: 'Existing' });
    const pending = uniqueEmail('pending');
    const canceled = uniqueEmail('canceled');
    const declined = uniqueEmail('declined');
    const expired = uniqueEmail('expired');
    await inviteOne(api, owner.accountToken, pending);
    await inviteOne(api, owner.accountToken, canceled);
    expect((await api.post('invitation/cancel-membership-invitation', { email: canceled }, owner.accountToken)).status).toBe(200);
    expect((await decline(api, await inviteOne(api, owner.accountToken, declined))).status).toBe(200);
    await inviteOne(api, owner.accountToken, expired);
    await api.db.query('update invitations set expires_at = $2 where email = $1', [expired, new Date(api.clock.now().getTime() - 60_000)]);
    const fresh = uniqueEmail('Fresh');
    // Past the one-mail-a-minute allowance of the addresses invited above.
    aMinuteLater(api);

    const response = await invite(api, owner.accountToken, [
      fresh, existing.email, 'not-an-address', fresh.toUpperCase(), member.email, pending, owner.email, canceled, declined, expired,
    ].join(',\n'));
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([
      { email: fresh, message: inviteMessages.sent },
      { email: existing.email, message: inviteMessages.sent },
      { email: 'not-an-address', message: inviteMessages.malformed },
      { email: fresh.toUpperCase(), message: inviteMessages.duplicate },
      { email: member.email, message: inviteMessages.alreadyMember },
      { email: pending, message: inviteMessages.alreadyInvited },
      { email: owner.email, message: inviteMessages.yourself },
      { email: canceled, message: inviteMessages.resent },
      { email: declined, message: inviteMessages.resent },
      { email: expired, message: inviteMessages.resent },
    ]);
    // One mail for each address invited now, none for the others.
    for (const email of [fresh, existing.email, canceled, declined, expired]) {
      expect((await api.mails(email))[0]?.subject).toBe('You are invited to join Harbourlight Analytics Ltd');
    }
    const invitationMails = async (email: string) => (await api.mails(email)).filter((mail) => mail.subject.startsWith('You are invited'));
    expect(await invitationMails(pending)).toHaveLength(1);
    expect(await invitationMails(member.email)).toHaveLength(1);
    const rows = await listRows(api, owner.accountToken);
    for (const email of [fresh.toLowerCase(), canceled, declined, expired]) {
      expect(rows.find((row) => row.email === email)).toMatchObject({ status: 0, expired: false });
    }
  });

  it('mails a link to /invitation whose token names the account and the address, from the inviter', async () => {
    const { account, owner } = await ownedAccount(api);
    const email = uniqueEmail('Mixed.Case');
    await inviteOne(api, owner.accountToken, email);
    const [mail] = await api.mails(email);
    const token = await invitationTokenFor(api, email.toLowerCase());
    expect(mail.text).toContain('Olivia Owner invited you to join the account Harbourlight Analytics Ltd');
    expect(mail.text).toContain(`http://portal.test/invitation?token=${token}`);
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.html).toContain(`href="http://portal.test/invitation?token=${token}"`);
    const claims = invitationClaims(token);
    expect(claims).toMatchObject({ account_name: account.account_name, email: email.toLowerCase(), typ: 'invitation' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7 * 24 * 60 * 60);
    // Only the hash of the link's secret is stored.
    const [row] = await api.db.query<{ secret_hash: string }>('select secret_hash from invitations where email = $1', [email.toLowerCase()]);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(token).not.toContain(row.secret_hash);
  });

  it('escapes the account name and the inviter in the mail\'s HTML', async () => {
    const admin = await registerVerifiedUser(api, { firstName: '<b>Eve</b>', lastName: 'O\'Hara' });
    const account = await createAccount(api, admin.token, { account_name: 'Tom & <Jerry>', account_type_id: 1 });
    const email = uniqueEmail();
    await inviteOne(api, account.user_account_token, email);
    const [mail] = await api.mails(email);
    expect(mail.html).toContain('&#60;b&#62;Eve&#60;/b&#62; O&#39;Hara invited you to join the account Tom &#38; &#60;Jerry&#62;');
    expect(mail.html).not.toContain('<Jerry>');
    expect(mail.subject).toBe('You are invited to join Tom & <Jerry>');
  });

  it(`answers a batch of ${MAX_INVITE_BATCH} in one call, and refuses more`, async () => {
    const { owner } = await ownedAccount(api);
    const emails = Array.from({ length: MAX_INVITE_BATCH }, (_, i) => uniqueEmail(`bulk${i}`));
    const started = Date.now();
    const response = await invite(api, owner.accountToken, emails.join('\n'));
    const elapsed = Date.now() - started;
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual(emails.map((email) => ({ email, message: inviteMessages.sent })));
    expect(elapsed).toBeLessThan(15_000);
    expect((await listRows(api, owner.accountToken)).filter((row) => row.status === 0)).toHaveLength(MAX_INVITE_BATCH);

    const tooMany = await invite(api, owner.accountToken, [...emails, uniqueEmail()].join(','));
    expect(tooMany).toMatchObject({ status: 400, body: { message: inviteMessages.tooMany, errors: { emails: inviteMessages.tooMany } } });
  });

  it('refuses an empty list, an unknown tenancy and unknown apps with 400, inviting nobody', async () => {
    const { owner } = await ownedAccount(api);
    const before = await api.count('invitations');
    expect(await invite(api, owner.accountToken, '  ')).toMatchObject({ status: 400, body: { errors: { emails: inviteMessages.emailsRequired } } });
    expect(await invite(api, owner.accountToken, ', ,')).toMatchObject({ status: 400, body: { errors: { emails: inviteMessages.emailsRequired } } });
    expect(await api.post('invitation/invite', { emails: uniqueEmail(), tenancy: 'OWNER' }, owner.accountToken))
      .toMatchObject({ status: 400, body: { errors: { tenancy: 'User type must be one of ADMINISTRATOR, STANDARD' } } });
    expect(await api.post('invitation/invite', { emails: uniqueEmail() }, owner.accountToken))
      .toMatchObject({ status: 400, body: { errors: { tenancy: inviteMessages.tenancyRequired } } });
    expect(await invite(api, owner.accountToken, uniqueEmail(), { blocked: [1, 9999] })).toMatchObject({
      status: 400, body: { message: 'These apps cannot be granted in this account: 9999.', errors: { blocked_packages: expect.any(String) } },
    });
    expect(await api.count('invitations')).toBe(before);
  });

  it('stores tenancy and blocked apps; an administrator is never blocked', async () => {
    const { owner } = await ownedAccount(api);
    const [insights, ledger] = await products(api, owner.accountToken);
    const standard = uniqueEmail('standard');
    const admin = uniqueEmail('admin');
    await inviteOne(api, owner.accountToken, standard, { blocked: [ledger.id, ledger.id] });
    // The invite form hides the apps for administrators and sends its default: everything blocked.
    await inviteOne(api, owner.accountToken, admin, { tenancy: 'ADMINISTRATOR', blocked: [insights.id, ledger.id] });
    const rows = await listRows(api, owner.accountToken);
    const allowed = (email: string) => rows.find((row) => row.email === email)?.packages.map((p) => [p.product_name, p.isAllowed]);
    expect(rows.find((row) => row.email === standard)?.tenancy).toBe('STANDARD');
    expect(allowed(standard)).toEqual([['Insights', true], ['Ledger', false], ['Roster', true]]);
    expect(rows.find((row) => row.email === admin)?.tenancy).toBe('ADMINISTRATOR');
    expect(allowed(admin)).toEqual([['Insights', true], ['Ledger', true], ['Roster', true]]);
  });

  it('blocks every app of a Standard invite that names none (spec 6: all start blocked)', async () => {
    const { owner } = await ownedAccount(api);
    const email = uniqueEmail('unnamed');
    await inviteOne(api, owner.accountToken, email);
    const row = (await listRows(api, owner.accountToken)).find((entry) => entry.email === email);
    expect(row?.packages.map((p) => p.isAllowed)).toEqual([false, false, false]);
  });

  it('a re-invite takes the new tenancy and apps, a new 7 days, and voids the old link', async () => {
    const { owner } = await ownedAccount(api);
    const [insights] = await products(api, owner.accountToken);
    const email = uniqueEmail();
    const oldToken = await inviteOne(api, owner.accountToken, email, { blocked: [insights.id] });
    api.clock.advance(8 * DAY_MS);
    expect((await listRows(api, owner.accountToken)).find((row) => row.email === email)).toMatchObject({ status: 0, expired: true });

    const again = await invite(api, owner.accountToken, email, { tenancy: 'ADMINISTRATOR' });
    expect(again.body.results).toEqual([{ email, message: inviteMessages.resent }]);
    const row = (await listRows(api, owner.accountToken)).find((candidate) => candidate.email === email);
    expect(row).toMatchObject({ status: 0, expired: false, tenancy: 'ADMINISTRATOR' });
    expect(row?.packages.every((p) => p.isAllowed)).toBe(true);
    expect(Date.parse(row?.invited_at ?? '')).toBeGreaterThan(api.clock.now().getTime() - 60_000);
    const newToken = await invitationTokenFor(api, email);
    expect(newToken).not.toBe(oldToken);
    expect(await accept(api, oldToken)).toMatchObject({ status: 400, body: { message: 'This invitation is invalid or has expired.' } });
    expect((await accept(api, newToken)).status).toBe(200);
  });

  it('a mail that cannot be sent fails only its own address, which keeps no invitation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { owner } = await ownedAccount(api);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    api.setMailServerDown(true);
    const failed = await invite(api, owner.accountToken, [first, 'broken', second, owner.email]);
    expect(failed.status).toBe(200);
    expect(failed.body.results).toEqual([
      { email: first, message: MAIL_FAILED },
      { email: 'broken', message: inviteMessages.malformed },
      { email: second, message: MAIL_FAILED },
      { email: owner.email, message: inviteMessages.yourself },
    ]);
    expect(await api.db.query('select id from invitations where email = any($1::text[])', [[first, second]])).toEqual([]);
    expect(await api.mails(first)).toEqual([]);

    api.setMailServerDown(false);
    const retried = await invite(api, owner.accountToken, [first, second]);
    expect(retried.body.results.map((result) => result.message)).toEqual([inviteMessages.sent, inviteMessages.sent]);
  });
});
