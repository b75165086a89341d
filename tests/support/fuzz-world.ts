import type { CreatedScimToken, FlowTokenResponse, SessionPortalResponse, SsoDomain, SubscribeResponse } from '../../src/api/contract';
import { openSession } from '../../server/auth/sessions';
import { sessionToken } from '../../server/routes/auth-flow';
import type { TestApi } from './api-app';
import { packageToken } from './api-catalogue';
import { launched } from './api-launcher';
import { BUSINESS_PACKAGE, inviteOne, ownedAccount } from './api-members';
import { scim } from './api-scim';
import { login, newDeviceId, registerUser, registerVerifiedUser } from './api-users';
import { uniqueEmail } from './unique-email';

/**
 * What the route fuzzing needs so that each route's body is what gets fuzzed, not its bearer: live
 * tokens of every kind, and a valid value for every field that names something (a flow token, a
 * checkout, an invitation), so that the fuzzed variants of a valid body reach the code behind the
 * checks. Tokens a route uses up on success (a code, a link) are simply used up: later runs get
 * the refusal, which must write nothing either.
 */
export type FuzzWorld = Awaited<ReturnType<typeof buildFuzzWorld>>;

/** The one session the fuzzing lets a route end (logout): renewed whenever it was ended. */
async function freshSession(api: TestApi, userId: number): Promise<string> {
  const session = await openSession(api.db, { userId, deviceId: null, rememberMe: true, now: api.clock.now(), proofs: ['password'] });
  return sessionToken(api.services, session);
}

export async function buildFuzzWorld(api: TestApi) {
  const { account, owner } = await ownedAccount(api);
  const invitee = uniqueEmail('fuzz-invitee');
  const invitationToken = await inviteOne(api, owner.accountToken, invitee);

  // An unverified user: their session, and the code and link of their e-mail verification.
  const unverified = await registerUser(api);
  const verifyEmail = { otpToken: unverified.register.otpToken ?? '', link: (await api.latestMail(unverified.email)).linkToken };

  // A verified user on a new device: the code and link of identity verification.
  const traveller = await registerVerifiedUser(api);
  const identityLogin = await login(api, traveller, newDeviceId());
  const identity = { otpToken: identityLogin.body.otpToken ?? '', link: (await api.latestMail(traveller.email)).linkToken };

  // Someone who forgot their password: the reset flow token and the mailed link.
  const forgetful = await registerVerifiedUser(api);
  const forgot = await api.post<FlowTokenResponse>('auth/forgot-password', { email: forgetful.email });
  const reset = { otpToken: forgot.body.token, link: (await api.latestMail(forgetful.email)).linkToken };

  const checkout = await api.post<SubscribeResponse>('package/subscribe', { package_id: BUSINESS_PACKAGE, excluded_users: [] }, owner.accountToken);
  const hostedPageId = checkout.body.data.access_url.split('/').pop() ?? '';
  const portal = await api.post<SessionPortalResponse>('account/session-portal', { account_id: account.id }, owner.accountToken);
  const portalToken = portal.body.access_url.split('/').pop() ?? '';
  const [subscription] = await api.db.query<{ id: string }>('select id from sandbox_subscriptions limit 1');

  const ssoDomain = await api.post<SsoDomain>('account/sso/domains', { domain: 'fuzz-verify.example' }, owner.accountToken);

  // Directory sync: a verified domain, the SCIM token, two provisioned people and two groups (one of each for DELETE).
  const scimDomain = 'fuzz-scim.example';
  await api.db.query(
    'insert into sso_domains (account_id, domain, token, created_at, verified_at) values ($1, $2, $3, $4, $4)',
    [account.id, scimDomain, 'fuzz', api.clock.now()],
  );
  const scimToken = (await api.post<CreatedScimToken>('account/scim/token', {}, owner.accountToken)).body.token;
  const scimUserName = `pat@${scimDomain}`;
  const scimUserId = String((await scim(api, 'POST', '/Users', scimToken, { userName: scimUserName, name: { givenName: 'Pat' } })).body.id);
  const scimSpareUserId = String((await scim(api, 'POST', '/Users', scimToken, { userName: `spare@${scimDomain}` })).body.id);
  const scimGroupId = String((await scim(api, 'POST', '/Groups', scimToken, { displayName: 'Fuzz team', members: [{ value: scimUserId }] })).body.id);
  const scimSpareGroupId = String((await scim(api, 'POST', '/Groups', scimToken, { displayName: 'Spare team' })).body.id);

  const leaver = await registerVerifiedUser(api);
  let leaverToken = await freshSession(api, leaver.register.user.id);

  return {
    account, owner, invitee, invitationToken, unverified, verifyEmail, identity, reset, forgetful,
    packageToken: await packageToken(api, { id: BUSINESS_PACKAGE, name: 'Business' }),
    launchToken: (await launched(api, owner.accountToken, 'insights')).token,
    hostedPageId, portalToken, ssoDomainId: ssoDomain.body.id, sandboxSubscriptionId: subscription?.id ?? 'sub_none',
    deviceId: newDeviceId(),
    scimDomain, scimUserName,
    /** The SCIM token, each call a tenth of a second later: the token's per-minute allowance never cuts a run short. */
    scimToken: () => {
      api.clock.advance(100);
      return scimToken;
    }, scimUserId, scimSpareUserId, scimGroupId, scimSpareGroupId,
    /** The session logout may end. */
    leaverToken: () => leaverToken,
    renewLeaver: async () => {
      leaverToken = await freshSession(api, leaver.register.user.id);
    },
  };
}
