import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountMessages, errorMessage, type UserAccount } from '../../api/contract';
import { primaryContactTexts as texts } from '../../i18n/account';
import { useSession } from '../../session/SessionProvider';
import { Form, FormActions } from '../../ui/form';
import { SelectField } from '../../ui/form/SelectField';
import { Modal } from '../../ui/Modal';
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
 * Spec 2 "Change Primary Contact modal": choose one of the account's administrators. The modal's
 * content mounts only while open, so the list is fetched then and every opening starts afresh.
 */
export function ChangePrimaryContactModal({ account, open, onClose }: ChangePrimaryContactModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={texts.modalTitle}>
      <PrimaryContactForm account={account} onClose={onClose} />
    </Modal>
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
      <FormActions cancelLabel={texts.cancel} onCancel={onClose} submitLabel={texts.submit} />
    </Form>
  );
}
