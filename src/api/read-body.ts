/** A JSON body parsed, any other body as text; an empty or malformed JSON body as its text. */
export function parseBody(text: string, contentType: string | null): unknown {
  if (text === '' || !/\bjson\b/i.test(contentType ?? '')) return text || undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
