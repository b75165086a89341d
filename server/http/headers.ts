import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { INLINE_SCRIPT_HASHES } from './inline-scripts';

/**
 * Everything comes from our own origin. Styles allow 'unsafe-inline' because Chakra (emotion)
 * injects style tags; the only inline scripts are the colour mode's, by hash (inline-scripts.ts).
 * Frames: the billing sandbox pages are served by us.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
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

/**
 * Headers of a page the server renders itself outside the portal (the billing sandbox, the demo
 * products), sent instead of securityHeaders: nothing loads but the page's one style block (by
 * hash), no script at all, forms post only to `formAction`, only `frameAncestors` may frame it.
 */
export function standalonePageHeaders(options: { styleHash: string; formAction?: string[]; frameAncestors?: string[] }) {
  const frameAncestors = options.frameAncestors ?? ["'none'"];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: [options.styleHash],
      formAction: options.formAction ?? ["'none'"],
      baseUri: ["'none'"],
      frameAncestors,
    },
    // frame-ancestors says who may frame; the older header cannot name another origin.
    xFrameOptions: frameAncestors.includes("'none'") ? 'DENY' : false,
  });
}

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
