import fc from 'fast-check';
import {
  AddDomainRequest, AllowPackagesRequest, CancelMembershipRequest, CheckSubscriptionRequest, CreateAccountRequest, EmptyRequest, ForgotPasswordRequest,
  InvitationTokenRequest, InviteRequest, LaunchRequest, LinkCheckRequest, LoginRequest, OtpCheckRequest, PackageInfoRequest,
  PasskeyRegistrationRequest, PasskeyRenameRequest, PasskeySignInRequest, PasswordCheckRequest, PromotePrimaryContactRequest,
  RedeemLaunchRequest, RegisterRequest, RequireTwoStepRequest, ResetPasswordRequest, SaveConnectionRequest, SecondFactorCodeRequest, SecondFactorOptionsRequest,
  GroupAppsRequest, SecondFactorPasskeyRequest, SecondFactorRecoveryRequest, SessionPortalRequest, SetSsoPolicyRequest, SsoFinishRequest, SsoStartRequest, SubscribeRequest, TotpEnableRequest, UpdateAccountRequest,
  UpdateMeRequest, VerifyNewEmailRequest, ConfirmSignInRequest,
} from '../../src/api/contract';
import { AdminRequest } from '../../server/admin/admin-proof';
import { ScimGroupBody } from '../../server/scim/group-input';
import { ScimPatchBody } from '../../server/scim/patch-request';
import { SEARCH_SCHEMA, SearchBody } from '../../server/scim/search-request';
import { ScimUserBody } from '../../server/scim/user-input';
import { accountForm, updateForm } from './api-accounts';
import { BUSINESS_PACKAGE } from './api-members';
import { PASSWORD } from './api-users';
import { junk, oddNumber, oddString } from './fuzz-values';
import type { FuzzWorld } from './fuzz-world';

/*
 * Every route of server/app.ts, as the fuzzing sends it: the bearer it needs, its path and query
 * parameters with a valid sample of each, and its body as the contract struct names the keys,
 * with a valid sample. Keys come from the struct itself, so a field added to the contract is
 * fuzzed without touching this table.
 */

export type Bearer = 'none' | 'session' | 'account' | 'invitation' | 'unverified' | 'leaver' | 'scim';

type Keyed = { schema: unknown };
export type FuzzBody = { keys: readonly string[]; sample: (w: FuzzWorld) => Record<string, unknown>; more?: fc.Arbitrary<unknown>[] };

export type FuzzRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path with its parameters in place (each already encoded). */
  path: (params: string[]) => string;
  /** Valid samples of the path parameters, in order. */
  params?: (w: FuzzWorld) => string[];
  /** Valid samples of the query parameters. */
  query?: (w: FuzzWorld) => Record<string, string>;
  bearer: Bearer;
  /** A JSON body checked by a contract struct, or 'raw' for a body read as text (webhooks). */
  body?: FuzzBody | 'raw';
  /** The loopback admin API: the request comes from 127.0.0.1 and carries the proof of its body. */
  admin?: true;
};

/** The keys of a contract object struct (refined ones keep their object's schema). */
const keysOf = (struct: Keyed): string[] => Object.keys(struct.schema as Record<string, unknown>);
const body = (struct: Keyed, sample: FuzzBody['sample'], more?: FuzzBody['more']): FuzzBody => ({ keys: keysOf(struct), sample, more });
const api = (path: string) => () => `/api/v1/${path}`;

const otpCheck = (flow: 'verifyEmail' | 'identity' | 'reset') =>
  body(OtpCheckRequest, (w) => ({ otp: 123456, token: w[flow].otpToken, device_id: w.deviceId }));
const linkCheck = (flow: 'verifyEmail' | 'identity') => body(LinkCheckRequest, (w) => ({ token: w[flow].link, device_id: w.deviceId }));

/** The catalogue commands with odd arguments: the admin API's body is a command inside the proof's envelope. */
const adminCommand = fc.record(
  {
    command: fc.constantFrom('product add', 'product list', 'package add', 'package list', 'package-link'),
    name: junk, referrer: junk, url: junk, description: junk, priceRef: junk, productIds: fc.array(oddNumber, { maxLength: 3 }), packageId: oddNumber,
  },
  { requiredKeys: ['command'] },
).map((command) => ({ issuedAt: Date.now(), command }));

