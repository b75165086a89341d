import { Hono } from 'hono';
import type { Services } from '../services';
import { listOutbox, type OutboxMail } from '../mail/outbox';
import { escapeHtml } from '../http/html';
import { localOnly } from '../http/local-only';

/**
 * The dev mailbox: the outbox as a page and as JSON (tests and e2e read codes from it). It holds
 * every code and link mailed, so only this machine may read it unless the operator opened it with
 * DEV_MAILBOX_PUBLIC=true.
 */
export function devMailRoutes(services: Services) {
  const app = new Hono();
  if (!services.config.devMailboxPublic) app.use('*', localOnly);

  app.get('/mail.json', async (c) => c.json(await listOutbox(services.db, c.req.query('to') || undefined)));

  app.get('/mail', async (c) => c.html(page(await listOutbox(services.db, c.req.query('to') || undefined))));

  return app;
}

function page(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${mail.sentAt}">${mail.sentAt.replace('T', ' ').slice(0, 19)} UTC</time></p>
  <pre>${linkify(escapeHtml(mail.text))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font-family: system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1a202c; }
  article { border: 1px solid #cbd5e0; border-radius: 8px; padding: 0 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; } .meta { color: #4a5568; }
  pre { white-space: pre-wrap; font-family: inherit; }
</style></head>
<body>
<h1>Dev mailbox</h1>
<p>Mail the server would have sent, newest first. <a href="/__dev/mail">Refresh</a> · <a href="/__dev/mail.json">JSON</a></p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

/** Links in the (already escaped) text become clickable. */
const linkify = (html: string): string => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
