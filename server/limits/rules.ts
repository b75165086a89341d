import { connectionTestAllowance, domainCheckAllowance, mailAllowance } from '../../src/api/contract';

/*
 * Every abuse limit with its numbers (DESIGN "Abuse limits"). Each counts rows of
 * rate_limit_hits under one key; a rule may have several windows, all of which must have room.
 * Only failures and mails count: nothing limits successful sign-ins or registrations from one
 * client address, since a whole company works from behind one gateway.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type Window = { readonly limit: number; readonly ms: number };
export type Rule = { readonly bucket: string; readonly windows: readonly Window[] };

export const rules = {
  /** Failed sign-ins for one e-mail (as typed, normalised) from one client address: blocks that pair only. */
  signInPair: { bucket: 'sign_in_pair', windows: [{ limit: 10, ms: 15 * MINUTE }] },
  /** Failed sign-ins from one client address across all e-mails (credential stuffing). */
  signInAddress: { bucket: 'sign_in_address', windows: [{ limit: 100, ms: HOUR }] },
  /** Mails with a code or link to one address for one purpose: one a minute, five an hour. */
  mail: {
    bucket: 'mail',
    windows: [{ limit: 1, ms: mailAllowance.intervalSeconds * SECOND }, { limit: mailAllowance.perHour, ms: HOUR }],
  },
  /**
   * Wrong one-time codes per user, across all challenges: 37 an hour is 888 a day, so guessing a
   * 6-digit code (900,000 of them) stays below one chance in a thousand a day.
   */
  codeGuesses: { bucket: 'code_guess', windows: [{ limit: 37, ms: HOUR }] },
  /** Addresses an account invites (invitation mails sent) per day. */
  invitesPerAccount: { bucket: 'invite_account', windows: [{ limit: 500, ms: DAY }] },
  /**
   * Addresses an account's directory invites per day (people outside its verified domains), apart
   * from the administrators' invitations: an initial import of a large directory's guests fits,
   * a provider looping over made-up people does not, and neither uses up the other's day.
   */
  directoryInvitesPerAccount: { bucket: 'scim_invite_account', windows: [{ limit: 2000, ms: DAY }] },
  /**
   * Domain checks ('Verify'), each a DNS lookup the server makes for the caller: counted whether
   * or not the record is found, per account and per client address, so neither one account nor
   * one address can make the server a source of DNS traffic.
   */
  domainChecksPerAccount: { bucket: 'domain_check_account', windows: [{ limit: domainCheckAllowance.perAccountPerHour, ms: HOUR }] },
  domainChecksPerAddress: { bucket: 'domain_check_address', windows: [{ limit: domainCheckAllowance.perAddressPerHour, ms: HOUR }] },
  connectionTestsPerAccount: { bucket: 'connection_test_account', windows: [{ limit: connectionTestAllowance.perAccountPerHour, ms: HOUR }] },
  connectionTestsPerAddress: { bucket: 'connection_test_address', windows: [{ limit: connectionTestAllowance.perAddressPerHour, ms: HOUR }] },
  /**
   * Calls with one SCIM token: a provider's bursts (an initial import, a large group pushed) stay
   * well inside, a runaway loop does not.
   */
  scimCalls: { bucket: 'scim_token', windows: [{ limit: 600, ms: MINUTE }] },
  /**
   * Single sign-on starts that make the server call a provider (its discovery document or metadata,
   * kept 5 minutes per connection otherwise: sso/provider-documents.ts), per client address and per
   * e-mail domain. Ordinary starts make no call, so a company signing in from one gateway stays far
   * below; what counts is a flood of starts against a failing provider, whose calls are not kept.
   */
  ssoStartCallsPerAddress: { bucket: 'sso_start_call_address', windows: [{ limit: 30, ms: HOUR }] },
  ssoStartCallsPerDomain: { bucket: 'sso_start_call_domain', windows: [{ limit: 60, ms: HOUR }] },
  /** Wrong or revoked SCIM tokens from one client address, like failed sign-ins. */
  scimTokenFailures: { bucket: 'scim_token_address', windows: [{ limit: 100, ms: HOUR }] },
} as const satisfies Record<string, Rule>;

/** No window is longer: a rate_limit_hits row older than this counts for nothing and may be swept. */
export const LONGEST_WINDOW_MS = Math.max(...Object.values(rules).flatMap((rule) => rule.windows.map((window) => window.ms)));
