import type { TestOidcProvider } from './oidc-provider';

/*
 * A browser's walk through the test provider's sign-in, by fetch: it follows the provider's
 * redirects with its cookies, fills the sign-in page as a person would, and stops where the
 * provider sends the browser back to the portal: the callback URL, with code and state (or error).
 */

/** The provider's cookies by name; their paths are ignored, as every one is sent to the provider only. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

type Step = { url: URL; response: Response | null };

/** Follows redirects on the provider's origin; returns the page it stops at, or the first URL elsewhere (response null). */
async function follow(jar: CookieJar, origin: string, start: URL, init: RequestInit = {}): Promise<Step> {
  let url = start;
  let request = init;
  for (let hops = 0; hops < 10; hops += 1) {
    if (url.origin !== origin) return { url, response: null };
    const response = await fetch(url, { ...request, redirect: 'manual', headers: { ...request.headers, cookie: jar.header() } });
    jar.keep(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { url, response };
    await response.body?.cancel();
    url = new URL(location, url);
    request = {};
  }
  throw new Error('The provider redirected too often');
}

async function walk(provider: TestOidcProvider, authorizationUrl: string, action: 'login' | 'cancel', typed: string): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(provider.issuer).origin;
  const page = await follow(jar, origin, new URL(authorizationUrl));
  if (!page.response) return page.url;
  if (!/^\/interaction\/[^/]+$/.test(page.url.pathname)) {
    throw new Error(`The provider did not show its sign-in page: ${page.response.status} ${await page.response.text()}`);
  }
  await page.response.body?.cancel();
  const answer = await follow(jar, origin, new URL(`${page.url.pathname}/${action}`, page.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(action === 'login' ? { email: typed } : {}).toString(),
  });
  if (answer.response) throw new Error(`The provider did not send the browser back: ${answer.response.status} ${await answer.response.text()}`);
  return answer.url;
}

/**
 * Signs the registered person (by subject or address) in at the provider, from the portal's
 * authorization URL; returns the callback URL the provider sends the browser to.
 */
export async function signInAt(provider: TestOidcProvider, authorizationUrl: string, subjectOrEmail: string): Promise<URL> {
  const person = provider.person(subjectOrEmail);
  if (!person) throw new Error(`No person ${subjectOrEmail} at the test provider`);
  return walk(provider, authorizationUrl, 'login', person.email ?? person.subject);
}

/** Cancels at the provider's sign-in page; returns the callback URL (with error=access_denied). */
export const cancelAt = (provider: TestOidcProvider, authorizationUrl: string): Promise<URL> =>
  walk(provider, authorizationUrl, 'cancel', '');
