import { readFileSync } from 'node:fs';

/**
 * hold-submit.js's text, put inline in the head of every prerendered page: it must run before the
 * form can be pressed, which a script fetched after the page (even `async`) does not promise on a
 * slow network. The Content-Security-Policy allows it by its hash (server/http/inline-scripts.ts).
 */
export const HOLD_SUBMIT_SCRIPT = readFileSync(new URL('./hold-submit.js', import.meta.url), 'utf8');

/**
 * hold-press.js's text, inline in the signed-in frame's head (frameHtml): it must hold a press on
 * the frame or a saved screen from the first paint. Allowed by its hash as hold-submit.js is.
 */
export const HOLD_PRESS_SCRIPT = readFileSync(new URL('./hold-press.js', import.meta.url), 'utf8');
