import { launcherMessages, type RedeemLaunchResponse } from '../../src/api/contract';
import { escapeHtml, htmlPage, inlineHash } from '../http/html';

const STYLE = `body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a202c; }
.note { color: #4a5568; font-size: .9rem; }`;

/** The pages' one style block, allowed by its hash (demo-products.ts sends the headers). */
export const DEMO_STYLE_HASH = inlineHash(STYLE);

const NOTE = '<p class="note">A demo product, served by the portal\'s reference server.</p>';

/** What the product shows the member it let in. Names are typed by users: all escaped. */
export function welcomePage(productName: string, arriving: RedeemLaunchResponse): string {
  return htmlPage(productName, STYLE, `<p>Hello, ${escapeHtml(arriving.user.first_name)}!</p>
<p>You are signed in to ${escapeHtml(arriving.account.name)}.</p>
${NOTE}`);
}

/** A link that did not let anyone in: the way back is to launch again from the portal. */
export function refusedPage(productName: string): string {
  return htmlPage(productName, STYLE, `<p>${escapeHtml(launcherMessages.launchTokenInvalid)}</p>
<p><a href="/">Back to the portal</a></p>
${NOTE}`);
}