// ---- passkeys: WebAuthn answers shaped as a browser sends them, with odd bytes and client data inside ----

const b64url = (text: string | Uint8Array) => Buffer.from(text).toString('base64url');
const clientData = (type: string) => b64url(JSON.stringify({ type, challenge: b64url('fuzz challenge'), origin: 'http://portal.test' }));
const FUZZ_DEVICE = 'device-fuzz-passkeys';
/** A token no sign-in has: the fuzzing world holds no second step to name. */
const NO_SIGN_IN = b64url('no second step has this flow token');

const sampleRegistration = {
  id: b64url('fuzz credential'), rawId: b64url('fuzz credential'), type: 'public-key',
  response: { clientDataJSON: clientData('webauthn.create'), attestationObject: b64url('not an attestation'), transports: ['internal'] },
  clientExtensionResults: {},
};
const sampleAssertion = {
  id: b64url('fuzz credential'), rawId: b64url('fuzz credential'), type: 'public-key',
  response: { clientDataJSON: clientData('webauthn.get'), authenticatorData: b64url('x'.repeat(37)), signature: b64url('not a signature') },
  clientExtensionResults: {},
};

const someBytes = fc.uint8Array({ minLength: 1, maxLength: 300 }).map(b64url);
const oddClientData = fc.oneof(
  someBytes,
  fc.record(
    { type: fc.constantFrom('webauthn.get', 'webauthn.create'), challenge: oddString, origin: fc.oneof(fc.constant('http://portal.test'), oddString), crossOrigin: fc.boolean(), topOrigin: oddString },
    { requiredKeys: [] },
  ).map((data) => b64url(JSON.stringify(data))),
);
/** The credential id sometimes repeated as rawId, as browsers send it, so the checks behind that one run too. */
const credentialIds = fc.tuple(someBytes, someBytes, fc.boolean()).map(([id, other, same]) => ({ id, rawId: same ? id : other }));
const oddRegistration = fc.record({
  ids: credentialIds,
  response: fc.record({ clientDataJSON: oddClientData, attestationObject: someBytes }),
}).map(({ ids, response }) => ({ ...ids, type: 'public-key', response, clientExtensionResults: {} }));
const oddAssertion = fc.record({
  ids: credentialIds,
  response: fc.record({ clientDataJSON: oddClientData, authenticatorData: someBytes, signature: someBytes, userHandle: someBytes }, { requiredKeys: ['clientDataJSON', 'authenticatorData', 'signature'] }),
}).map(({ ids, response }) => ({ ...ids, type: 'public-key', response, clientExtensionResults: {} }));

