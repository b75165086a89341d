/**
 * Every key the portal writes to web storage. The token keys carry the product prefix with the
 * suffixes the specification names; the rest share the prefix so one sweep can clear them.
 * The colour mode's key, a setting of the device, lives with it (ui/color-mode/color-modes.ts).
 */
export const STORAGE_PREFIX = 'portal_';

export const storageKeys = {
  accessToken: `${STORAGE_PREFIX}accessToken`,
  packageToken: `${STORAGE_PREFIX}package_token`,
  referrer: `${STORAGE_PREFIX}referrer`,
  verificationId: `${STORAGE_PREFIX}verification_id`,
  rememberMe: `${STORAGE_PREFIX}remember_me`,
  accountUpdated: `${STORAGE_PREFIX}account_updated`,
  selectedAccount: `${STORAGE_PREFIX}selected_account`,
  deviceInstall: `${STORAGE_PREFIX}device_install`,
  /** The device id this browser last sent with an authentication call (device-id.ts). */
  deviceIdSent: `${STORAGE_PREFIX}device_id_sent`,
  /** Tokens signed out of whose revocation is still to be sent (pending-revocations.ts); never a session's bearer. */
  pendingRevocations: `${STORAGE_PREFIX}pending_revocations`,
  /** When the next e-mail verification mail may go to each address (features/auth/verify-mail-wait.ts). */
  verifyMailWaits: `${STORAGE_PREFIX}verify_mail_waits`,
  /** The persisted query cache; the user id is appended so one user's data never loads for another. */
  queryCachePrefix: `${STORAGE_PREFIX}query_cache_`,
  /** A large list saved on its own in IndexedDB (offline/saved-queries.ts): the user id, then the query. */
  savedQueryPrefix: `${STORAGE_PREFIX}saved_query_`,
} as const;

/** The portal's IndexedDB database and its one store, where the large lists are saved per query. */
export const savedQueriesDatabase = { name: `${STORAGE_PREFIX}saved_queries`, store: 'queries' } as const;
