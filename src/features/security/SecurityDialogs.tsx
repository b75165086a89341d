import { authenticatorTexts, recoveryCodeTexts } from '../../i18n/security';
import { toastSuccess } from '../../ui/toast';
import { useDisableTotp, useNewRecoveryCodes } from './mutations';
import { AddPasskeyDialog, RemovePasskeyDialog, RenamePasskeyDialog } from './PasskeyDialogs';
import { PasswordDialog } from './PasswordDialog';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { TotpSetupDialog } from './TotpSetupDialog';
import type { SecurityDialogs as DialogState } from './useSecurityDialogs';

/** The Security screen's dialogs: the one in `dialogs` is shown, the others are not mounted. */
export function SecurityDialogs({ dialogs }: { dialogs: DialogState }) {
  const { dialog, open, opening, show, close, exited } = dialogs;
  const disableTotp = useDisableTotp();
  const newCodes = useNewRecoveryCodes();
  const frame = { open, onClose: close, onExitComplete: exited };
  const showCodes = (codes: readonly string[]) => show({ kind: 'codes', codes });

  switch (dialog?.kind) {
    case 'passkeyAdd':
      return <AddPasskeyDialog key={opening} {...frame} onRecoveryCodes={showCodes} />;
    case 'totpSetup':
      return (
        <TotpSetupDialog
          key={opening}
          {...frame}
          onTurnedOn={(codes) => {
            toastSuccess(authenticatorTexts.turnedOn);
            if (codes) showCodes(codes);
            else close();
          }}
        />
      );
    case 'totpOff':
      return (
        <PasswordDialog
          key={opening}
          {...frame}
          title={authenticatorTexts.turnOffTitle}
          prompt={authenticatorTexts.turnOffPrompt}
          submitLabel={authenticatorTexts.turnOff}
          onConfirm={async (password) => {
            const { message } = await disableTotp.mutateAsync(password);
            close();
            toastSuccess(message);
          }}
        />
      );
    case 'newCodes':
      return (
        <PasswordDialog
          key={opening}
          {...frame}
          title={recoveryCodeTexts.newCodesTitle}
          prompt={recoveryCodeTexts.newCodesPrompt}
          submitLabel={recoveryCodeTexts.create}
          onConfirm={async (password) => {
            const { recovery_codes } = await newCodes.mutateAsync(password);
            showCodes(recovery_codes);
          }}
        />
      );
    case 'codes':
      return <RecoveryCodesDialog key={opening} {...frame} codes={dialog.codes} />;
    case 'rename':
      return <RenamePasskeyDialog key={opening} {...frame} passkey={dialog.passkey} />;
    case 'remove':
      return <RemovePasskeyDialog key={opening} {...frame} passkey={dialog.passkey} />;
    default:
      return null;
  }
}
