/*
 * The members' enumerated values, apart from the structs: code that only compares them (the
 * server's, the screens' rules) does not load superstruct for them.
 */

/** Spec 6: the two tenancies, as the API names them. */
export const TENANCY = { ADMINISTRATOR: 'ADMINISTRATOR', STANDARD: 'STANDARD' } as const;

/** Spec 4: invitation and request status values. */
export const INVITATION_STATUS = { PENDING: 0, REJECTED: 1, ACCEPTED: 2, CANCELED: 3 } as const;
