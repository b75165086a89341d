import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { accountMessages, type UserAccount } from '../../api/contract';
import { paths } from '../../routing/paths';
import { accountTexts } from '../../i18n/account';
import { useSession } from '../../session/SessionProvider';
import { AdministratorsOnly } from '../../ui/AdministratorsOnly';
import { PageTitle } from '../../ui/PageTitle';
import { toastSuccess } from '../../ui/toast';
import { AccountForm } from './AccountForm';
import { isUpdatePath } from './account-rules';
import { useCreateAccount, useUpdateAccount } from './mutations';
import { PrimaryContactPanel } from './PrimaryContactPanel';
import { NEW_ACCOUNT_VALUES, valuesFromAccount, type AccountFormValues } from './validation';

/**
 * /create-account and /dashboard/update-account (spec 2 "Account"): one screen, in update mode when
 * the path contains 'update-account'.
 */
export function AccountPage() {
  const [path] = useLocation();
  return isUpdatePath(path) ? <UpdateAccount /> : <CreateAccount />;
}

/** Spec 2: Cancel goes to the dashboard if an account is selected, otherwise to '/'. */
function useCancel(): () => void {
  const { selectedAccount } = useSession();
  const [, navigate] = useLocation();
  return () => navigate(selectedAccount ? paths.dashboard : paths.home);
}

function CreateAccount() {
  const { selectedAccount } = useSession();
  const [, navigate] = useLocation();
  const create = useCreateAccount();
  const onCancel = useCancel();
  const [createdId, setCreatedId] = useState<number | null>(null);

  useEffect(() => {
    // Move on once the new account is the session's selection, so the dashboard's guard sees it.
    if (createdId !== null && selectedAccount?.id === createdId) navigate(paths.dashboard);
  }, [createdId, selectedAccount, navigate]);

  const onSubmit = async (values: AccountFormValues) => {
    const account = await create.mutateAsync(values);
    toastSuccess(accountTexts.created);
    setCreatedId(account.id);
  };

  return (
    <Box maxW="4xl">
      <PageTitle>{accountTexts.createTitle}</PageTitle>
      <Text color="gray.700" mb="6">
        {accountTexts.createIntro}
      </Text>
      <AccountForm update={false} initialValues={NEW_ACCOUNT_VALUES} onSubmit={onSubmit} onCancel={onCancel} />
    </Box>
  );
}

function UpdateAccount() {
  const { selectedAccount } = useSession();
  const [, navigate] = useLocation();
  // The account guard sends a session without a chosen account to '/' before this renders.
  if (!selectedAccount) return null;
  return (
    <Box maxW="4xl">
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="3">
        <PageTitle>{accountTexts.updateTitle}</PageTitle>
        <Button variant="outline" colorPalette="blue" mb={{ base: '4', sm: '0' }} onClick={() => navigate(paths.createAccount)}>
          {accountTexts.createAdditional}
        </Button>
      </Flex>
      <AdministratorsOnly tenancy={selectedAccount.tenancy} message={accountTexts.adminOnly}>
        <UpdateAccountForm account={selectedAccount} />
      </AdministratorsOnly>
    </Box>
  );
}

function UpdateAccountForm({ account }: { account: UserAccount }) {
  const update = useUpdateAccount(account.user_account_token);
  const onCancel = useCancel();
  // A saved account arrives as a new object and refills the form with what the server kept.
  const initialValues = useMemo(() => valuesFromAccount(account), [account]);

  const onSubmit = async (values: AccountFormValues) => {
    await update.mutateAsync(values);
    toastSuccess(accountMessages.updated);
  };

  return (
    <>
      <PrimaryContactPanel account={account} />
      <AccountForm update initialValues={initialValues} onSubmit={onSubmit} onCancel={onCancel} />
    </>
  );
}
