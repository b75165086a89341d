import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../routing/paths';
import { accountTexts } from '../../i18n/account';
import { useSession } from '../../session/SessionProvider';
import { AdministratorsOnly } from '../../ui/AdministratorsOnly';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { PageLoading } from '../../ui/LoadingScreen';
import { PageTitle } from '../../ui/PageTitle';
import { isUpdatePath } from './account-rules';

/*
 * The forms are a chunk of their own, run once the title has painted (AfterFirstPaint): the title,
 * the screen's largest text, no longer waits for the form kit, final-form and the account's fields
 * to be evaluated (Lighthouse mobile counted them in the account form's LCP). Nor for them to be
 * downloaded: the chunk is asked for here, once the title is there, and not named by the route page
 * (scripts/route-preloads.ts PRELOADED_SCREENS says why).
 */
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

/** The form, built after the title has painted, with the loading view while its code is still on its way. */
function FormPart({ children }: { children: ReactNode }) {
  return (
    <AfterFirstPaint load={loadForms}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </AfterFirstPaint>
  );
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
