/** The billing routes' own refusals (the portal shows the server's message as it is, spec 8). */
export const PACKAGE_NOT_FOR_SALE_MESSAGE = 'This package cannot be bought yet: it has no price at the billing provider.';
export const BILLING_UNAVAILABLE_MESSAGE = 'The billing service is not reachable right now. Please try again in a few minutes.';
export const NO_SUBSCRIPTION_MESSAGE = 'This account has no subscription to manage yet.';
export const excludedNotMembersMessage = (ids: number[]) => `These users are not members of this account: ${ids.join(', ')}.`;