export const fuzzRoutes: FuzzRoute[] = [
  // auth/
  {
    name: 'POST auth/register', method: 'POST', path: api('auth/register'), bearer: 'none',
    body: body(RegisterRequest, (w) => ({ first_name: 'Fuzz', last_name: 'Er', email: `fuzz.${w.deviceId}@example.com`, password: PASSWORD, device_id: w.deviceId })),
  },
  {
    name: 'POST auth/login', method: 'POST', path: api('auth/login'), bearer: 'none',
    body: body(LoginRequest, (w) => ({ email: w.owner.email, password: 'not the password', remember_me: true, device_id: w.deviceId })),
  },
  { name: 'POST auth/logout', method: 'POST', path: api('auth/logout'), bearer: 'leaver', body: body(EmptyRequest, () => ({})) },
  { name: 'GET auth', method: 'GET', path: api('auth'), bearer: 'session' },
  {
    name: 'POST auth/forgot-password', method: 'POST', path: api('auth/forgot-password'), bearer: 'none',
    body: body(ForgotPasswordRequest, () => ({ email: 'nobody.here@example.com' })),
  },
  { name: 'POST auth/verify-forgot-password-otp', method: 'POST', path: api('auth/verify-forgot-password-otp'), bearer: 'none', body: otpCheck('reset') },
  {
    name: 'POST auth/reset-password', method: 'POST', path: api('auth/reset-password'), bearer: 'none',
    body: body(ResetPasswordRequest, (w) => ({ token: w.reset.link, password: PASSWORD, confirm_password: PASSWORD, remember_me: true, device_id: w.deviceId })),
  },
  { name: 'GET auth/resend-verify-email', method: 'GET', path: api('auth/resend-verify-email'), bearer: 'unverified' },
  { name: 'POST auth/verify-email-otp', method: 'POST', path: api('auth/verify-email-otp'), bearer: 'none', body: otpCheck('verifyEmail') },
  { name: 'POST auth/verify-email', method: 'POST', path: api('auth/verify-email'), bearer: 'none', body: linkCheck('verifyEmail') },
  { name: 'POST auth/verify-identity-otp', method: 'POST', path: api('auth/verify-identity-otp'), bearer: 'none', body: otpCheck('identity') },
  { name: 'POST auth/verify-identity', method: 'POST', path: api('auth/verify-identity'), bearer: 'none', body: linkCheck('identity') },
  {
    name: 'POST auth/register-invited-user', method: 'POST', path: api('auth/register-invited-user'), bearer: 'invitation',
    body: body(RegisterRequest, (w) => ({ first_name: 'Ivy', last_name: 'Invitee', email: w.invitee, password: PASSWORD, device_id: w.deviceId })),
  },
  // auth/: passkeys
  {
    name: 'POST auth/passkeys/options', method: 'POST', path: api('auth/passkeys/options'), bearer: 'session',
    body: body(PasswordCheckRequest, () => ({ password: PASSWORD })),
  },
  {
    name: 'POST auth/passkeys', method: 'POST', path: api('auth/passkeys'), bearer: 'session',
    body: body(PasskeyRegistrationRequest, () => ({ response: sampleRegistration, name: 'Fuzzed key' }), [oddRegistration.map((response) => ({ response }))]),
  },
  {
    name: 'PUT auth/passkeys/{id}', method: 'PUT', path: ([id]) => `/api/v1/auth/passkeys/${id}`, params: () => ['1'], bearer: 'session',
    body: body(PasskeyRenameRequest, () => ({ name: 'Fuzzed key' })),
  },
  {
    name: 'POST auth/passkeys/{id}/remove', method: 'POST', path: ([id]) => `/api/v1/auth/passkeys/${id}/remove`, params: () => ['1'],
    bearer: 'session', body: body(PasswordCheckRequest, () => ({ password: PASSWORD })),
  },
  // auth/: signed-in and trusted devices. The leaver's session, so that ending sessions ends none the others use.
  { name: 'GET auth/devices', method: 'GET', path: api('auth/devices'), query: (w) => ({ device_id: w.deviceId }), bearer: 'session' },
  {
    name: 'POST auth/sessions/sign-out-others', method: 'POST', path: api('auth/sessions/sign-out-others'), bearer: 'leaver',
    body: body(EmptyRequest, () => ({})),
  },
  {
    name: 'POST auth/sessions/{id}/sign-out', method: 'POST', path: ([id]) => `/api/v1/auth/sessions/${id}/sign-out`,
    params: () => ['0123456789abcdef0123456789abcdef'], bearer: 'leaver', body: body(EmptyRequest, () => ({})),
  },
  {
    name: 'POST auth/trusted-devices/{id}/forget', method: 'POST', path: ([id]) => `/api/v1/auth/trusted-devices/${id}/forget`,
    params: () => ['1'], bearer: 'leaver', body: body(EmptyRequest, () => ({})),
  },
  { name: 'POST auth/passkey-sign-in/options', method: 'POST', path: api('auth/passkey-sign-in/options'), bearer: 'none', body: body(EmptyRequest, () => ({})) },
  {
    name: 'POST auth/passkey-sign-in', method: 'POST', path: api('auth/passkey-sign-in'), bearer: 'none',
    body: body(PasskeySignInRequest, (w) => ({ response: sampleAssertion, remember_me: true, device_id: w.deviceId }), [
      oddAssertion.map((response) => ({ response, remember_me: true, device_id: FUZZ_DEVICE })),
    ]),
  },
  {
    name: 'POST auth/verify-2fa-passkey/options', method: 'POST', path: api('auth/verify-2fa-passkey/options'), bearer: 'none',
    body: body(SecondFactorOptionsRequest, () => ({ token: NO_SIGN_IN })),
  },
  {
    name: 'POST auth/verify-2fa-passkey', method: 'POST', path: api('auth/verify-2fa-passkey'), bearer: 'none',
    body: body(SecondFactorPasskeyRequest, (w) => ({ token: NO_SIGN_IN, response: sampleAssertion, device_id: w.deviceId }), [
      oddAssertion.map((response) => ({ token: NO_SIGN_IN, response, device_id: FUZZ_DEVICE })),
    ]),
  },
  // auth/: two-step verification (the authenticator app, recovery codes, the sign-in's second step)
  { name: 'GET auth/security', method: 'GET', path: api('auth/security'), bearer: 'session' },
  {
    name: 'POST auth/totp/setup', method: 'POST', path: api('auth/totp/setup'), bearer: 'session',
    body: body(PasswordCheckRequest, () => ({ password: PASSWORD })),
  },
  {
    name: 'POST auth/totp/enable', method: 'POST', path: api('auth/totp/enable'), bearer: 'session',
    body: body(TotpEnableRequest, () => ({ otp: '123456' })),
  },
  {
    name: 'POST auth/totp/disable', method: 'POST', path: api('auth/totp/disable'), bearer: 'session',
    body: body(PasswordCheckRequest, () => ({ password: PASSWORD })),
  },
  {
    name: 'POST auth/recovery-codes', method: 'POST', path: api('auth/recovery-codes'), bearer: 'session',
    body: body(PasswordCheckRequest, () => ({ password: PASSWORD })),
  },
  {
    name: 'POST auth/verify-2fa', method: 'POST', path: api('auth/verify-2fa'), bearer: 'none',
    body: body(SecondFactorCodeRequest, (w) => ({ token: w.identity.otpToken, otp: '123456', device_id: w.deviceId })),
  },
  {
    name: 'POST auth/verify-2fa-recovery', method: 'POST', path: api('auth/verify-2fa-recovery'), bearer: 'none',
    body: body(SecondFactorRecoveryRequest, (w) => ({ token: w.identity.otpToken, recovery_code: 'abcde-fghjk', device_id: w.deviceId })),
  },
  // account/
  { name: 'POST account', method: 'POST', path: api('account'), bearer: 'session', body: body(CreateAccountRequest, () => accountForm()) },
  { name: 'PUT account', method: 'PUT', path: api('account'), bearer: 'account', body: body(UpdateAccountRequest, () => updateForm()) },
  {
    name: 'PUT account/two-step', method: 'PUT', path: api('account/two-step'), bearer: 'account',
    body: body(RequireTwoStepRequest, () => ({ require_two_step: true })),
  },
  {
    name: 'POST account/session-portal', method: 'POST', path: api('account/session-portal'), bearer: 'account',
    body: body(SessionPortalRequest, (w) => ({ account_id: w.account.id })),
  },
  {
    name: 'GET account/activity', method: 'GET', path: api('account/activity'), bearer: 'account',
    query: (w) => ({ page: '1', page_size: '50', person: String(w.owner.id) }),
  },
  // account/sso/domains: the verify route looks the record up at the fuzzing's own DNS server (fuzz-suite.ts).
  { name: 'GET account/sso/domains', method: 'GET', path: api('account/sso/domains'), bearer: 'account' },
  {
    name: 'POST account/sso/domains', method: 'POST', path: api('account/sso/domains'), bearer: 'account',
    body: body(AddDomainRequest, () => ({ domain: 'Fuzz.Example' })),
  },
  {
    name: 'POST account/sso/domains/{id}/verify', method: 'POST', path: ([id]) => `/api/v1/account/sso/domains/${id}/verify`,
    params: (w) => [String(w.ssoDomainId)], bearer: 'account', body: body(EmptyRequest, () => ({})),
  },
  {
    name: 'POST account/sso/domains/{id}/remove', method: 'POST', path: ([id]) => `/api/v1/account/sso/domains/${id}/remove`,
    params: (w) => [String(w.ssoDomainId)], bearer: 'account', body: body(EmptyRequest, () => ({})),
  },
  { name: 'GET sso/saml/metadata', method: 'GET', path: api('sso/saml/metadata'), bearer: 'none' },
  // Single sign-on: the world's addresses are at no verified domain, and no sign-in has these states or tokens.
  {
    name: 'POST auth/sso/start', method: 'POST', path: api('auth/sso/start'), bearer: 'none',
    body: body(SsoStartRequest, (w) => ({ email: w.owner.email, device_id: w.deviceId, remember_me: true })),
  },
  {
    name: 'POST auth/sso/finish', method: 'POST', path: api('auth/sso/finish'), bearer: 'none',
    body: body(SsoFinishRequest, (w) => ({ token: NO_SIGN_IN, device_id: w.deviceId })),
  },
  {
    name: 'POST auth/confirm-sign-in', method: 'POST', path: api('auth/confirm-sign-in'), bearer: 'session',
    body: body(ConfirmSignInRequest, (w) => ({ password: PASSWORD, device_id: w.deviceId })),
  },
  { name: 'GET sso/oidc/callback', method: 'GET', path: api('sso/oidc/callback'), query: () => ({ state: NO_SIGN_IN, code: 'fuzz-code' }), bearer: 'none' },
  { name: 'POST sso/saml/acs', method: 'POST', path: api('sso/saml/acs'), bearer: 'none', body: 'raw' },
  // account/sso/connection: its issuer is a closed loopback port, so a test the fuzzing runs is refused at once.
  { name: 'GET account/sso/connection', method: 'GET', path: api('account/sso/connection'), bearer: 'account' },
  {
    name: 'POST account/sso/connection', method: 'POST', path: api('account/sso/connection'), bearer: 'account',
    body: body(SaveConnectionRequest, () => ({ protocol: 'oidc', issuer: 'http://127.0.0.1:9', client_id: 'fuzz', client_secret: 'fuzz-secret' })),
  },
  { name: 'POST account/sso/connection/test', method: 'POST', path: api('account/sso/connection/test'), bearer: 'account', body: body(EmptyRequest, () => ({})) },
  { name: 'POST account/sso/connection/remove', method: 'POST', path: api('account/sso/connection/remove'), bearer: 'account', body: body(EmptyRequest, () => ({})) },
  { name: 'GET account/sso/policy', method: 'GET', path: api('account/sso/policy'), bearer: 'account' },
  {
    name: 'POST account/sso/policy', method: 'POST', path: api('account/sso/policy'), bearer: 'account',
    body: body(SetSsoPolicyRequest, () => ({ require_sso: true })),
  },
  { name: 'GET account/activity/csv', method: 'GET', path: api('account/activity/csv'), bearer: 'account', query: (w) => ({ person: String(w.owner.id) }) },
  // user/
  { name: 'GET user/administrators', method: 'GET', path: api('user/administrators'), bearer: 'account' },
  { name: 'GET user/all', method: 'GET', path: api('user/all'), bearer: 'account' },
  {
    name: 'PUT user/promote-admin-to-primary-contact', method: 'PUT', path: api('user/promote-admin-to-primary-contact'), bearer: 'account',
    body: body(PromotePrimaryContactRequest, (w) => ({ user_id: w.owner.id })),
  },
  {
    name: 'PUT user/update-me', method: 'PUT', path: api('user/update-me'), bearer: 'session',
    body: body(UpdateMeRequest, (w) => ({ first_name: 'Olivia', last_name: 'Owner', email: w.owner.email, password: PASSWORD, current_password: PASSWORD })),
  },
  { name: 'POST user/verify-new-email', method: 'POST', path: api('user/verify-new-email'), bearer: 'session', body: body(VerifyNewEmailRequest, () => ({ otp: 123456 })) },
  { name: 'POST user/resend-new-email', method: 'POST', path: api('user/resend-new-email'), bearer: 'session', body: body(EmptyRequest, () => ({})) },
  // company/
  { name: 'GET company/{search}', method: 'GET', path: ([search]) => `/api/v1/company/${search}`, params: () => ['harbour'], bearer: 'session' },
  // invitation/
  { name: 'GET invitation/get-user-account-invitations', method: 'GET', path: api('invitation/get-user-account-invitations'), bearer: 'account' },
  {
    name: 'POST invitation/invite', method: 'POST', path: api('invitation/invite'), bearer: 'account',
    body: body(InviteRequest, () => ({ emails: 'fuzz.one@example.com,fuzz.two@example.com', tenancy: 'STANDARD', blocked_packages: [1] })),
  },
  {
    name: 'POST invitation/cancel-membership-invitation', method: 'POST', path: api('invitation/cancel-membership-invitation'), bearer: 'account',
    body: body(CancelMembershipRequest, (w) => ({ email: w.owner.email })),
  },
  {
    name: 'POST invitation/allow-package-membership-invitation', method: 'POST', path: api('invitation/allow-package-membership-invitation'),
    bearer: 'account', body: body(AllowPackagesRequest, (w) => ({ email: w.invitee, packages: [1, 2], tenancy: 'STANDARD' })),
  },
  {
    name: 'POST invitation/accept-invitation', method: 'POST', path: api('invitation/accept-invitation'), bearer: 'none',
    body: body(InvitationTokenRequest, (w) => ({ invitationToken: w.invitationToken })),
  },
  {
    name: 'POST invitation/cancel-invitation', method: 'POST', path: api('invitation/cancel-invitation'), bearer: 'none',
    body: body(InvitationTokenRequest, (w) => ({ invitationToken: w.invitationToken })),
  },
  // product/
  { name: 'GET product', method: 'GET', path: api('product'), bearer: 'account' },
  {
    name: 'POST product', method: 'POST', path: api('product'), bearer: 'none',
    body: body(LaunchRequest, (w) => ({ referrer: 'insights', token: w.owner.accountToken })),
  },
  {
    name: 'POST product/redeem', method: 'POST', path: api('product/redeem'), bearer: 'none',
    body: body(RedeemLaunchRequest, (w) => ({ token: w.launchToken, referrer: 'insights' })),
  },
  // package/
  { name: 'POST package/info', method: 'POST', path: api('package/info'), bearer: 'none', body: body(PackageInfoRequest, (w) => ({ token: w.packageToken })) },
  {
    name: 'POST package/subscribe', method: 'POST', path: api('package/subscribe'), bearer: 'account',
    body: body(SubscribeRequest, (w) => ({ package_id: BUSINESS_PACKAGE, excluded_users: [w.owner.id] })),
  },
  {
    name: 'POST package/check-subscription', method: 'POST', path: api('package/check-subscription'), bearer: 'session',
    body: body(CheckSubscriptionRequest, (w) => ({ hosted_page_id: w.hostedPageId })),
  },
  { name: 'GET package/subscribed-apps', method: 'GET', path: api('package/subscribed-apps'), bearer: 'account' },
  // billing/, health
  {
    name: 'POST billing/webhook/{provider}', method: 'POST', path: ([provider]) => `/api/v1/billing/webhook/${provider}`,
    params: () => ['sandbox'], bearer: 'none', body: 'raw',
  },
  { name: 'GET health', method: 'GET', path: api('health'), bearer: 'none' },
  // The dev mailbox, the operator's admin API, the sandbox's hosted pages, the demo products.
  { name: 'GET /__dev/mail.json', method: 'GET', path: () => '/__dev/mail.json', query: (w) => ({ to: w.owner.email }), bearer: 'none' },
  { name: 'GET /__dev/mail', method: 'GET', path: () => '/__dev/mail', query: (w) => ({ to: w.owner.email }), bearer: 'none' },
  {
    name: 'POST /__admin/catalogue', method: 'POST', path: () => '/__admin/catalogue', bearer: 'none', admin: true,
    body: body(AdminRequest, () => ({ issuedAt: Date.now(), command: { command: 'product list' } }), [adminCommand]),
  },
  { name: 'GET /__sandbox/checkout/{id}', method: 'GET', path: ([id]) => `/__sandbox/checkout/${id}`, params: (w) => [w.hostedPageId], bearer: 'none' },
  {
    name: 'POST /__sandbox/checkout/{id}/cancel', method: 'POST', path: ([id]) => `/__sandbox/checkout/${id}/cancel`,
    params: (w) => [w.hostedPageId], bearer: 'none', body: 'raw',
  },
  {
    name: 'POST /__sandbox/checkout/{id}/pay', method: 'POST', path: ([id]) => `/__sandbox/checkout/${id}/pay`,
    params: (w) => [w.hostedPageId], bearer: 'none', body: 'raw',
  },
  { name: 'GET /__sandbox/portal/{token}', method: 'GET', path: ([token]) => `/__sandbox/portal/${token}`, params: (w) => [w.portalToken], bearer: 'none' },
  {
    name: 'POST /__sandbox/portal/{token}/subscriptions/{id}/cancel', method: 'POST',
    path: ([token, id]) => `/__sandbox/portal/${token}/subscriptions/${id}/cancel`,
    params: (w) => [w.portalToken, w.sandboxSubscriptionId], bearer: 'none', body: 'raw',
  },
  {
    name: 'GET /__demo/{referrer}', method: 'GET', path: ([referrer]) => `/__demo/${referrer}`, params: () => ['insights'],
    query: (w) => ({ launch_token: w.launchToken }), bearer: 'none',
  },
  // Anything else: the portal's fallback and the unknown paths' 404.
  { name: 'GET /{anything}', method: 'GET', path: ([first, second]) => `/${first}/${second}`, params: () => ['dashboard', 'profile'], bearer: 'none' },
  // A form posted without the script (the prerendered pages' fallback), then an unknown API path.
  { name: 'POST /{anything}', method: 'POST', path: ([first, second]) => `/${first}/${second}`, params: () => ['auth', 'login'], bearer: 'none', body: 'raw' },
  { name: 'POST /{anything} (an unknown API path)', method: 'POST', path: ([first]) => `/api/v1/${first}`, params: () => ['nothing'], bearer: 'none', body: 'raw' },
  // Directory sync: the administrators' calls, then SCIM's with the account's SCIM token.
  { name: 'GET account/scim', method: 'GET', path: api('account/scim'), bearer: 'account' },
  { name: 'POST account/scim/token', method: 'POST', path: api('account/scim/token'), bearer: 'account', body: body(EmptyRequest, () => ({})) },
  {
    name: 'POST account/scim/groups/{id}/apps', method: 'POST', path: ([id]) => `/api/v1/account/scim/groups/${id}/apps`,
    params: (w) => [w.scimGroupId], bearer: 'account', body: body(GroupAppsRequest, () => ({ product_ids: [1] })),
  },
  ...scimRoutes(),
  // Last: once revoked, the SCIM token opens nothing.
  { name: 'POST account/scim/token/revoke', method: 'POST', path: api('account/scim/token/revoke'), bearer: 'account', body: body(EmptyRequest, () => ({})) },
];

