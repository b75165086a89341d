/** Whether an Accept-Encoding header takes `encoding` (named with a q above 0, or by `*`). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  return (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}

/** The content codings the server makes, in the order it prefers them (brotli is the smaller). */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** The first coding of CONTENT_CODINGS the header takes, or null for the plain body. */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  return CONTENT_CODINGS.find((coding) => acceptsEncoding(header, coding)) ?? null;
}
