import { readFileSync } from 'node:fs';

/**
 * hold-submit.js's text, put inline in the head of every prerendered page: it must run before the
 * form can be pressed, which a script fetched after the page (even `async`) does not promise on a
 * slow network. The Content-Security-Policy allows it by its hash (server/http/inline-scripts.ts).
 */
export const HOLD_SUBMIT_SCRIPT = readFileSync(new URL('./hold-submit.js', import.meta.url), 'utf8');
