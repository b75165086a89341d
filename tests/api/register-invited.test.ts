import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { INVITATION_STATUS, RegisterResponse, memberMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { PASSWORD, login, newDeviceId, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';
import { inviteOne, ownedAccount, products, registerInvited, rowOf } from '../support/api-members';

const EMAIL_TAKEN = 'A user profile with this email already exists.';

describe.each(dbKinds)('POST auth/register-invited-user (%s)', (kind) => {
  const api = useApiApp(kind);

  it('registers the invited address (not the body\'s), verified, on a trusted device, as a member of the account', async () => {
    const { account, owner } = await ownedAccount(api);
    const [insights, , roster] = await products(api, owner.accountToken);
    const email = uniqueEmail('Invitee');
    const token = await inviteOne(api, owner.accountToken, email, { blocked: [insights.id, roster.id] });
    const deviceId = newDeviceId();
    const users = await api.count('users');

    const response = await registerInvited(api, token, { email: 'someone.else@example.com', device_id: deviceId });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    assert(response.body, RegisterResponse);
    const { user, otpToken, userAccounts } = response.body;
    expect(user).toMatchObject({ first_name: 'Ivy', last_name: 'Invitee', email: email.toLowerCase(), is_email_verified: 1 });
    expect(otpToken).toBeNull();
    expect(decodeJwt(response.body.token)).toMatchObject({ typ: 'session', sub: String(user.id) });
    expect(userAccounts).toHaveLength(1);
    expect(userAccounts[0]).toMatchObject({ id: account.id, account_name: account.account_name, tenancy: 'STANDARD' });
    expect(await api.count('users')).toBe(users + 1);
    expect(await api.db.query('select id from users where email = $1', ['someone.else@example.com'])).toEqual([]);
    // No verification mail: the invitation is the only mail.
    expect((await api.mails(email)).map((mail) => mail.subject)).toEqual([`You are invited to join ${account.account_name}`]);

    // The registering device is trusted: signing in there goes straight in.
    expect((await login(api, { email }, deviceId)).body).toMatchObject({ login: true, verify_identity: false, verify_email: false });
    expect((await login(api, { email }, newDeviceId())).body).toMatchObject({ login: false, verify_identity: true });

    const row = await rowOf(api, owner.accountToken, email);
    expect(row).toMatchObject({ user_id: user.id, first_name: 'Ivy', status: INVITATION_STATUS.ACCEPTED, tenancy: 'STANDARD' });
    expect(row?.packages.map((p) => p.isAllowed)).toEqual([false, true, false]);

    // Used up: a second registration with the same token is refused.
    expect(await registerInvited(api, token, { device_id: newDeviceId() })).toMatchObject({ status: 400, body: { message: memberMessages.invitationInvalid } });
  });

  it('joins as an administrator when invited as one', async () => {
    const { owner } = await ownedAccount(api);
    const token = await inviteOne(api, owner.accountToken, uniqueEmail(), { tenancy: 'ADMINISTRATOR' });
    const response = await registerInvited(api, token);
    assert(response.body, RegisterResponse);
    const accountToken = response.body.userAccounts[0].user_account_token;
    expect((await api.get('user/administrators', accountToken)).status).toBe(200);
  });

  it('409 when the address has a profile by now; nothing is created and the invitation stays open', async () => {
    const { owner } = await ownedAccount(api);
    const email = uniqueEmail();
    const token = await inviteOne(api, owner.accountToken, email);
    const user = await registerVerifiedUser(api, { email });
    const users = await api.count('users');
    expect(await registerInvited(api, token)).toMatchObject({ status: 409, body: { message: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } } });
    expect(await api.count('users')).toBe(users);
    expect((await rowOf(api, owner.accountToken, email))?.status).toBe(INVITATION_STATUS.PENDING);
    // The profile's owner accepts signed in instead.
    expect((await api.post('invitation/accept-invitation', { invitationToken: token }, user.token)).status).toBe(200);
  });

  it('needs the invitation token as bearer, and a valid form', async () => {
    const { owner } = await ownedAccount(api);
    const token = await inviteOne(api, owner.accountToken, uniqueEmail());
    const form = { first_name: 'Ivy', last_name: 'Invitee', email: uniqueEmail(), password: PASSWORD, device_id: newDeviceId() };
    expect(await api.post('auth/register-invited-user', form)).toMatchObject({ status: 400, body: { message: memberMessages.tokenMissing } });
    expect(await api.post('auth/register-invited-user', form, owner.token)).toMatchObject({ status: 400, body: { message: memberMessages.invitationInvalid } });
    expect(await registerInvited(api, token, { password: 'short' })).toMatchObject({
      status: 400, body: { errors: { password: 'Password must be at least 8 characters' } },
    });
    expect((await registerInvited(api, token)).status).toBe(200);
  });
});
