import { useMemo } from 'react';
import { Button, CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountMessages, type UserAccount } from '../../api/contract';
import { errorMessage } from '../../api/contract';
import { primaryContactTexts as texts } from '../../i18n/account';
import { useSession } from '../../session/SessionProvider';
import { Form, SubmitButton } from '../../ui/form';
import { SelectField } from '../../ui/form/SelectField';
import { toastSuccess } from '../../ui/toast';
import { usePromotePrimaryContact } from './mutations';
import { administratorsQuery } from './queries';
import { validatePrimaryContact, type PrimaryContactValues } from './validation';

export type ChangePrimaryContactModalProps = {
  account: UserAccount;
  open: boolean;
  onClose: () => void;
};

/**
 * Spec 2 "Change Primary Contact modal": choose one of the account's administrators. Its content
 * mounts only while open, so the list is fetched then and every opening starts with an empty form.
 */
export function ChangePrimaryContactModal({ account, open, onClose }: ChangePrimaryContactModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} lazyMount unmountOnExit placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title>{texts.modalTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <PrimaryContactForm account={account} onClose={onClose} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={texts.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PrimaryContactForm({ account, onClose }: { account: UserAccount; onClose: () => void }) {
  const { user } = useSession();
  const administrators = useQuery(administratorsQuery(user?.id ?? 0, account.id, account.user_account_token));
  const promote = usePromotePrimaryContact(account.user_account_token);
  const options = useMemo(
    () => (administrators.data ?? []).map((admin) => ({ value: admin.id, label: `${admin.first_name} ${admin.last_name}` })),
    [administrators.data],
  );

  const onSubmit = async (values: PrimaryContactValues) => {
    if (!values.user_id) return;
    await promote.mutateAsync(values.user_id);
    onClose();
    toastSuccess(accountMessages.updated);
  };

  return (
    <Form<PrimaryContactValues> label={texts.modalTitle} onSubmit={onSubmit} validate={validatePrimaryContact}>
      <SelectField<number>
        name="user_id"
        label={texts.administrator}
        options={options}
        isLoading={administrators.isPending}
        helperText={administrators.isError ? errorMessage(administrators.error) : undefined}
      />
      <HStack justify="flex-end" gap="3">
        <Button type="button" variant="outline" onClick={onClose}>
          {texts.cancel}
        </Button>
        <SubmitButton fullWidth={false}>{texts.submit}</SubmitButton>
      </HStack>
    </Form>
  );
}
