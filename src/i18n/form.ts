/** Texts of the form kit (src/ui/form): its password, select and phone fields. */

export const passwordFieldTexts = {
  show: 'Show password',
  hide: 'Hide password',
} as const;

/** Spec 9 "Select defaults". */
export const selectTexts = {
  placeholder: 'Select...',
  noOptions: 'No options',
  loading: 'Loading...',
} as const;

/** Spec 2 "Telephone". */
export const phoneTexts = {
  placeholder: 'Enter phone number',
} as const;
