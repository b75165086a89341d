import { ActivityPage, activityScreenPath } from './contract';
import { request, revalidate, type Revalidated } from './http';

/** The account's activity log (account bearer, administrators only). */
export const activityApi = {
  /**
   * The newest entries of the filter, as many as the screen holds; with the ETag of a copy held,
   * word that it is still current (304) rather than the entries again.
   */
  newest: (accountToken: string, person: number | null, etag: string | null): Promise<Revalidated<ActivityPage>> =>
    revalidate(activityScreenPath(person), ActivityPage, etag, { token: accountToken }),
  /** Every entry of the filter as CSV text, newest first. */
  csv: (accountToken: string, person: number | null) =>
    request<string>(person === null ? 'account/activity/csv' : `account/activity/csv?person=${person}`, null, { token: accountToken }),
};
