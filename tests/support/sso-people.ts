import { expect } from 'vitest';
import type { SsoFinishResponse } from '../../src/api/contract';
import type { TestApi } from './api-app';
import { finishSso, landingOf, startSso, type Landing } from './api-sso';
import type { TestOidcProvider } from './oidc-provider';
import { signInAt } from './oidc-walk';
import { PASSWORD } from './api-users';

/** The browser arriving at the portal's callback with the provider's answer. */
export const oidcCallback = async (api: TestApi, answer: URL): Promise<Landing> =>
  landingOf(await api.app.request(`${answer.pathname}${answer.search}`));

/** Starts at the portal, signs in at the provider as `subject`, and lands back: the landing, token or failure. */
export async function ssoLanding(api: TestApi, provider: TestOidcProvider, email: string, subject: string, deviceId: string): Promise<Landing> {
  const started = await startSso(api, email, deviceId);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return oidcCallback(api, await signInAt(provider, started.body.redirect_url, subject));
}

/** A whole sign-in that must succeed: the finish's answer. */
export async function ssoSignIn(api: TestApi, provider: TestOidcProvider, email: string, subject: string, deviceId: string): Promise<SsoFinishResponse> {
  const landing = await ssoLanding(api, provider, email, subject, deviceId);
  expect(landing.error).toBeNull();
  const finished = await finishSso(api, landing.token ?? '', deviceId);
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  return finished.body;
}

/**
 * Moves a person's profile e-mail to `email` and completes the change by what was mailed to the
 * new address, as the person does: the change counts only once the new address is proven.
 */
export async function moveProfileEmail(
  api: TestApi, person: { token: string; deviceId: string; firstName: string; lastName: string }, email: string,
): Promise<void> {
  const changed = await api.put('user/update-me', {
    first_name: person.firstName, last_name: person.lastName, email, current_password: PASSWORD,
  }, person.token);
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const mail = await api.latestMail(email);
  const proven = await api.post('auth/verify-email', { token: mail.linkToken, device_id: person.deviceId }, person.token);
  expect(proven.status, JSON.stringify(proven.body)).toBe(200);
}
