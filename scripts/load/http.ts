/** The load check's one way to call the portal: JSON in, JSON (or text) out, never throwing on a status. */
export type Answer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

export async function call<T = Record<string, unknown>>(
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string; redirect?: RequestRedirect } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(new URL(path, base), {
    method, headers, redirect: options.redirect ?? 'follow',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** The answer's body, or a stop with what the server said. */
export function expectOk<T>(answer: Answer<T>, what: string, status = 200): T {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Only this machine: a load check never sends traffic anywhere else. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!(host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host))) {
    throw new Error(`LOAD_URL must be a loopback address (127.0.0.0/8, localhost or [::1]); got ${host}`);
  }
}
