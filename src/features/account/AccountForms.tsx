import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { accountMessages, type UserAccount } from '../../api/contract';
import { paths } from '../../routing/paths';
import { accountTexts } from '../../i18n/account';
import { useSession } from '../../session/SessionProvider';
import { toastSuccess } from '../../ui/toast';
import { AccountForm } from './AccountForm';
import { useCreateAccount, useUpdateAccount } from './mutations';
import { PrimaryContactPanel } from './PrimaryContactPanel';
import { TwoStepPolicyPanel } from './TwoStepPolicyPanel';
import { NEW_ACCOUNT_VALUES, valuesFromAccount, type AccountFormValues } from './validation';

/* The account screen's forms, a chunk apart from its title (AccountPage.tsx loads it lazily). */

/** Spec 2: Cancel goes to the dashboard if an account is selected, otherwise to '/'. */
function useCancel(): () => void {
  const { selectedAccount } = useSession();
  const [, navigate] = useLocation();
  return () => navigate(selectedAccount ? paths.dashboard : paths.home);
}

export function CreateAccountForm() {
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

  return <AccountForm update={false} initialValues={NEW_ACCOUNT_VALUES} onSubmit={onSubmit} onCancel={onCancel} />;
}

export function UpdateAccountForm({ account }: { account: UserAccount }) {
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
      <TwoStepPolicyPanel account={account} />
      <AccountForm update initialValues={initialValues} onSubmit={onSubmit} onCancel={onCancel} />
    </>
  );
}
