import { useEffect, useState } from 'react';
import { Box, chakra, SimpleGrid, Text, type SystemStyleObject } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../../routing/paths';
import { AppLink } from '../../ui/AppLink';
import { accountSelectionTexts } from '../../i18n/shell';
import { useSavedDataTime } from '../../offline/useSavedDataTime';
import { currentUserQuery } from '../../session/current-user';
import { useSession } from '../../session/SessionProvider';
import { PageTitle } from '../../ui/PageTitle';
import { SavedDataNotice } from '../../ui/SavedDataNotice';
import { afterSelectionPath, hasPackageMarker, readSelectionMarkers } from './after-selection';

/** Account cards are real buttons, 'Create Account' a real link; they look alike. */
const tileCss: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: 'full',
  minH: '120px',
  p: '6',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'lg',
  fontSize: 'lg',
  fontWeight: 'semibold',
  color: 'gray.800',
  textAlign: 'center',
  textDecoration: 'none',
  wordBreak: 'break-word',
  cursor: 'pointer',
  transition: 'box-shadow 0.15s, border-color 0.15s',
  _hover: { shadow: 'md', borderColor: 'blue.400', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' },
  '&[aria-current=true]': { borderWidth: '2px', borderColor: 'blue.600' },
};

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

  return (
    <Box maxW="5xl">
      <PageTitle>{accountSelectionTexts.title}</PageTitle>
      <SavedDataNotice updatedAt={savedAt} />
      {accounts.length === 0 && (
        <Text mb="6" color="gray.700">
          {accountSelectionTexts.noAccounts}
        </Text>
      )}
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" p="0" m="0">
        {accounts.map((account) => (
          <li key={account.id}>
            <chakra.button
              type="button"
              css={tileCss}
              aria-current={account.id === selectedId ? 'true' : undefined}
              onClick={() => choose(account.id)}
            >
              {account.account_name}
            </chakra.button>
          </li>
        ))}
        <li>
          <AppLink href={paths.createAccount} css={tileCss} borderStyle="dashed">
            <Box as="span" aria-hidden="true" fontSize="2xl" me="2">
              +
            </Box>
            {accountSelectionTexts.createAccount}
          </AppLink>
        </li>
      </SimpleGrid>
    </Box>
  );
}
