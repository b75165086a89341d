/**
 * Texts of the Account screen (spec 2 "Account", "Change Primary Contact modal", 5 and 8) and of the
 * select and phone fields of the form kit. Texts the specification quotes are verbatim; the rest
 * (labels, section titles, the create toast) fill gaps it leaves open.
 */

// ---- form kit: selects and phone (spec 9 "Select defaults", spec 2 "Telephone") ----
export const selectTexts = {
  placeholder: 'Select...',
  noOptions: 'No options',
  loading: 'Loading...',
} as const;

export const phoneTexts = {
  placeholder: 'Enter phone number',
} as const;

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
  accountType: 'Account Type',
  accountName: 'Account Name',
  companyName: 'Company Name',
  organisationName: 'Organisation Name',
  accountReference: 'Full Name',
  taxNumber: 'Tax Number',
  phoneNumber: 'Phone Number',
  registrationNumber: 'Registration Number',
  companyCountry: 'Company Country',
  companyCountryFixed: 'The company country is set when the account is created.',
  country: 'Country',
  address1: 'Address Line 1',
  address2: 'Address Line 2',
  city: 'City',
  postalCode: 'Postal Code',
  // toasts (spec 8; the create toast is not specified)
  updated: 'User Account Information Updated Successfully!',
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

export const primaryContactTexts = {
  heading: 'Primary contact',
  none: 'No primary contact is set for this account.',
  change: 'Change primary contact',
  manageUsers: 'Manage users',
  modalTitle: 'Change Primary Contact',
  administrator: 'Administrator',
  cancel: 'Cancel',
  submit: 'Submit',
  close: 'Close',
  /** Spec 5 "Primary contact change". */
  adminRequired: 'Please select an admin',
} as const;
