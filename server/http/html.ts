import { createHash } from 'node:crypto';

/** Text for HTML content or a quoted attribute: every value a user typed goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A CSP source allowing exactly this inline style block or script, so no other inline one gets in. */
export const inlineHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A page the server renders itself, outside the portal (billing sandbox, demo products): the
 * title, escaped, as heading too; `body` is HTML its caller has escaped; one style block.
 */
export function htmlPage(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${style}</style></head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
}
