import { readMemberListFast } from '../contract/member-list-fast-reader';
import { writeMemberListText } from '../contract/member-list-text';
import { readBody } from '../read-body';

/** A GET of the members list, as the page hands it to the worker. */
export type ListCall = { id: number; url: string; headers: Record<string, string> };

/**
 * The worker's answer: no answer at all (the network failed, or the body was cut off), or the
 * status, the headers the portal reads, and either the list as compact text (a 200 whose rows
 * the contract accepts) or the body as read (anything else, for the page to judge as ever).
 */
export type ListAnswer =
  | { id: number; unreachable: true }
  | { id: number; status: number; headers: [string, string][]; text?: string; data?: unknown };

/** The headers the portal reads from this call's answer: its ETag, a 429's Retry-After, the body's type. */
const READ_HEADERS = ['etag', 'retry-after', 'content-type'];

type Fetcher = (url: string, init: { headers: Record<string, string> }) => Promise<Response>;

/**
 * Fetches the list and reads it where this runs (a worker): the body of a large account's list,
 * its JSON and its check against the contract stay off the main thread; the page gets the compact
 * text to unpack.
 */
export async function answerListCall(call: ListCall, fetcher: Fetcher): Promise<ListAnswer> {
  const { id } = call;
  let response: Response;
  let data: unknown;
  try {
    response = await fetcher(call.url, { headers: call.headers });
    data = response.status === 304 ? undefined : await readBody(response);
  } catch {
    return { id, unreachable: true };
  }
  const headers = READ_HEADERS.flatMap((name): [string, string][] => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  const rows = response.ok ? readMemberListFast(data) : null;
  if (rows) return { id, status: response.status, headers, text: writeMemberListText(rows, response.headers.get('etag')) };
  return { id, status: response.status, headers, data };
}
