import { escapeHtml, htmlPage, inlineHash } from '../http/html';
import type { SandboxCheckout, SandboxSubscription } from './sandbox-actions';

/**
 * Made-up prices, for display only: the sandbox takes no money. Keys are packages' price_ref
 * values (the demo catalogue's 'starter' and 'business'); any other shows as not priced.
 */
const SANDBOX_PRICES: Record<string, string> = {
  starter: '£12.00 a month',
  business: '£49.00 a month',
};

export const sandboxPrice = (priceRef: string): string =>
  Object.hasOwn(SANDBOX_PRICES, priceRef) ? SANDBOX_PRICES[priceRef] : `No sandbox price for "${priceRef}"`;

const STYLE = `body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a202c; }
.note { color: #4a5568; font-size: .9rem; } .price { font-size: 1.4rem; font-weight: 600; }
form { display: inline; } button { font: inherit; padding: .5rem 1rem; margin: .25rem .5rem .25rem 0; border-radius: 6px; border: 1px solid #a0aec0; background: #fff; cursor: pointer; }
button.primary { background: #2b6cb0; color: #fff; border-color: #2b6cb0; }
table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: .4rem; border-bottom: 1px solid #e2e8f0; }`;

/** The pages' one style block, allowed by its hash: no inline style or script gets in otherwise. */
export const STYLE_HASH = inlineHash(STYLE);

const page = (title: string, body: string): string =>
  htmlPage(title, STYLE, `${body}\n<p class="note">Billing sandbox: no money moves and no card is asked for.</p>`);

/** Forms post to the page's own path: the checkout id (or portal token) in it is the only capability. */
export function checkoutPage(checkout: SandboxCheckout): string {
  const action = `/__sandbox/checkout/${encodeURIComponent(checkout.id)}`;
  return page('Checkout', `<p>Package <strong>${escapeHtml(checkout.package_name)}</strong> for ${escapeHtml(checkout.account_name)}</p>
<p class="price">${escapeHtml(sandboxPrice(checkout.price_ref))}</p>
<p class="note">Billed to ${escapeHtml(checkout.customer_email)}</p>
<form method="post" action="${action}/pay"><button class="primary" type="submit">Pay</button></form>
<form method="post" action="${action}/cancel"><button type="submit">Cancel</button></form>`);
}

export function portalPage(token: string, subscriptions: SandboxSubscription[], returnUrl: string): string {
  const rows = subscriptions
    .map((subscription) => {
      const cancel = subscription.status === 'active'
        ? `<form method="post" action="/__sandbox/portal/${encodeURIComponent(token)}/subscriptions/${encodeURIComponent(subscription.id)}/cancel"><button type="submit">Cancel subscription</button></form>`
        : '';
      return `<tr><td>${escapeHtml(subscription.package_name)}</td><td>${escapeHtml(sandboxPrice(subscription.price_ref))}</td>
<td>${escapeHtml(subscription.status)}</td><td>${subscription.current_term_end.toISOString().slice(0, 10)}</td><td>${cancel}</td></tr>`;
    })
    .join('\n');
  const table = rows
    ? `<table><thead><tr><th>Package</th><th>Price</th><th>Status</th><th>Term ends</th><th></th></tr></thead><tbody>\n${rows}\n</tbody></table>`
    : '<p>No subscriptions yet.</p>';
  return page('Your subscriptions', `${table}\n<p><a href="${escapeHtml(returnUrl)}">Back to the portal</a></p>`);
}

export const messagePage = (title: string, text: string): string => page(title, `<p>${escapeHtml(text)}</p>`);
