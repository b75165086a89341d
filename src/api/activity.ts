import { ActivityPage, MAX_ACTIVITY_PAGE_SIZE } from './contract';
import { request } from './http';

const personQuery = (person: number | null) => (person === null ? '' : `&person=${person}`);

/** The account's activity log (account bearer, administrators only). */
export const activityApi = {
  /** The newest entries of the filter: as many as one call answers. */
  newest: (accountToken: string, person: number | null) =>
    request(`account/activity?page=1&page_size=${MAX_ACTIVITY_PAGE_SIZE}${personQuery(person)}`, ActivityPage, { token: accountToken }),
  /** Every entry of the filter as CSV text, newest first. */
  csv: (accountToken: string, person: number | null) =>
    request<string>(`account/activity/csv?${personQuery(person).slice(1)}`, null, { token: accountToken }),
};
