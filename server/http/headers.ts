import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Everything comes from our own origin. Styles allow 'unsafe-inline' because Chakra (emotion)
 * injects style tags; scripts never do. Frames: the billing sandbox pages are served by us.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    frameSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
});

/** API answers are personal: no browser or proxy may keep them. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

export const MAX_BODY_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/** No contract struct accepts anywhere near this much; refuse before reading it all. */
export const apiBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ message: BODY_TOO_LARGE_MESSAGE }, 413),
});
