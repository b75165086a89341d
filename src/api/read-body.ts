/** A JSON body parsed, any other body as text; an empty or malformed JSON body as its text. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '' || !/\bjson\b/i.test(response.headers.get('Content-Type') ?? '')) return text || undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
