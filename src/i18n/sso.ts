import {
  scimLabels, scimMessages, ssoConnectionLabels, ssoConnectionMessages, ssoLabels, ssoMessages, ssoPolicyLabels, ssoPolicyMessages,
} from '../api/contract';

/** Texts of the Single sign-on screen; its labels and messages live in the contract beside the API's. */
export const ssoTexts = {
  ...ssoLabels,
  ...ssoMessages,
  ...ssoConnectionLabels,
  ...ssoConnectionMessages,
  adminOnly: 'Only administrators can set up single sign-on.',
  domainsDescription:
    "Prove that your organisation owns the domain of its e-mail addresses. Single sign-on only trusts addresses at a verified domain.",
  noDomains:
    'No domains yet. Add the domain of your organisation\'s e-mail addresses, such as example.com, then create the DNS record it shows and press Verify.',
  domainsList: 'Domains',
  recordIntro: 'Create this TXT record at your DNS host, then press Verify:',
  verificationLost: 'Verification lost',
  verificationLostHelp:
    'Its TXT record has been missing for three days, so single sign-on no longer trusts addresses at this domain. Create the record again, then press Verify.',
  copyRecordName: 'record name',
  copyRecordValue: 'record value',
  verifyDomain: (domain: string) => `Verify ${domain}`,
  removeDomain: (domain: string) => `Remove ${domain}`,
  removeTitle: 'Remove domain',
  removeQuestion: (domain: string) => `Remove ${domain}? To use it again it has to be added and verified again.`,
  cancel: 'Cancel',
  loadFailed: 'The domains could not be loaded.',
  retry: 'Retry',
  connectionDescription: 'Connect the identity provider your organisation signs in with.',
  registerOidc: 'Register the portal at your provider as a web application with this redirect URI:',
  registerSaml: 'Register the portal at your provider as a SAML service provider with these values:',
  copyRedirectUri: 'redirect URI',
  copyEntityId: 'entity ID',
  copyAcsUrl: 'ACS URL',
  copySpMetadataUrl: 'SP metadata URL',
  secretKept: 'A secret is saved. Leave this empty to keep it.',
  metadataHelp: 'Enter the Metadata URL, or paste the Metadata XML instead.',
  testSucceeded: "The provider answered. Its issuer is:",
  untested: 'Not tested since it was last saved.',
  removeConnectionTitle: 'Remove connection',
  removeConnectionQuestion: 'Remove the connection to your identity provider? Its settings and client secret are deleted.',
  connectionLoadFailed: 'The connection could not be loaded.',
} as const;

/** Texts of the screen's Policy part. */
export const ssoPolicyTexts = {
  ...ssoPolicyLabels,
  ...ssoPolicyMessages,
  description: 'Once it is on, people at your verified domains sign in through your identity provider, not with a password.',
  policyLoadFailed: 'The policy could not be loaded.',
  retry: 'Retry',
} as const;

/** Texts of the 'Directory sync' part; its labels and messages live in the contract beside the API's. */
export const scimTexts = {
  ...scimLabels,
  ...scimMessages,
  copyBaseUrl: 'base URL',
  copyToken: 'token',
  revokeTitle: 'Revoke SCIM token',
  cancel: 'Cancel',
  save: 'Save',
  groupAppsHint: 'Members of this group may use these apps, besides those given to them directly.',
  loadFailed: 'Directory sync could not be loaded.',
  retry: 'Retry',
} as const;
