import { expect } from 'vitest';
import type { CheckSubscriptionResponse, SubscribeResponse, SubscribedApp } from '../../src/api/contract';
import type { TestApi } from './api-app';

export const subscribeTo = (api: TestApi, accountToken: string, packageId: number, excludedUsers: number[] = []) =>
  api.post<SubscribeResponse>('package/subscribe', { package_id: packageId, excluded_users: excludedUsers }, accountToken);

export const checkSubscription = (api: TestApi, sessionToken: string, hostedPageId: string) =>
  api.post<CheckSubscriptionResponse>('package/check-subscription', { hosted_page_id: hostedPageId }, sessionToken);

/** The path of a sandbox page URL, to request it from the in-process app. */
export const sandboxPath = (url: string) => new URL(url).pathname;

/**
 * Subscribes and pays on the sandbox's hosted page as the browser would (follow access_url, press
 * Pay); the hosted page id from the return URL the sandbox redirects to.
 */
export async function subscribeAndPay(api: TestApi, accountToken: string, packageId: number, excludedUsers: number[] = []): Promise<string> {
  const started = await subscribeTo(api, accountToken, packageId, excludedUsers);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const page = sandboxPath(started.body.data.access_url);
  expect((await api.app.request(page)).status).toBe(200);
  const paid = await api.app.request(`${page}/pay`, { method: 'POST' });
  expect(paid.status).toBe(303);
  const back = new URL(paid.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${api.config.publicUrl}/sandbox/success`);
  expect(back.searchParams.get('state')).toBe('succeeded');
  return back.searchParams.get('id') ?? '';
}

/** The product names GET package/subscribed-apps lists for the bearer of an account token. */
export async function subscribedAppNames(api: TestApi, accountToken: string): Promise<string[]> {
  const response = await api.get<SubscribedApp[]>('package/subscribed-apps', accountToken);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.map((app) => app.product_name);
}
