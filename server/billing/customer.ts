/**
 * The provider's customer for an account: one per account, so every administrator pays into and
 * manages the same subscriptions, and the id is known without storing it.
 */
export const customerIdFor = (accountId: number): string => `account-${accountId}`;
