import { isLoopbackUrl } from '../../src/api/contract';

/*
 * The server calls addresses an administrator typed (an issuer, a metadata URL): every such call
 * goes through here. It allows https:, and http: only to a loopback host; follows no redirect; gives
 * up after a few seconds; and reads at most a small document, so a hostile address can neither hold
 * a request open nor fill the memory. Private addresses on https: stay reachable, as providers
 * inside a company's network are.
 */

export const PROVIDER_TIMEOUT_MS = 5000;
/** Discovery documents and metadata are a few kilobytes; several certificates stay well within this. */
export const PROVIDER_MAX_BYTES = 512 * 1024;

export class ProviderFetchError extends Error {
  override name = 'ProviderFetchError';
}

function allowedUrl(address: string): URL {
  const url = new URL(address);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url))) return url;
  throw new ProviderFetchError(`Refused to call ${url.protocol} ${url.hostname}`);
}

async function readCapped(response: Response): Promise<Blob> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > PROVIDER_MAX_BYTES) throw new ProviderFetchError('The answer is too large');
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  if (!reader) return new Blob([]);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > PROVIDER_MAX_BYTES) {
      await reader.cancel();
      throw new ProviderFetchError('The answer is too large');
    }
    chunks.push(value);
  }
  return new Blob(chunks);
}

/** Discovery, metadata and keys are read with GET; the sign-in's token request POSTs a form. */
export type ProviderRequest = { method?: string; headers?: Record<string, string>; body?: string | URLSearchParams };

/** fetch() within the rules above; the answer is read whole (capped) before it is handed back. */
export async function providerFetch(address: string, request: ProviderRequest = {}): Promise<Response> {
  const url = allowedUrl(address);
  const response = await fetch(url, {
    method: request.method ?? 'GET', headers: request.headers, body: request.body,
    redirect: 'manual', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const body = await readCapped(response);
  // A body on 204/304 is not allowed in a Response.
  const empty = [101, 204, 205, 304].includes(response.status);
  return new Response(empty ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
