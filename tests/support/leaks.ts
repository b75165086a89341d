/** What a tenant owns that nobody else may read: strings (names, e-mails, ids of things) and numeric ids. */
export type Secrets = { strings: readonly string[]; userIds: readonly number[]; accountIds: readonly number[] };

const isUser = (value: Record<string, unknown>) => 'first_name' in value || 'email' in value;
const isAccount = (value: Record<string, unknown>) => 'account_name' in value;

/**
 * Every place in an answer's JSON that shows something of `secrets`: a string containing one of
 * its strings, or a user or account id of its own. An id counts only where it names a user or an
 * account (`user_id`, `account_id`, or `id` of an object that is one), since small ids of other
 * things (products, packages) are shared by every tenant. An empty list means nothing leaked.
 */
export function leaksIn(body: unknown, secrets: Secrets, path = '$'): string[] {
  if (typeof body === 'string') {
    const lower = body.toLowerCase();
    return secrets.strings.filter((secret) => lower.includes(secret.toLowerCase())).map((secret) => `${path} shows "${secret}"`);
  }
  if (Array.isArray(body)) return body.flatMap((item, index) => leaksIn(item, secrets, `${path}[${index}]`));
  if (body === null || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  return Object.entries(record).flatMap(([key, value]) => {
    const here = `${path}.${key}`;
    const userId = key === 'user_id' || (key === 'id' && isUser(record));
    const accountId = key === 'account_id' || (key === 'id' && isAccount(record));
    const idLeak =
      (userId && secrets.userIds.includes(value as number)) || (accountId && secrets.accountIds.includes(value as number))
        ? [`${here} is the target's id ${String(value)}`]
        : [];
    return [...idLeak, ...leaksIn(key, secrets, `${here} (key)`), ...leaksIn(value, secrets, here)];
  });
}
