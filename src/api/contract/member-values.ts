/*
 * The members' enumerated values, in a module of their own with no structs: the members list's
 * worker reads them without loading superstruct (api/member-list-worker).
 */

/** Spec 6: the two tenancies, as the API names them. */
export const TENANCY = { ADMINISTRATOR: 'ADMINISTRATOR', STANDARD: 'STANDARD' } as const;

/** Spec 4: invitation and request status values. */
export const INVITATION_STATUS = { PENDING: 0, REJECTED: 1, ACCEPTED: 2, CANCELED: 3 } as const;
