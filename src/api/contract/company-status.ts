/*
 * The company register's `company_status` (Companies House's enumeration: 'active', 'dissolved',
 * 'liquidation', 'administration', 'converted-closed', ...). The company lookup offers a company to
 * fill the account form only while it is live; any other status is shown beside its name instead.
 */

/** Statuses under which a company exists and is not being wound up: 'open' and 'registered' name overseas and other entities. */
export const LIVE_COMPANY_STATUSES: readonly string[] = ['active', 'open', 'registered'];

/**
 * True when the register calls the company live, or says nothing either way (null). A status the
 * register adds later counts as not live until it is listed here: offering a closed company as a
 * live one is the mistake to avoid.
 */
export const isLiveCompanyStatus = (status: string | null): boolean => status === null || LIVE_COMPANY_STATUSES.includes(status);
