/** Reads the server's dev mailbox (`/__dev/mail.json`), as a person reads their inbox. */
export type Mail = { to: string; subject: string; text: string; html: string; sentAt: string };

export async function mailsTo(baseUrl: string, to: string): Promise<Mail[]> {
  const response = await fetch(`${baseUrl}/__dev/mail.json?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Waits for the newest mail to `to` sent after `count` mails had arrived. */
export async function nextMail(baseUrl: string, to: string, count = 0, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await mailsTo(baseUrl, to);
    if (mails.length > count) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no new mail to ${to} within ${timeoutMs} ms`);
}

export function codeIn(mail: Mail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in mail: ${mail.text}`);
  return match[1];
}

/** The magic link in a mail that points at `path` (e.g. /auth/verify-email). */
export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_\\-.%]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return match[0];
}
