import { useEffect, useState } from 'react';
import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useLocation } from 'wouter';
import type { UserAccount } from '../../api/contract';
import { paths, withQuery } from '../../routing/paths';
import { accountSelectionTexts } from '../../i18n/shell';
import { useSavedDataTime } from '../../offline/useSavedDataTime';
import { currentUserQuery } from '../../session/current-user';
import { useSession } from '../../session/SessionProvider';
import { PageTitle } from '../../ui/PageTitle';
import { SavedDataNotice } from '../../ui/SavedDataNotice';
import { AccountCard, opensNow, tile } from './AccountCard';
import { afterSelectionPath, hasPackageMarker, readSelectionMarkers } from './after-selection';
import { ConfirmSignInDialog } from './ConfirmSignInDialog';

/** '/': spec "Account selection". A package waiting to be subscribed skips the choice. */
export function AccountSelectionPage() {
  return hasPackageMarker() ? <Redirect to={paths.subscribePackage} replace /> : <AccountSelection />;
}

function AccountSelection() {
  const { user, accounts, selectedAccount, selectAccount, logout } = useSession();
  // The accounts come with the signed-in user; offline (or with the server out of reach) they are
  // the saved ones, and the page says from when. Reads the cache only: start-up does the fetching.
  const savedAt = useSavedDataTime(useQuery({ ...currentUserQuery(user?.id ?? 0), enabled: false }));
  const [, navigate] = useLocation();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<UserAccount | null>(null);
  // Only an account this session opens is chosen for the person: another asks them first.
  const onlyId = accounts.length === 1 && opensNow(accounts[0]) ? accounts[0].id : null;

  useEffect(() => {
    // Spec: exactly one account is selected automatically.
    if (onlyId !== null && selectedAccount?.id !== onlyId) selectAccount(onlyId);
  }, [onlyId, selectedAccount, selectAccount]);

  // Move on only once the selection is in the session, so the next page's account guard sees it,
  // and only into an account the session opens (the guard would send the person straight back).
  const selectedId = selectedAccount?.id ?? null;
  const justSelected =
    selectedAccount !== null && opensNow(selectedAccount) && (selectedId === chosenId || selectedId === onlyId);
  const automatic = chosenId === null;
  useEffect(() => {
    if (!justSelected) return;
    const to = afterSelectionPath(readSelectionMarkers());
    // An automatic choice replaces '/' in history, so Back does not bounce the user forward again.
    if (to) navigate(to, { replace: automatic });
  }, [justSelected, automatic, navigate]);

  const select = (accountId: number) => {
    selectAccount(accountId);
    setChosenId(accountId);
  };
  const choose = (account: UserAccount) => (account.needs_own_sign_in ? setConfirming(account) : select(account.id));

  // The provider proves a new session: this one ends first, and the address goes along.
  const signInWithSso = () => {
    const email = user?.email ?? '';
    logout();
    navigate(email ? withQuery(paths.ssoSignIn, { email }) : paths.ssoSignIn);
  };

  // Account cards are real buttons, 'Create Account' a real link.
  return (
    <Box maxW="5xl">
      <PageTitle>{accountSelectionTexts.title}</PageTitle>
      <SavedDataNotice updatedAt={savedAt} />
      {accounts.length === 0 && (
        <Text mb="6" color="fg.muted">
          {accountSelectionTexts.noAccounts}
        </Text>
      )}
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" m="0" p="0" listStyleType="none">
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} current={account.id === selectedId} onChoose={() => choose(account)} onSso={signInWithSso} />
          </li>
        ))}
        <li>
          <Button {...tile} asChild borderStyle="dashed">
            <Link href={paths.createAccount}>
              <Text as="span" me="2" fontSize="2xl" aria-hidden="true">
                +
              </Text>
              {accountSelectionTexts.createAccount}
            </Link>
          </Button>
        </li>
      </SimpleGrid>
      <ConfirmSignInDialog
        account={confirming}
        onClose={() => setConfirming(null)}
        onConfirmed={(accountId) => {
          setConfirming(null);
          select(accountId);
        }}
      />
    </Box>
  );
}
