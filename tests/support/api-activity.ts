import { assert } from 'superstruct';
import { expect } from 'vitest';
import { ActivityPage, type ActivityEntry } from '../../src/api/contract';
import type { TestApi } from './api-app';

export type ActivityParams = { page?: number | string; page_size?: number | string; person?: number | string };

const queryOf = (params: ActivityParams) => {
  const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return search ? `?${search}` : '';
};

/** GET account/activity as the portal calls it. */
export const getActivity = (api: TestApi, accountToken: string, params: ActivityParams = {}) =>
  api.get<ActivityPage>(`account/activity${queryOf(params)}`, accountToken);

/** The page, checked against the contract. */
export async function activityPage(api: TestApi, accountToken: string, params: ActivityParams = {}): Promise<ActivityPage> {
  const response = await getActivity(api, accountToken, params);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, ActivityPage);
  return response.body;
}

/** Every entry of the account, newest first (one page of the most the API answers). */
export const allEntries = async (api: TestApi, accountToken: string): Promise<ActivityEntry[]> =>
  (await activityPage(api, accountToken, { page_size: 1000 })).entries;

/** The fields a reader of the log compares: who did what to whom, and what changed. */
export const seen = (entry: ActivityEntry) => ({ who: entry.who, what: entry.what, subject: entry.subject, details: entry.details });

/** GET account/activity/csv, as the raw answer (the body as text). */
export async function activityCsv(api: TestApi, accountToken: string, params: ActivityParams = {}) {
  const response = await api.app.request(`/api/v1/account/activity/csv${queryOf(params)}`, {
    headers: { authorization: `Bearer ${accountToken}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Every row of the log table, whatever the account: to prove a refused change wrote nothing. */
export const activityRowCount = (api: TestApi) => api.count('account_activity');
