import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { hostOf, isAllowedHost, isMetadataName, isPublicAddress, type AllowedHost } from './provider-hosts';

/*
 * The server calls addresses an administrator typed (an issuer, a metadata URL, and what their
 * documents name): every such call goes through here. It calls https: hosts whose every address
 * is on the public internet, checked after DNS resolution, and connects to the very address it
 * checked, so a second DNS answer (rebinding) cannot send it elsewhere. A host the operator lists
 * (SSO_ALLOWED_HOSTS) may be on any address and over plain http: a provider inside the company's
 * network. It follows no redirect, gives up after a few seconds, and reads at most a small
 * document, so a hostile address can neither hold a request open nor fill the memory.
 */

export const PROVIDER_TIMEOUT_MS = 5000;
/** Discovery documents and metadata are a few kilobytes; several certificates stay well within this. */
export const PROVIDER_MAX_BYTES = 512 * 1024;

/** `refused`: the address is not one the server calls (nothing was sent); else the call failed. */
export class ProviderFetchError extends Error {
  override name = 'ProviderFetchError';
  constructor(message: string, readonly refused = false) {
    super(message);
  }
}

export type ResolvedAddress = { address: string; family: number };
/** Every address of a host name; the system's resolver unless a test gives its own. */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: HostResolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** What the server may call: the operator's listed hosts, and how names are resolved. */
export type ProviderCalls = { allowedHosts: readonly AllowedHost[]; resolve?: HostResolver };

const notPublic = (host: string, what: string) =>
  new ProviderFetchError(`Refused to call ${host}: ${what} is not on the public internet (list the host in SSO_ALLOWED_HOSTS to allow it)`, true);

/** Why the server will not call this URL, without resolving it; null when resolving decides. */
export function urlRefusal(url: URL, calls: ProviderCalls): ProviderFetchError | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return new ProviderFetchError(`Refused to call ${url.protocol}`, true);
  if (isAllowedHost(calls.allowedHosts, url)) return null;
  const { host } = hostOf(url);
  if (url.protocol === 'http:') return new ProviderFetchError(`Refused to call ${host} over plain http (list the host in SSO_ALLOWED_HOSTS to allow it)`, true);
  if (isMetadataName(host)) return notPublic(host, 'a cloud metadata service');
  if (isIP(host) !== 0 && !isPublicAddress(host)) return notPublic(host, `the address ${host}`);
  return null;
}

/** The addresses to connect to: all of them public, or the host listed (then the system's lookup decides). */
async function checkedAddresses(url: URL, calls: ProviderCalls): Promise<ResolvedAddress[] | null> {
  const refusal = urlRefusal(url, calls);
  if (refusal) throw refusal;
  if (isAllowedHost(calls.allowedHosts, url)) return null;
  const { host } = hostOf(url);
  if (isIP(host) !== 0) return [{ address: host, family: isIP(host) }];
  let addresses: ResolvedAddress[];
  try {
    addresses = await (calls.resolve ?? systemResolver)(host);
  } catch (error) {
    throw new ProviderFetchError(`${host} could not be resolved: ${(error as Error).message}`);
  }
  if (addresses.length === 0) throw new ProviderFetchError(`${host} has no address`);
  const inside = addresses.find(({ address }) => !isPublicAddress(address));
  if (inside) throw notPublic(host, `its address ${inside.address}`);
  return addresses;
}

/** A lookup that answers only the addresses already checked: the connection goes where the check looked. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_host, options, callback) => {
    const wanted = addresses.filter(({ family }) => !options.family || family === options.family);
    const [first] = wanted;
    if (!first) {
      callback(Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all) (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, wanted);
    else callback(null, first.address, first.family);
  };
}

async function readCapped(message: IncomingMessage): Promise<Buffer> {
  const declared = Number(message.headers['content-length'] ?? 0);
  if (declared > PROVIDER_MAX_BYTES) {
    message.destroy();
    throw new ProviderFetchError('The answer is too large');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of message) {
    const piece = chunk as Buffer;
    total += piece.byteLength;
    if (total > PROVIDER_MAX_BYTES) {
      message.destroy();
      throw new ProviderFetchError('The answer is too large');
    }
    chunks.push(piece);
  }
  return Buffer.concat(chunks);
}

function responseHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, one);
  }
  return headers;
}

/** Discovery, metadata and keys are read with GET; the sign-in's token request POSTs a form. */
export type ProviderRequest = { method?: string; headers?: Record<string, string>; body?: string | URLSearchParams };

/** A call within the rules above, answered as a fetch() Response read whole (capped). */
export async function providerFetch(address: string, calls: ProviderCalls, request: ProviderRequest = {}): Promise<Response> {
  const url = new URL(address);
  const addresses = await checkedAddresses(url, calls);
  const headers: Record<string, string> = { ...request.headers };
  const body = request.body === undefined ? undefined : request.body.toString();
  if (request.body instanceof URLSearchParams && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const send = url.protocol === 'https:' ? https.request : http.request;
  const message = await new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = send(url, {
      method: request.method ?? 'GET', headers, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      ...(addresses && { lookup: pinnedLookup(addresses) }),
    }, resolve);
    outgoing.on('error', (error) => reject(new ProviderFetchError(`${url.host} could not be reached: ${error.message}`)));
    outgoing.end(body);
  });
  const status = message.statusCode ?? 502;
  const read = await readCapped(message);
  // A body on 204/304 is not allowed in a Response.
  const empty = [101, 204, 205, 304].includes(status);
  return new Response(empty ? null : new Uint8Array(read), { status, statusText: message.statusMessage, headers: responseHeaders(message) });
}
