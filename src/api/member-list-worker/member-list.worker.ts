import { answerListCall, type ListCall } from './answer';

/** The members list's worker (client.ts starts it): one answer per call, in any order. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ListCall>) => void) | null;
  postMessage: (message: unknown) => void;
};

// The bare fetch: answerListCall reads the Response itself (its status, three headers, the body as
// text for the fast reader), so the page's client (api/http.ts) would add only bytes to this chunk.
scope.onmessage = (event) => {
  void answerListCall(event.data, (url, init) => fetch(url, init)).then((answer) => scope.postMessage(answer));
};
