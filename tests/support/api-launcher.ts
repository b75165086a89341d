import { assert } from 'superstruct';
import { expect } from 'vitest';
import {
  LAUNCH_TOKEN_PARAM, LaunchResponse, RedeemLaunchResponse, launcherMessages,
} from '../../src/api/contract';
import type { ApiResponse, TestApi } from './api-app';

/** POST product as the portal sends it: the referrer and the account token, no bearer. */
export const launch = (api: TestApi, accountToken: string, referrer: string) =>
  api.post<LaunchResponse>('product', { referrer, token: accountToken });

/** A launch that must succeed: its answer, checked against the contract. */
export async function launched(api: TestApi, accountToken: string, referrer: string): Promise<LaunchResponse> {
  const response = await launch(api, accountToken, referrer);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, LaunchResponse);
  return response.body;
}

/** POST product/redeem as a product's server sends it. */
export const redeem = (api: TestApi, token: string, referrer: string) =>
  api.post<RedeemLaunchResponse>('product/redeem', { token, referrer });

/** A redeem that must succeed: who arrived. */
export async function redeemed(api: TestApi, token: string, referrer: string): Promise<RedeemLaunchResponse> {
  const response = await redeem(api, token, referrer);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, RedeemLaunchResponse);
  return response.body;
}

/** The one refusal of a redeem, whatever the reason. */
export function expectRedeemRefused(response: ApiResponse): void {
  expect(response).toMatchObject({ status: 400, body: { message: launcherMessages.launchTokenInvalid } });
}

/** The one refusal of a launch for an app the caller may not use. */
export function expectNotAvailable(response: ApiResponse): void {
  expect(response).toMatchObject({ status: 404, body: { message: launcherMessages.productNotAvailable } });
}

/** A page on the portal's own origin, as the browser asks for it: status, headers and the HTML. */
export async function visit(api: TestApi, url: string): Promise<{ status: number; headers: Headers; html: string }> {
  const { pathname, search } = new URL(url, api.config.publicUrl);
  const response = await api.app.request(`${pathname}${search}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The demo page of a product with a token, as a launch's url would open it. */
export const demoUrl = (referrer: string, token: string) => `/__demo/${referrer}?${LAUNCH_TOKEN_PARAM}=${token}`;
