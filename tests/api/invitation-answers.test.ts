import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { AcceptInvitationResponse, CurrentUserResponse, INVITATION_STATUS, memberMessages } from '../../src/api/contract';
import { addMember } from '../../server/cli/add-member';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountTokenFor } from '../support/api-accounts';
import { aMinuteLater, registerUser, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';
import { DAY_MS, accept, decline, inviteOne, listRows, ownedAccount, products, registerInvited, rowOf } from '../support/api-members';

const INVALID = { message: memberMessages.invitationInvalid };

describe.each(dbKinds)('accepting and declining an invitation (%s)', (kind) => {
  const api = useApiApp(kind);
  const status = async (email: string) =>
    (await api.db.query<{ status: number }>('select status from invitations where email = $1', [email.toLowerCase()]))[0]?.status;

  it('a signed-in invitee accepts: member with the invitation\'s tenancy and apps, and a fresh session token', async () => {
    const { account, owner } = await ownedAccount(api);
    const [, ledger] = await products(api, owner.accountToken);
    const user = await registerVerifiedUser(api, { firstName: 'Sam', lastName: 'Standard' });
    const token = await inviteOne(api, owner.accountToken, user.email, { blocked: [ledger.id] });

    const response = await accept(api, token, user.token);
    expect(response.status).toBe(200);
    assert(response.body, AcceptInvitationResponse);
    expect(response.body).toEqual({ authToken: expect.any(String), message: 'Invitation accepted successfully!' });
    expect(decodeJwt(response.body.authToken ?? '')).toMatchObject({ typ: 'session', sub: String(user.register.user.id) });

    const current = await api.get('auth', response.body.authToken);
    assert(current.body, CurrentUserResponse);
    expect(current.body.userAccounts.map((candidate) => [candidate.id, candidate.tenancy])).toEqual([[account.id, 'STANDARD']]);
    expect(await rowOf(api, owner.accountToken, user.email)).toMatchObject({
      user_id: user.register.user.id, first_name: 'Sam', status: INVITATION_STATUS.ACCEPTED, expired: false, invited_at: expect.any(String),
    });
    expect((await rowOf(api, owner.accountToken, user.email))?.packages.map((p) => p.isAllowed)).toEqual([true, false, true]);

    // Single use.
    expect(await accept(api, token, user.token)).toMatchObject({ status: 400, body: INVALID });
    expect(await decline(api, token)).toMatchObject({ status: 400, body: INVALID });
  });

  it('an existing profile must be signed in as the invited address: 401 without a session, 403 as someone else', async () => {
    const { owner } = await ownedAccount(api);
    const user = await registerVerifiedUser(api);
    const stranger = await registerVerifiedUser(api);
    const token = await inviteOne(api, owner.accountToken, user.email);

    expect(await accept(api, token)).toMatchObject({ status: 401, body: { message: memberMessages.signInToAccept } });
    expect(await accept(api, token, stranger.token)).toMatchObject({ status: 403, body: { message: memberMessages.otherEmail } });
    // An account token is not a session.
    expect(await accept(api, token, owner.accountToken)).toMatchObject({ status: 401, body: { message: memberMessages.signInToAccept } });
    expect(await status(user.email)).toBe(INVITATION_STATUS.PENDING);
    expect((await accept(api, token, user.token)).status).toBe(200);
  });

  it('accepting proves the mailbox: an unverified invitee\'s e-mail becomes verified', async () => {
    const { owner } = await ownedAccount(api);
    const user = await registerUser(api);
    const token = await inviteOne(api, owner.accountToken, user.email);
    expect((await accept(api, token, user.register.token)).status).toBe(200);
    expect((await api.get('auth', user.register.token)).body).toMatchObject({ user: { is_email_verified: 1 } });
  });

  it('without a profile the answer hands the token back for registering, and the invitation stays open', async () => {
    const { owner } = await ownedAccount(api);
    const email = uniqueEmail('newcomer');
    const token = await inviteOne(api, owner.accountToken, email);
    const response = await accept(api, token);
    expect(response.status).toBe(200);
    assert(response.body, AcceptInvitationResponse);
    expect(response.body).toEqual({ invitationToken: token, message: 'Create your user profile to accept this invitation.' });
    expect(await status(email)).toBe(INVITATION_STATUS.PENDING);
    expect((await registerInvited(api, token)).status).toBe(200);
  });

  it('a link works for 7 days: then accept, decline and register refuse it, and the row shows expired', async () => {
    const { owner } = await ownedAccount(api);
    const email = uniqueEmail('late');
    const token = await inviteOne(api, owner.accountToken, email);
    api.clock.advance(7 * DAY_MS - 60_000);
    expect(await rowOf(api, owner.accountToken, email)).toMatchObject({ status: 0, expired: false });
    api.clock.advance(2 * 60_000);
    expect(await rowOf(api, owner.accountToken, email)).toMatchObject({ status: 0, expired: true });
    expect(await accept(api, token)).toMatchObject({ status: 400, body: INVALID });
    expect(await decline(api, token)).toMatchObject({ status: 400, body: INVALID });
    expect(await registerInvited(api, token)).toMatchObject({ status: 400, body: INVALID });
  });

  it('declining makes it REJECTED: unlisted, the link dead, the address invitable again', async () => {
    const { owner } = await ownedAccount(api);
    const email = uniqueEmail('no-thanks');
    const token = await inviteOne(api, owner.accountToken, email);
    expect(await decline(api, token)).toMatchObject({ status: 200, body: { message: memberMessages.invitationDeclined } });
    expect(await status(email)).toBe(INVITATION_STATUS.REJECTED);
    expect(await rowOf(api, owner.accountToken, email)).toBeUndefined();
    expect(await accept(api, token)).toMatchObject({ status: 400, body: INVALID });
    expect(await decline(api, token)).toMatchObject({ status: 400, body: INVALID });
    // A minute later: an address gets at most one invitation mail a minute.
    aMinuteLater(api);
    await inviteOne(api, owner.accountToken, email);
    expect(await rowOf(api, owner.accountToken, email)).toMatchObject({ status: 0 });
  });

  it('an invitation canceled by an administrator stops its link', async () => {
    const { owner } = await ownedAccount(api);
    const email = uniqueEmail();
    const token = await inviteOne(api, owner.accountToken, email);
    expect(await api.post('invitation/cancel-membership-invitation', { email }, owner.accountToken))
      .toMatchObject({ status: 200, body: { message: memberMessages.invitationCanceled } });
    expect(await accept(api, token)).toMatchObject({ status: 400, body: INVALID });
    expect(await registerInvited(api, token)).toMatchObject({ status: 400, body: INVALID });
  });

  it('refuses forged, tampered and foreign tokens with 400, and a missing one with the field\'s message', async () => {
    const { owner } = await ownedAccount(api);
    const token = await inviteOne(api, owner.accountToken, uniqueEmail());
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherRow = Buffer.from(JSON.stringify({ ...claims, inv: Number(claims.inv) + 1 })).toString('base64url');
    for (const forged of [`${header}.${otherRow}.${signature}`, `${token.slice(0, -3)}abc`, owner.token, owner.accountToken, 'x'.repeat(40)]) {
      expect(await accept(api, forged)).toMatchObject({ status: 400, body: INVALID });
      expect(await decline(api, forged)).toMatchObject({ status: 400, body: INVALID });
    }
    expect(await api.post('invitation/accept-invitation', {}, null)).toMatchObject({ status: 400, body: { errors: { invitationToken: 'Token is required' } } });
  });

  it('someone made a member meanwhile keeps their membership; the invitation is used up', async () => {
    const { account, owner } = await ownedAccount(api);
    const user = await registerVerifiedUser(api);
    const token = await inviteOne(api, owner.accountToken, user.email, { tenancy: 'STANDARD' });
    await addMember(api.db, { email: user.email, accountId: account.id, tenancy: 'ADMINISTRATOR' });
    expect((await accept(api, token, user.token)).status).toBe(200);
    expect((await api.get('user/administrators', await accountTokenFor(api, user.token, account.id))).status).toBe(200);
    expect(await status(user.email)).toBe(INVITATION_STATUS.ACCEPTED);
    expect((await listRows(api, owner.accountToken)).filter((row) => row.email === user.email)).toHaveLength(1);
  });
});
