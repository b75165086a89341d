/*
 * The members' enumerated values, apart from the structs: code that only compares them (the
 * server's, the screens' rules) does not load superstruct for them.
 */

/** Spec 6: the two tenancies, as the API names them. */
export const TENANCY = { ADMINISTRATOR: 'ADMINISTRATOR', STANDARD: 'STANDARD' } as const;

/** The tenancies in words, as people read them: Manage Users' Type column and the activity log. */
export const tenancyLabels = {
  [TENANCY.ADMINISTRATOR]: 'Administrator',
  [TENANCY.STANDARD]: 'Standard',
} as const;

/** Spec 4: invitation and request status values. */
export const INVITATION_STATUS = { PENDING: 0, REJECTED: 1, ACCEPTED: 2, CANCELED: 3 } as const;
