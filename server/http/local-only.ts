import { createMiddleware } from 'hono/factory';
import { isLoopbackAddress, remoteAddress } from '../admin/loopback';
import { notFound, NOT_FOUND_MESSAGE } from './errors';

/** A proxy names the client it relays in one of these; a browser or curl on this machine sends none. */
const isForwardingHeader = (name: string): boolean =>
  name === 'forwarded' || name === 'via' || name === 'x-real-ip' || name.startsWith('x-forwarded-');

/**
 * Only requests made on this machine: from the loopback interface and not relayed by a proxy (a
 * proxy on the same host connects from loopback too, but says whom it forwards for). Anything else
 * gets what an unknown path gets, so the path cannot even be found. A request without a socket (made
 * in-process) is refused too: it cannot prove where it came from.
 */
export const localOnly = createMiddleware(async (c, next) => {
  const relayed = Object.keys(c.req.header()).some(isForwardingHeader);
  if (relayed || !isLoopbackAddress(remoteAddress(c))) throw notFound(NOT_FOUND_MESSAGE);
  await next();
});
