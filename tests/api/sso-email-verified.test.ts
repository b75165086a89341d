import { describe, expect, it } from 'vitest';
import { emailClaim } from '../../server/sso/oidc-claims';

/*
 * Issue 50, finding 6: a provider vouches for an address only with email_verified exactly true.
 * The claim absent counts only from Microsoft Entra ID, which documents that it never sends it.
 */

const ISSUER = 'https://login.example.com';
const ENTRA = 'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0';
const claims = (extra: Record<string, unknown>, iss = ISSUER) => ({ iss, sub: 's', email: 'Ada@Corp.Example', ...extra });

describe('email_verified', () => {
  it('accepts the address when the claim is the boolean true', () => {
    expect(emailClaim(claims({ email_verified: true }))).toBe('ada@corp.example');
  });

  it.each([
    ['"False"', 'False'], ['"false"', 'false'], ['"true" (a string)', 'true'], ['"TRUE"', 'TRUE'], ['0', 0], ['1', 1],
    ['"no"', 'no'], ['"yes"', 'yes'], ['null', null], ['"0"', '0'], ['false', false], ['an object', { value: true }], ['a list', [true]],
  ])('refuses the address when email_verified is %s', (_name, value) => {
    expect(emailClaim(claims({ email_verified: value }))).toBeNull();
  });

  it('refuses the address when the claim is absent, from a provider that sends it', () => {
    expect(emailClaim(claims({}))).toBeNull();
  });

  it('accepts an absent claim from Entra ID only, and still refuses anything but true when Entra ID sends one', () => {
    expect(emailClaim(claims({}, ENTRA))).toBe('ada@corp.example');
    expect(emailClaim(claims({ email_verified: 'false' }, ENTRA))).toBeNull();
    expect(emailClaim(claims({}, 'https://login.microsoftonline.com.attacker.example/x/v2.0'))).toBeNull();
    expect(emailClaim(claims({}, 'https://login.microsoftonline.com/tenant/v2.0/extra'))).toBeNull();
  });
});
