import Chargebee, { type HttpClientInterface } from 'chargebee';
import { validate, type Struct } from 'superstruct';
import type { ChargebeeConfig } from '../config';
import { hasBasicCredentials } from './basic-auth';
import { checkoutState, CustomerAnswer, eventKind, HostedPageAnswer, PortalSessionAnswer, snapshot, WebhookEventBody } from './chargebee-answers';
import {
  BillingUnavailableError, WebhookMalformedError, WebhookRefusedError,
  type BillingProvider, type CheckoutOutcome, type CheckoutRequest, type CustomerRequest, type HostedCheckout, type PortalRequest,
  type SubscriptionEvent, type WebhookCall,
} from './provider';

/** The SDK waits 80 s by default; a user is waiting on every one of these calls. */
export const CHARGEBEE_TIMEOUT_MS = 15_000;

type Options = ChargebeeConfig & { timeoutMs?: number };

/** Chargebee (product catalog 2.0, items) through the official SDK v3. */
export class ChargebeeProvider implements BillingProvider {
  readonly kind = 'chargebee';
  private readonly chargebee: Chargebee;

  constructor(private readonly options: Options) {
    this.chargebee = new Chargebee({
      site: options.site,
      apiKey: options.apiKey,
      timeout: options.timeoutMs ?? CHARGEBEE_TIMEOUT_MS,
      ...(options.baseUrl ? { httpClient: rebasedHttpClient(options.baseUrl) } : {}),
    });
  }

  /** Created with our id; one Chargebee already has (an earlier attempt that lost its answer) is read back. */
  async createCustomer(request: CustomerRequest): Promise<string> {
    try {
      const answer = await this.call('customers create', CustomerAnswer, () =>
        this.chargebee.customer.create({
          id: request.id, email: request.email, first_name: request.firstName, last_name: request.lastName, company: request.company,
        }),
      );
      return answer.customer.id;
    } catch (error) {
      if (!(error instanceof DuplicateEntry)) throw error;
    }
    const known = await this.call('customers retrieve', CustomerAnswer, () => this.chargebee.customer.retrieve(request.id));
    return known.customer.id;
  }

  async createCheckout(request: CheckoutRequest): Promise<HostedCheckout> {
    const { customer, plan, account } = request;
    const answer = await this.call('checkout_new_for_items', HostedPageAnswer, () =>
      this.chargebee.hostedPage.checkoutNewForItems(
        {
          subscription_items: [{ item_price_id: plan.priceRef, quantity: 1 }],
          customer: { id: customer.id, email: customer.email, first_name: customer.firstName, last_name: customer.lastName, company: account.name },
          redirect_url: request.redirectUrl,
          cancel_url: request.cancelUrl,
          // Comes back on the hosted page: support can tell which account and package it was for.
          pass_thru_content: JSON.stringify({ account_id: account.id, package_id: plan.packageId }),
        },
        { 'chargebee-idempotency-key': request.idempotencyKey },
      ),
    );
    return { hostedPageId: answer.hosted_page.id, url: answer.hosted_page.url };
  }

  async readCheckout(hostedPageId: string): Promise<CheckoutOutcome | null> {
    let answer;
    try {
      answer = await this.call('hosted_pages retrieve', HostedPageAnswer, () => this.chargebee.hostedPage.retrieve(hostedPageId));
    } catch (error) {
      if (error instanceof NotFound) return null;
      throw error;
    }
    const page = answer.hosted_page;
    const state = checkoutState(page.state);
    const subscription = page.content?.subscription;
    return {
      hostedPageId: page.id,
      state,
      acknowledged: page.state === 'acknowledged',
      subscription: state === 'succeeded' && subscription ? snapshot(subscription) : null,
    };
  }

  async acknowledgeCheckout(hostedPageId: string): Promise<void> {
    await this.call('hosted_pages acknowledge', HostedPageAnswer, () => this.chargebee.hostedPage.acknowledge(hostedPageId));
  }

  async openPortal(request: PortalRequest): Promise<{ url: string }> {
    const answer = await this.call('portal_sessions create', PortalSessionAnswer, () =>
      this.chargebee.portalSession.create({ customer: { id: request.customerId }, redirect_url: request.returnUrl }),
    );
    return { url: answer.portal_session.access_url };
  }

  /** Chargebee's webhooks carry the basic-auth credentials set on the webhook in its dashboard. */
  parseWebhook(call: WebhookCall): SubscriptionEvent {
    const { webhookUsername, webhookPassword } = this.options;
    if (!hasBasicCredentials(call.headers.get('authorization'), webhookUsername, webhookPassword)) {
      throw new WebhookRefusedError('Chargebee webhook without the configured basic-auth credentials');
    }
    let body: unknown;
    try {
      body = JSON.parse(call.body);
    } catch {
      throw new WebhookMalformedError('Chargebee webhook body is not JSON');
    }
    const [invalid, event] = validate(body, WebhookEventBody);
    if (invalid) throw new WebhookMalformedError(`Chargebee webhook is not an event: ${invalid.message}`);
    const kind = eventKind(event.event_type);
    if (!kind) return { eventId: event.id, kind: 'ignored' };
    const subscription = event.content.subscription;
    if (!subscription) throw new WebhookMalformedError(`Chargebee ${event.event_type} event without a subscription`);
    return { eventId: event.id, kind, subscription: snapshot(subscription, event.occurred_at) };
  }

  /** One SDK call, its answer checked against the documented shape; failures become BillingUnavailableError. */
  private async call<T>(what: string, answer: Struct<T, unknown>, send: () => Promise<unknown>): Promise<T> {
    let body: unknown;
    try {
      body = await send();
    } catch (error) {
      throw failure(what, error);
    }
    const [invalid, checked] = validate(body, answer);
    if (invalid) throw unavailable(`${what}: unexpected answer: ${invalid.message}`);
    return checked;
  }
}

/** The SDK rejects with Chargebee's error body (not an Error) when the API answers, or an Error when it cannot. */
type ChargebeeErrorBody = { http_status_code?: unknown; api_error_code?: unknown; message?: unknown };

class NotFound extends BillingUnavailableError {}
class DuplicateEntry extends BillingUnavailableError {}

function failure(what: string, error: unknown): BillingUnavailableError {
  const body = (typeof error === 'object' && error !== null ? error : {}) as ChargebeeErrorBody;
  if (typeof body.http_status_code === 'number') {
    const reason = `${what} answered ${body.http_status_code} ${String(body.api_error_code ?? '')}: ${String(body.message ?? '')}`;
    if (body.http_status_code === 404) return new NotFound(reason);
    if (body.api_error_code === 'duplicate_entry') return new DuplicateEntry(reason);
    return unavailable(reason);
  }
  return unavailable(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** The operator sees why (never the key); the user gets the route's generic message. */
function unavailable(reason: string): BillingUnavailableError {
  console.error(`Chargebee ${reason}`);
  return new BillingUnavailableError(reason);
}

/**
 * The SDK builds https://{site}.chargebee.com/api/v2/...; this sends the same request (path,
 * query, headers, body) to another origin instead, such as a local double in the tests.
 */
function rebasedHttpClient(baseUrl: string): HttpClientInterface {
  return {
    async makeApiRequest(request: Request, timeout: number): Promise<Response> {
      const { pathname, search } = new URL(request.url);
      return fetch(`${baseUrl}${pathname}${search}`, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text(),
        signal: AbortSignal.timeout(timeout),
      });
    },
  };
}
