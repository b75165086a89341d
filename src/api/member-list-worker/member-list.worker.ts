import { answerListCall, type ListCall } from './answer';

/** The members list's worker (client.ts starts it): one answer per call, in any order. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ListCall>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  void answerListCall(event.data, (url, init) => fetch(url, init)).then((answer) => scope.postMessage(answer));
};
