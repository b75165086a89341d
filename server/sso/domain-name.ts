import { domainToASCII } from 'node:url';
import { getPublicSuffix } from 'tldts';
import { MAX_DOMAIN_LENGTH, isPublicEmailDomain, ssoMessages } from '../../src/api/contract';

/** Labels of ASCII letters, digits and hyphens, the last not all digits: the form DNS stores. */
const ASCII_DOMAIN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.(?!-)(?!\d+$)[a-z0-9-]{2,63}(?<!-)$/;

export type DomainReading = { domain: string; refusal: null } | { domain: null; refusal: string };

/**
 * The domain as stored and looked up: trimmed, lower-case, without a final dot, in its ASCII form
 * (punycode: `bücher.de` is `xn--bcher-kva.de`), so one domain is one row whichever way it was
 * typed. The contract's pattern has already refused IP addresses and single labels; the ASCII
 * form is checked again, since its labels and length are what DNS limits. A public suffix
 * (`co.uk`, `github.io`) is refused.
 */
export function readDomain(typed: string): DomainReading {
  const ascii = domainToASCII(typed.trim().toLowerCase().replace(/\.$/, ''));
  if (!ascii || !ASCII_DOMAIN.test(ascii)) return { domain: null, refusal: ssoMessages.domainInvalid };
  if (ascii.length > MAX_DOMAIN_LENGTH) return { domain: null, refusal: ssoMessages.domainTooLong };
  if (isPublicEmailDomain(ascii)) return { domain: null, refusal: ssoMessages.publicDomain };
  // The Public Suffix List, its private part included (github.io, blogspot.com): under a suffix
  // anyone can register a name, so the suffix itself is nobody's to verify.
  if (getPublicSuffix(ascii, { allowPrivateDomains: true }) === ascii) return { domain: null, refusal: ssoMessages.publicSuffix };
  return { domain: ascii, refusal: null };
}
