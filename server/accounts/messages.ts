/** The account API's refusals and confirmations, word for word; tests and the portal rely on them. */
export const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found.';
export const ADMINISTRATORS_ONLY_MESSAGE = 'Only administrators can do this.';
export const USER_NOT_IN_ACCOUNT_MESSAGE = 'User not found in this account.';
export const PRIMARY_CONTACT_MUST_BE_ADMIN_MESSAGE = 'Only administrators can become primary contact.';
