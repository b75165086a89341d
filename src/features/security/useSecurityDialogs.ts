import type { Passkey } from '../../api/contract';
import { useOneDialog, type OneDialog } from '../../ui/useOneDialog';

/** The one dialog the Security screen shows at a time. */
export type SecurityDialog =
  | { kind: 'passkeyAdd' }
  | { kind: 'totpSetup' }
  | { kind: 'totpOff' }
  | { kind: 'newCodes' }
  | { kind: 'codes'; codes: readonly string[] }
  | { kind: 'rename' | 'remove'; passkey: Passkey };

export type SecurityDialogs = OneDialog<SecurityDialog>;

export const useSecurityDialogs = (): SecurityDialogs => useOneDialog<SecurityDialog>();
