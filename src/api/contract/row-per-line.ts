/**
 * A JSON array written one item to a line: `[`, then each item as `JSON.stringify` writes it
 * (which escapes every line break inside a string), the items separated by `,` and a line break,
 * then `]`. It is plain JSON to any reader; a reader that knows the shape can split it at its
 * line breaks and parse a few hundred items at a time, so a list of thousands never needs one
 * long `JSON.parse` on a phone's main thread.
 */
export function stringifyRowPerLine(items: readonly unknown[]): string {
  if (items.length === 0) return '[]';
  return `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]`;
}

/** The items' texts of an array written by stringifyRowPerLine, each without its separator; null for any other text. */
export function rowLinesOf(text: string): string[] | null {
  if (!text.startsWith('[\n') || !text.endsWith('\n]')) return null;
  const lines = text.slice(2, -2).split('\n');
  for (let index = 0; index < lines.length - 1; index += 1) {
    const line = lines[index];
    if (!line.endsWith(',')) return null;
    lines[index] = line.slice(0, -1);
  }
  return lines;
}