const SCIM_PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** /scim/v2: each resource's calls, with bodies shaped as Okta and Entra ID send them. */
function scimRoutes(): FuzzRoute[] {
  const scim = (path: string) => () => `/scim/v2/${path}`;
  const user = (w: FuzzWorld) => ({ userName: `fuzz@${w.scimDomain}`, name: { givenName: 'Fuzz', familyName: 'Person' }, externalId: 'fz1', active: true });
  const userPatch = body(ScimPatchBody, () => ({
    schemas: [SCIM_PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'True' }, { op: 'replace', value: { 'name.givenName': 'Fuzzy' } }],
  }), [fc.record({ Operations: fc.array(fc.record({ op: fc.constantFrom('add', 'Replace', 'remove', 'copy'), path: oddString, value: junk }), { maxLength: 3 }) })]);
  const groupPatch = body(ScimPatchBody, (w) => ({
    schemas: [SCIM_PATCH], Operations: [{ op: 'add', path: 'members', value: [{ value: w.scimUserId }] }, { op: 'remove', path: `members[value eq "${w.scimUserId}"]` }],
  }), [fc.record({ Operations: fc.array(fc.record({ op: fc.constantFrom('add', 'replace', 'Remove'), path: fc.constantFrom('members', 'displayName', 'members[value eq "1"]'), value: junk }), { maxLength: 3 }) })]);
  const search = (attribute: string) => body(SearchBody, () => ({
    schemas: [SEARCH_SCHEMA], filter: `${attribute} sw "fuzz" or not (meta.lastModified gt "2000-01-01")`, attributes: ['id', attribute], startIndex: 1, count: 10,
  }), [fc.record({ schemas: fc.constantFrom([SEARCH_SCHEMA], [], 'x'), filter: oddString, attributes: fc.array(oddString, { maxLength: 3 }), count: junk })]);
  const listQuery = (attribute: string) => (w: FuzzWorld) => ({ filter: `${attribute} eq "fuzz@${w.scimDomain}"`, startIndex: '1', count: '100' });
  return [
    { name: 'GET /scim/v2/ServiceProviderConfig', method: 'GET', path: scim('ServiceProviderConfig'), bearer: 'scim' },
    { name: 'GET /scim/v2/ResourceTypes', method: 'GET', path: scim('ResourceTypes'), bearer: 'scim' },
    { name: 'GET /scim/v2/ResourceTypes/{name}', method: 'GET', path: ([name]) => `/scim/v2/ResourceTypes/${name}`, params: () => ['User'], bearer: 'scim' },
    { name: 'GET /scim/v2/Schemas', method: 'GET', path: scim('Schemas'), bearer: 'scim' },
    {
      name: 'GET /scim/v2/Schemas/{id}', method: 'GET', path: ([id]) => `/scim/v2/Schemas/${id}`,
      params: () => [encodeURIComponent('urn:ietf:params:scim:schemas:core:2.0:User')], bearer: 'scim',
    },
    { name: 'GET /scim/v2/Users', method: 'GET', path: scim('Users'), query: listQuery('userName'), bearer: 'scim' },
    { name: 'GET /scim/v2/Users/{id}', method: 'GET', path: ([id]) => `/scim/v2/Users/${id}`, params: (w) => [w.scimUserId], bearer: 'scim' },
    { name: 'POST /scim/v2/Users', method: 'POST', path: scim('Users'), bearer: 'scim', body: body(ScimUserBody, user) },
    { name: 'PUT /scim/v2/Users/{id}', method: 'PUT', path: ([id]) => `/scim/v2/Users/${id}`, params: (w) => [w.scimUserId], bearer: 'scim', body: body(ScimUserBody, (w) => ({ ...user(w), userName: w.scimUserName })) },
    { name: 'PATCH /scim/v2/Users/{id}', method: 'PATCH', path: ([id]) => `/scim/v2/Users/${id}`, params: (w) => [w.scimUserId], bearer: 'scim', body: userPatch },
    { name: 'DELETE /scim/v2/Users/{id}', method: 'DELETE', path: ([id]) => `/scim/v2/Users/${id}`, params: (w) => [w.scimSpareUserId], bearer: 'scim' },
    { name: 'GET /scim/v2/Groups', method: 'GET', path: scim('Groups'), query: (w) => ({ ...listQuery('displayName')(w), excludedAttributes: 'members' }), bearer: 'scim' },
    { name: 'GET /scim/v2/Groups/{id}', method: 'GET', path: ([id]) => `/scim/v2/Groups/${id}`, params: (w) => [w.scimGroupId], bearer: 'scim' },
    { name: 'POST /scim/v2/Groups', method: 'POST', path: scim('Groups'), bearer: 'scim', body: body(ScimGroupBody, (w) => ({ displayName: 'Fuzzers', members: [{ value: w.scimUserId }] })) },
    { name: 'PUT /scim/v2/Groups/{id}', method: 'PUT', path: ([id]) => `/scim/v2/Groups/${id}`, params: (w) => [w.scimGroupId], bearer: 'scim', body: body(ScimGroupBody, (w) => ({ displayName: 'Fuzz group', members: [{ value: w.scimUserId }] })) },
    { name: 'PATCH /scim/v2/Groups/{id}', method: 'PATCH', path: ([id]) => `/scim/v2/Groups/${id}`, params: (w) => [w.scimGroupId], bearer: 'scim', body: groupPatch },
    { name: 'DELETE /scim/v2/Groups/{id}', method: 'DELETE', path: ([id]) => `/scim/v2/Groups/${id}`, params: (w) => [w.scimSpareGroupId], bearer: 'scim' },
    { name: 'POST /scim/v2/.search', method: 'POST', path: scim('.search'), bearer: 'scim', body: search('userName') },
    { name: 'POST /scim/v2/Users/.search', method: 'POST', path: scim('Users/.search'), bearer: 'scim', body: search('emails.value') },
    { name: 'POST /scim/v2/Groups/.search', method: 'POST', path: scim('Groups/.search'), bearer: 'scim', body: search('displayName') },
  ];
}

/** SCIM's routes (/scim/v2), fuzzed in a file of their own. */
export const isScimRoute = (route: FuzzRoute): boolean => route.name.includes('/scim/v2/') || route.name.includes('account/scim');

/** The identity API's routes (auth/...), fuzzed in a file of their own. */
export const isAuthRoute = (route: FuzzRoute): boolean => /^[A-Z]+ auth(\/|$)/.test(route.name);
