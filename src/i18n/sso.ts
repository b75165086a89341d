import { ssoLabels, ssoMessages } from '../api/contract';

/** Texts of the Single sign-on screen; its labels and messages live in the contract beside the API's. */
export const ssoTexts = {
  ...ssoLabels,
  ...ssoMessages,
  adminOnly: 'Only administrators can set up single sign-on.',
  domainsDescription:
    "Prove that your organisation owns the domain of its e-mail addresses. Single sign-on only trusts addresses at a verified domain.",
  noDomains:
    'No domains yet. Add the domain of your organisation\'s e-mail addresses, such as example.com, then create the DNS record it shows and press Verify.',
  domainsList: 'Domains',
  recordIntro: 'Create this TXT record at your DNS host, then press Verify:',
  copyRecordName: 'record name',
  copyRecordValue: 'record value',
  verifyDomain: (domain: string) => `Verify ${domain}`,
  removeDomain: (domain: string) => `Remove ${domain}`,
  removeTitle: 'Remove domain',
  removeQuestion: (domain: string) => `Remove ${domain}? To use it again it has to be added and verified again.`,
  cancel: 'Cancel',
  loadFailed: 'The domains could not be loaded.',
  retry: 'Retry',
} as const;
