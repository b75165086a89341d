import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { accountMessages, type UserAccount } from '../../api/contract';
import { paths } from '../../routing/paths';
import { accountTexts } from '../../i18n/account';
import { useSession } from '../../session/SessionProvider';
import { AdministratorsOnly } from '../../ui/AdministratorsOnly';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
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
    <div className="pt-form-page">
      <PageTitle>{accountTexts.createTitle}</PageTitle>
      <p className="pt-form-page__intro">{accountTexts.createIntro}</p>
      <AfterFirstPaint>
        <AccountForm update={false} initialValues={NEW_ACCOUNT_VALUES} onSubmit={onSubmit} onCancel={onCancel} />
      </AfterFirstPaint>
    </div>
  );
}

function UpdateAccount() {
  const { selectedAccount } = useSession();
  const [, navigate] = useLocation();
  // The account guard sends a session without a chosen account to '/' before this renders.
  if (!selectedAccount) return null;
  return (
    <div className="pt-form-page">
      <div className="pt-page-head">
        <PageTitle>{accountTexts.updateTitle}</PageTitle>
        <button type="button" className="pt-btn pt-btn--outline-blue" onClick={() => navigate(paths.createAccount)}>
          {accountTexts.createAdditional}
        </button>
      </div>
      <AdministratorsOnly tenancy={selectedAccount.tenancy} message={accountTexts.adminOnly}>
        <AfterFirstPaint>
          <UpdateAccountForm account={selectedAccount} />
        </AfterFirstPaint>
      </AdministratorsOnly>
    </div>
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
