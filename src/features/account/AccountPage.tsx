import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../routing/paths';
import { accountTexts } from '../../i18n/account';
import { useSession } from '../../session/SessionProvider';
import { AdministratorsOnly } from '../../ui/AdministratorsOnly';
import { PageLoading } from '../../ui/LoadingScreen';
import { PageTitle } from '../../ui/PageTitle';
import { isUpdatePath } from './account-rules';

// The forms (the form kit, final-form and the account's fields) are a chunk of their own.
const loadForms = () => import('./AccountForms');
const CreateAccountForm = lazy(() => loadForms().then((m) => ({ default: m.CreateAccountForm })));
const UpdateAccountForm = lazy(() => loadForms().then((m) => ({ default: m.UpdateAccountForm })));

/**
 * /create-account and /dashboard/update-account (spec 2 "Account"): one screen, in update mode when
 * the path contains 'update-account'.
 */
export function AccountPage() {
  const [path] = useLocation();
  return isUpdatePath(path) ? <UpdateAccount /> : <CreateAccount />;
}

/** The form, with the loading view while its code is on its way. */
function FormPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

function CreateAccount() {
  return (
    <div className="pt-form-page">
      <PageTitle>{accountTexts.createTitle}</PageTitle>
      <p className="pt-form-page__intro">{accountTexts.createIntro}</p>
      <FormPart>
        <CreateAccountForm />
      </FormPart>
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
        <FormPart>
          <UpdateAccountForm account={selectedAccount} />
        </FormPart>
      </AdministratorsOnly>
    </div>
  );
}
