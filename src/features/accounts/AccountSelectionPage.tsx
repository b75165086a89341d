import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useLocation } from 'wouter';
import { paths } from '../../routing/paths';
import { accountSelectionTexts } from '../../i18n/shell';
import { useSavedDataTime } from '../../offline/useSavedDataTime';
import { currentUserQuery } from '../../session/current-user';
import { useSession } from '../../session/SessionProvider';
import { PageTitle } from '../../ui/PageTitle';
import { SavedDataNotice } from '../../ui/SavedDataNotice';
import { afterSelectionPath, hasPackageMarker, readSelectionMarkers } from './after-selection';
import '../../ui/shell.css';

/** '/': spec "Account selection". A package waiting to be subscribed skips the choice. */
export function AccountSelectionPage() {
  return hasPackageMarker() ? <Redirect to={paths.subscribePackage} replace /> : <AccountSelection />;
}

function AccountSelection() {
  const { user, accounts, selectedAccount, selectAccount } = useSession();
  // The accounts come with the signed-in user; offline (or with the server out of reach) they are
  // the saved ones, and the page says from when. Reads the cache only: start-up does the fetching.
  const savedAt = useSavedDataTime(useQuery({ ...currentUserQuery(user?.id ?? 0), enabled: false }));
  const [, navigate] = useLocation();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const onlyId = accounts.length === 1 ? accounts[0].id : null;

  useEffect(() => {
    // Spec: exactly one account is selected automatically.
    if (onlyId !== null && selectedAccount?.id !== onlyId) selectAccount(onlyId);
  }, [onlyId, selectedAccount, selectAccount]);

  // Move on only once the selection is in the session, so the next page's account guard sees it.
  const selectedId = selectedAccount?.id ?? null;
  const justSelected = selectedId !== null && (selectedId === chosenId || selectedId === onlyId);
  const automatic = chosenId === null;
  useEffect(() => {
    if (!justSelected) return;
    const to = afterSelectionPath(readSelectionMarkers());
    // An automatic choice replaces '/' in history, so Back does not bounce the user forward again.
    if (to) navigate(to, { replace: automatic });
  }, [justSelected, automatic, navigate]);

  const choose = (accountId: number) => {
    selectAccount(accountId);
    setChosenId(accountId);
  };

  // Account cards are real buttons, 'Create Account' a real link; shell.css makes them look alike.
  return (
    <div className="pt-page--wide">
      <PageTitle>{accountSelectionTexts.title}</PageTitle>
      <SavedDataNotice updatedAt={savedAt} />
      {accounts.length === 0 && <p className="pt-note">{accountSelectionTexts.noAccounts}</p>}
      <ul className="pt-tiles">
        {accounts.map((account) => (
          <li key={account.id}>
            <button
              type="button"
              className="pt-tile"
              aria-current={account.id === selectedId ? 'true' : undefined}
              onClick={() => choose(account.id)}
            >
              {account.account_name}
            </button>
          </li>
        ))}
        <li>
          <Link href={paths.createAccount} className="pt-tile pt-tile--new">
            <span className="pt-tile__plus" aria-hidden="true">
              +
            </span>
            {accountSelectionTexts.createAccount}
          </Link>
        </li>
      </ul>
    </div>
  );
}
