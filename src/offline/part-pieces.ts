/**
 * A saved part's text is stored whole when short, and in pieces when long: writing the members
 * list of a large account in one `setItem` holds the main thread in one long task, a piece of
 * 50,000 characters a short one. The pieces are written
 * a task each (storage-persister.ts), under keys of their own generation, and the part's own key
 * is then given a manifest naming that generation: until the manifest is written the part reads
 * as it did, so a save cut short (the tab closed, the storage full) never leaves a part half old
 * and half new.
 */
export const PIECE_LENGTH = 50_000;

/** Starts a manifest; a part's text (JSON the saved forms write) never starts with NUL. */
const MANIFEST = '\u0000pieces ';

const pieceKey = (partKey: string, generation: string, index: number) => `${partKey}#${generation}.${index}`;

type Manifest = { generation: string; count: number };

function manifestOf(stored: string | null): Manifest | null {
  if (stored === null || !stored.startsWith(MANIFEST)) return null;
  const [generation, count] = stored.slice(MANIFEST.length).split(' ');
  return { generation, count: Number(count) };
}

/** The part's text, whole or from its pieces; null when it or one of its pieces is missing. */
export function readPart(storage: Pick<Storage, 'getItem'>, partKey: string): string | null {
  const stored = storage.getItem(partKey);
  const manifest = manifestOf(stored);
  if (!manifest) return stored;
  const pieces: string[] = [];
  for (let index = 0; index < manifest.count; index += 1) {
    const piece = storage.getItem(pieceKey(partKey, manifest.generation, index));
    if (piece === null) return null;
    pieces.push(piece);
  }
  return pieces.join('');
}

/**
 * The writes that store `text` as the part's, in order, each small enough for a task of its own:
 * the pieces under `generation` (one no save of this part has used), then the manifest. A short
 * text is one write.
 */
export function partWrites(storage: Pick<Storage, 'setItem'>, partKey: string, text: string, generation: string): (() => void)[] {
  if (text.length <= PIECE_LENGTH) return [() => storage.setItem(partKey, text)];
  const count = Math.ceil(text.length / PIECE_LENGTH);
  const writes = Array.from({ length: count }, (_, index) => () =>
    storage.setItem(pieceKey(partKey, generation, index), text.slice(index * PIECE_LENGTH, (index + 1) * PIECE_LENGTH)),
  );
  return [...writes, () => storage.setItem(partKey, `${MANIFEST}${generation} ${count}`)];
}

/** The keys the part's text is stored under now: its own, and the pieces its manifest names. */
export function partKeysInUse(storage: Pick<Storage, 'getItem'>, partKey: string): string[] {
  const manifest = manifestOf(storage.getItem(partKey));
  if (!manifest) return [partKey];
  return [partKey, ...Array.from({ length: manifest.count }, (_, index) => pieceKey(partKey, manifest.generation, index))];
}
