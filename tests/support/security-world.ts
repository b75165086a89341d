import { screen } from '@testing-library/react';
import { twoStepMessages, type Passkey, type UserAccount } from '../../src/api/contract';
import { storageKeys } from '../../src/session/storage-keys';
import { stubApi, type ApiCall } from './render';
import { makeAccount, TOKEN, user } from './session-fixtures';

/**
 * A stand-in for the two-step calls of the Security screen, with the state a real server keeps:
 * the passkeys, the authenticator app, the recovery codes, and the account's `needs_two_step`
 * that GET auth derives from them. Each test starts from a world of its own.
 */
export const PASSWORD = 'correct horse';
export const RIGHT_CODE = '246810';
export const SECRET = 'JBSWY3DPEHPK3PXP';

export type SecurityWorld = {
  passkeys: Passkey[];
  totp: boolean;
  /** The codes the server holds (none before the first second factor). */
  codes: string[];
  codesUsed: number;
  account: UserAccount;
  /** How many sets of codes were made: each set differs, so a test sees which one is shown. */
  codeSets: number;
};

export function newWorld(fields: Partial<SecurityWorld> = {}): SecurityWorld {
  return { passkeys: [], totp: false, codes: [], codesUsed: 0, account: makeAccount({ id: 1 }), codeSets: 0, ...fields };
}

export const passkey = (fields: Partial<Passkey> & { id: number }): Passkey => ({
  name: `Passkey ${fields.id}`,
  created_at: '2026-03-05T12:00:00.000Z',
  last_used_at: null,
  ...fields,
});

/** The session the screen is read with: the devices list holds only it. */
const thisSession = {
  id: 'current', browser: 'Chrome 131', system: 'Linux', address: '127.0.0.1',
  signed_in_at: '2026-03-01T12:00:00.000Z', last_active_at: '2026-03-05T12:00:00.000Z', current: true,
};

const hasFactor = (world: SecurityWorld) => world.totp || world.passkeys.length > 0;

function newCodes(world: SecurityWorld): string[] {
  world.codeSets += 1;
  world.codes = Array.from({ length: 10 }, (_, index) => `set${world.codeSets}-code${index}`);
  world.codesUsed = 0;
  return world.codes;
}

/** The first second factor brings codes; later ones do not. */
const firstCodes = (world: SecurityWorld) => (world.codes.length ? null : newCodes(world));

const refused = (status: number, message: string, field?: string): [number, unknown] =>
  [status, field ? { message, errors: { [field]: message } } : { message }];

const wrongPassword = () => refused(400, twoStepMessages.passwordWrong, 'password');

function answer(world: SecurityWorld, call: ApiCall): [number, unknown] {
  const body = (call.body ?? {}) as Record<string, unknown>;
  const passkeyId = /^auth\/passkeys\/(\d+)/.exec(call.path)?.[1];
  const found = world.passkeys.find((item) => String(item.id) === passkeyId);
  if (call.path.startsWith('auth/devices?')) return [200, { sessions: [thisSession], trusted: [] }];
  switch (`${call.method} ${call.path.replace(/\/\d+/, '/:id')}`) {
    case 'GET auth/security':
      return [200, { passkeys: world.passkeys, totp: world.totp, recovery_codes_left: world.codes.length - world.codesUsed }];
    case 'POST auth/passkeys/options':
      if (body.password !== PASSWORD) return wrongPassword();
      return [200, { options: { challenge: 'cmVnaXN0cmF0aW9u', rp: { name: 'Customer Portal', id: 'localhost' }, user: { id: 'dXNlcg', name: user.email, displayName: 'Ada' }, pubKeyCredParams: [] } }];
    case 'POST auth/passkeys': {
      const added = passkey({ id: 100 + world.passkeys.length, name: 'Chrome on Mac', created_at: '2026-04-01T12:00:00.000Z' });
      const recovery_codes = firstCodes(world);
      world.passkeys = [...world.passkeys, added];
      return [200, { passkey: added, recovery_codes }];
    }
    case 'PUT auth/passkeys/:id':
      if (!found) return refused(404, twoStepMessages.passkeyNotFound);
      found.name = String(body.name);
      return [200, found];
    case 'POST auth/passkeys/:id/remove':
      if (body.password !== PASSWORD) return wrongPassword();
      if (!found) return refused(404, twoStepMessages.passkeyNotFound);
      world.passkeys = world.passkeys.filter((item) => item !== found);
      return [200, { message: twoStepMessages.passkeyRemoved }];
    case 'POST auth/totp/setup':
      if (body.password !== PASSWORD) return wrongPassword();
      return [200, { secret: SECRET, uri: `otpauth://totp/Customer%20Portal:${user.email}?secret=${SECRET}&issuer=Customer%20Portal` }];
    case 'POST auth/totp/enable':
      if (body.otp !== RIGHT_CODE) return refused(400, twoStepMessages.totpInvalid, 'otp');
      world.totp = true;
      return [200, { recovery_codes: firstCodes(world) }];
    case 'POST auth/totp/disable':
      if (body.password !== PASSWORD) return wrongPassword();
      world.totp = false;
      return [200, { message: twoStepMessages.turnedOff }];
    case 'POST auth/recovery-codes':
      if (body.password !== PASSWORD) return wrongPassword();
      return [200, { recovery_codes: newCodes(world) }];
    case 'GET auth': {
      const account = { ...world.account, needs_two_step: world.account.require_two_step && !hasFactor(world) };
      return [200, { user, token: TOKEN, userAccounts: [account] }];
    }
    default:
      return [404, { message: 'Not found' }];
  }
}

export type Refusal = (call: ApiCall) => [number, unknown] | null;

/** Ada signed in with the world's account chosen; every call goes to the world unless `refuse` answers it. */
export function serveSecurity(world: SecurityWorld, refuse: Refusal = () => null): ApiCall[] {
  localStorage.setItem(storageKeys.accessToken, TOKEN);
  localStorage.setItem(storageKeys.selectedAccount, JSON.stringify({ userId: user.id, accountId: world.account.id }));
  return stubApi((call) => refuse(call) ?? answer(world, call));
}

export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** The page's sections, by their headings. */
export const section = (name: 'Passkeys' | 'Authenticator app' | 'Recovery codes') => screen.getByRole('region', { name });
