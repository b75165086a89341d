import { array, boolean, nullable, number, object, string, type Infer } from 'superstruct';
import { text } from './fields';

/*
 * Single sign-on, part one: the account's domains. An account proves it holds a domain by a DNS
 * TXT record before anything trusts an e-mail address at it (DESIGN "Single sign-on and directory
 * sync"). Adding a domain is free; verifying it is exclusive: one account at most holds a domain
 * verified. The connection to an identity provider and the sign-in build on the verified domains.
 */

/** The longest domain name DNS carries (RFC 1035), in its ASCII form. */
export const MAX_DOMAIN_LENGTH = 253;

/** The TXT record an administrator creates: its name is this label before the domain. */
export const DOMAIN_RECORD_LABEL = '_customer-portal';
export const DOMAIN_RECORD_VALUE_PREFIX = 'customer-portal-verification=';
export const domainRecordName = (domain: string): string => `${DOMAIN_RECORD_LABEL}.${domain}`;
export const domainRecordValue = (token: string): string => `${DOMAIN_RECORD_VALUE_PREFIX}${token}`;

/**
 * Domains whose addresses anyone can get: verifying one would let an account claim everyone who
 * signs in with an address there. Compared with the domain as stored (lower-case ASCII).
 */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'live.com', 'live.co.uk', 'msn.com',
  'yahoo.com', 'yahoo.co.uk', 'ymail.com', 'rocketmail.com', 'aol.com', 'icloud.com', 'me.com', 'mac.com',
  'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.net', 'gmx.de', 'web.de', 'mail.com', 'zoho.com',
  'yandex.com', 'yandex.ru', 'mail.ru', 'qq.com', '163.com', '126.com', 'fastmail.com', 'tutanota.com', 'hey.com',
  'btinternet.com', 'sky.com', 'virginmedia.com', 'comcast.net', 'verizon.net', 'att.net',
];

export const isPublicEmailDomain = (domain: string): boolean => PUBLIC_EMAIL_DOMAINS.includes(domain);

export const ssoLabels = {
  title: 'Single sign-on',
  domains: 'Domains',
  domain: 'Domain',
  addDomain: 'Add domain',
  verified: 'Verified',
  notVerified: 'Not verified yet',
  recordType: 'Type',
  recordName: 'Name',
  recordValue: 'Value',
  verify: 'Verify',
  remove: 'Remove',
} as const;

export const ssoMessages = {
  domainRequired: 'Domain is required',
  domainInvalid: 'Enter a domain name such as example.com.',
  domainTooLong: `Domain must be at most ${MAX_DOMAIN_LENGTH} characters`,
  publicDomain: 'Public e-mail domains such as gmail.com cannot be added.',
  alreadyAdded: 'This domain is already on the list.',
  belongsToAnotherAccount: 'This domain belongs to another account.',
  underAnotherAccount: 'This domain is under a domain another account has verified, so it is theirs.',
  publicSuffix: "This is a public suffix such as co.uk or github.io, shared by many owners. Add your organisation's own domain, such as example.co.uk.",
  recordNotFound: 'The TXT record was not found yet. DNS changes can take a while to appear.',
  domainNotFound: 'This domain is no longer on the list.',
  domainVerified: 'The domain is verified.',
  domainRemoved: 'The domain was removed.',
} as const;

/**
 * A domain as typed: labels of letters (any script), digits and hyphens, at least two of them,
 * the last not all digits (an IP address is not a domain). The server turns it into its ASCII
 * form (punycode) and checks that form again.
 */
export const DOMAIN_PATTERN = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)(\.(?!-)[\p{L}\p{N}-]{1,63}(?<!-))*\.(?!-)(?!\d+\.?$)[\p{L}\p{N}-]{2,63}(?<!-)\.?$/u;

export const DomainName = text({
  label: ssoLabels.domain,
  required: ssoMessages.domainRequired,
  max: MAX_DOMAIN_LENGTH,
  pattern: DOMAIN_PATTERN,
  invalid: ssoMessages.domainInvalid,
  tooLong: ssoMessages.domainTooLong,
});

/** POST account/sso/domains (account bearer, administrators only). */
export const AddDomainRequest = object({ domain: DomainName });
export type AddDomainRequest = Infer<typeof AddDomainRequest>;

/**
 * One of the account's domains. The record is the one to create while it is not verified; its
 * value carries the account's token for the domain, shown to the account's administrators only.
 */
export const SsoDomain = object({
  id: number(),
  domain: string(),
  verified: boolean(),
  verified_at: nullable(string()),
  /**
   * When the daily re-check ended the verification: the record had been gone for three days. The
   * domain counts for nothing until it is verified again (the record shown is the one to restore).
   */
  verification_lost_at: nullable(string()),
  record_name: string(),
  record_value: string(),
});
export type SsoDomain = Infer<typeof SsoDomain>;

/** GET account/sso/domains: the account's domains, oldest first. */
export const SsoDomainList = array(SsoDomain);
export type SsoDomainList = Infer<typeof SsoDomainList>;
