import { useMemo } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { accountMessages, errorMessage, type UserAccount } from '../../api/contract';
import { primaryContactTexts as texts } from '../../i18n/account';
import { paths } from '../../routing/paths';
import { useSession } from '../../session/SessionProvider';
import { Form, FormActions } from '../../ui/form';
import { SelectField } from '../../ui/form/SelectField';
import { Modal } from '../../ui/Modal';
import { toastSuccess } from '../../ui/toast';
import { usePromotePrimaryContact } from './mutations';
import { hasOtherAdministrator } from './primary-contact-choice';
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

  // With nobody else to choose, the way forward is inviting an administrator, not a list of one.
  if (administrators.data && !hasOtherAdministrator(administrators.data, account.primary_contact)) {
    return <NoOtherAdministrator onClose={onClose} />;
  }

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

function NoOtherAdministrator({ onClose }: { onClose: () => void }) {
  const [, navigate] = useLocation();
  return (
    <Stack gap="4">
      <Text>{texts.noOtherAdministrator}</Text>
      <Flex justify="flex-end" wrap="wrap" gap="3">
        <Button variant="outline" fontWeight="semibold" onClick={onClose}>
          {texts.close}
        </Button>
        <Button colorPalette="blue" fontWeight="semibold" onClick={() => navigate(paths.manageUser)}>
          {texts.goToManageUsers}
        </Button>
      </Flex>
    </Stack>
  );
}
