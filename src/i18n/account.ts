import { accountLabels } from '../api/contract';

/**
 * Texts of the Account screen (spec 2 "Account", "Change Primary Contact modal"). Texts the
 * specification quotes are verbatim; the rest (labels, section titles, the create toast) fill gaps
 * it leaves open. Messages the server also answers with live in the contract.
 */

// ---- the account screen ----
export const accountTexts = {
  createTitle: 'Create Account',
  updateTitle: 'Update Account',
  createIntro: 'Once your account is created, you may invite other users to be the primary contact for this account.',
  createAdditional: 'Create Additional Account',
  create: 'Create',
  update: 'Update',
  cancel: 'Cancel',
  adminOnly: 'Only administrators can change this account.',
  // sections
  detailsSection: 'Account details',
  contactSection: 'Contact',
  addressSection: 'Address',
  // fields
  accountType: accountLabels.account_type_id,
  accountName: accountLabels.account_name,
  companyName: 'Company Name',
  organisationName: 'Organisation Name',
  accountReference: accountLabels.account_reference,
  taxNumber: accountLabels.tax_number,
  phoneNumber: accountLabels.phone_number,
  registrationNumber: accountLabels.registration_number,
  companyCountry: accountLabels.company_country,
  companyCountryFixed: 'The company country is set when the account is created.',
  country: accountLabels.country,
  address1: accountLabels.address_1,
  address2: accountLabels.address_2,
  city: accountLabels.city,
  postalCode: accountLabels.postal_code,
  // the create toast (not specified; the update's is the contract's accountMessages.updated)
  created: 'Account created',
} as const;

/** Spec 3: account_type_id 1, 2, 3. */
export const accountTypeLabels = {
  1: 'Private Individual',
  2: 'Registered Company',
  3: 'Other',
} as const;

export const companyLookupTexts = {
  hint: 'Type at least 2 characters to search for your company.',
  loading: 'Loading...',
  noOptions: 'No options',
  /** Spec 8: shown when the failure carries no message of its own. */
  failed: 'Error fetching companies',
  suggestions: 'Company suggestions',
} as const;

/**
 * The register's company statuses as Companies House words them, shown beside a company that is
 * not live. A status not listed here shows as the register spells it, dashes as spaces.
 */
export const companyStatusLabels: Readonly<Record<string, string>> = {
  dissolved: 'Dissolved',
  liquidation: 'Liquidation',
  receivership: 'Receiver Action',
  administration: 'In Administration',
  'voluntary-arrangement': 'Voluntary Arrangement',
  'insolvency-proceedings': 'Insolvency Proceedings',
  'converted-closed': 'Converted / Closed',
  closed: 'Closed',
  removed: 'Removed',
};

export const primaryContactTexts = {
  heading: 'Primary contact',
  none: 'No primary contact is set for this account.',
  change: 'Change primary contact',
  manageUsers: 'Manage users',
  modalTitle: 'Change Primary Contact',
  administrator: 'Administrator',
  cancel: 'Cancel',
  submit: 'Submit',
  noOtherAdministrator:
    'There is no other administrator to make primary contact. Invite one in Manage Users (user type Administrators); once they have accepted, choose them here.',
  goToManageUsers: 'Go to Manage Users',
  close: 'Close',
} as const;
