/**
 * Every key the portal writes to web storage. The token keys carry the product prefix with the
 * suffixes the specification names; the rest share the prefix so one sweep can clear them.
 */
import { ACCESS_TOKEN_STORAGE_KEY, SELECTED_ACCOUNT_STORAGE_KEY } from '../api/contract/early-session';

export const STORAGE_PREFIX = 'portal_';

export const storageKeys = {
  /** `${STORAGE_PREFIX}accessToken`; index.html's early script reads it too, so it is defined beside that script. */
  accessToken: ACCESS_TOKEN_STORAGE_KEY,
  packageToken: `${STORAGE_PREFIX}package_token`,
  referrer: `${STORAGE_PREFIX}referrer`,
  verificationId: `${STORAGE_PREFIX}verification_id`,
  rememberMe: `${STORAGE_PREFIX}remember_me`,
  accountUpdated: `${STORAGE_PREFIX}account_updated`,
  /** `${STORAGE_PREFIX}selected_account`; index.html's early script reads it too. */
  selectedAccount: SELECTED_ACCOUNT_STORAGE_KEY,
  deviceInstall: `${STORAGE_PREFIX}device_install`,
  /** Tokens signed out of whose revocation is still to be sent (pending-revocations.ts); never a session's bearer. */
  pendingRevocations: `${STORAGE_PREFIX}pending_revocations`,
  /** The persisted query cache; the user id is appended so one user's data never loads for another. */
  queryCachePrefix: `${STORAGE_PREFIX}query_cache_`,
} as const;
