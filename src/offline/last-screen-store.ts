import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { STORAGE_PREFIX } from '../session/storage-keys';

/**
 * Where each user's last screens are kept (last-screen.ts saves them, sw/paint.ts answers with
 * them): an IndexedDB database through `idb`, which the service worker reads as the page does.
 * One entry per user, account and path, and one record of the device's signed-in user and account.
 * Logout and a refused token remove both (clearLastScreens, from clearPersistedCaches).
 */
export type LastScreen = {
  userId: number;
  accountId: number | null;
  path: string;
  /** The app root's markup as the portal drew it, without scripts and without field values. */
  markup: string;
  /** The text of the Emotion rules the page had (Chakra's styles), in their order. */
  styles: string;
  /** The <html> element's attributes besides the colour mode, which the pre-paint script sets. */
  htmlAttributes: Record<string, string>;
  savedAt: number;
};

/** Who is signed in on this device, with which account: the only user whose screens are answered. */
export type CurrentSession = { userId: number; accountId: number | null };

const DATABASE = `${STORAGE_PREFIX}last_screens`;
const SCREENS = 'screens';
const DEVICE = 'device';
const CURRENT = 'current';

interface LastScreens extends DBSchema {
  [SCREENS]: { key: string; value: LastScreen };
  [DEVICE]: { key: string; value: CurrentSession };
}

export const lastScreenKey = (userId: number, accountId: number | null, path: string): string =>
  `${userId}:${accountId ?? '-'}:${path}`;

let opened: Promise<IDBPDatabase<LastScreens>> | null = null;

function database(): Promise<IDBPDatabase<LastScreens>> {
  opened ??= openDB<LastScreens>(DATABASE, 1, {
    upgrade: (db) => {
      db.createObjectStore(SCREENS);
      db.createObjectStore(DEVICE);
    },
  });
  // A failed open (no IndexedDB, a private window) is tried again at the next use.
  opened.catch(() => {
    opened = null;
  });
  return opened;
}

/** Saves a screen and, in the same transaction, its user and account as the device's current ones. */
export async function putLastScreen(screen: LastScreen): Promise<void> {
  const db = await database();
  const transaction = db.transaction([SCREENS, DEVICE], 'readwrite');
  await Promise.all([
    transaction.objectStore(SCREENS).put(screen, lastScreenKey(screen.userId, screen.accountId, screen.path)),
    transaction.objectStore(DEVICE).put({ userId: screen.userId, accountId: screen.accountId }, CURRENT),
    transaction.done,
  ]);
}

/** Records the device's current user and account (a sign-in, an account switch). */
export async function putCurrentSession(current: CurrentSession): Promise<void> {
  const db = await database();
  await db.put(DEVICE, current, CURRENT);
}

/**
 * The current user's last screen at `path`, or null: none saved, nobody signed in, or an entry
 * that is not this user's and account's (checked by its own ids, not only its key).
 */
export async function readLastScreen(path: string): Promise<{ current: CurrentSession | null; screen: LastScreen | null }> {
  const db = await database();
  const current = (await db.get(DEVICE, CURRENT)) ?? null;
  if (!current) return { current, screen: null };
  const screen = (await db.get(SCREENS, lastScreenKey(current.userId, current.accountId, path))) ?? null;
  const own = screen && screen.userId === current.userId && screen.accountId === current.accountId && screen.path === path;
  return { current, screen: own ? screen : null };
}

/** Removes every saved screen and the current user's record: logout, a refused token. */
export async function clearLastScreens(): Promise<void> {
  const db = await database();
  const transaction = db.transaction([SCREENS, DEVICE], 'readwrite');
  await Promise.all([transaction.objectStore(SCREENS).clear(), transaction.objectStore(DEVICE).clear(), transaction.done]);
}

/** The message a page sends the service worker with a screen to save (last-screen.ts). */
export const SAVE_LAST_SCREEN = 'SAVE_LAST_SCREEN';

const isText = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** Whether a message's screen has the shape of one (a page of this origin sent it; the worker checks it anyway). */
export function isLastScreen(value: unknown): value is LastScreen {
  if (!value || typeof value !== 'object') return false;
  const screen = value as Record<string, unknown>;
  const attributes = screen.htmlAttributes;
  return (
    isId(screen.userId) &&
    (screen.accountId === null || isId(screen.accountId)) &&
    isText(screen.path) && isText(screen.markup) && isText(screen.styles) &&
    typeof screen.savedAt === 'number' &&
    !!attributes && typeof attributes === 'object' && Object.values(attributes).every(isText)
  );
}
