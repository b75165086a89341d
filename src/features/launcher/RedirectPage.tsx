import { useEffect, useState } from 'react';
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { redirectTexts as texts } from '../../i18n/launcher';
import { paths } from '../../routing/paths';
import { clearReferrer, readReferrer, saveReferrer } from '../../session/referrer';
import { saveReturnPath } from '../../session/return-path';
import { useSession } from '../../session/SessionProvider';
import { PageLoading } from '../../ui/LoadingScreen';
import { PageTitle } from '../../ui/PageTitle';
import { useQueryParam } from '../../ui/useQueryParam';
import { redirectStep, type LaunchOutcome } from './redirect-step';
import { useProductRedirect } from './useProductRedirect';

const statusTexts: Record<LaunchOutcome, string> = {
  fetching: texts.fetching,
  found: texts.found,
  'wrong-referrer': texts.wrongReferrer,
  failed: texts.failed,
};

/**
 * /redirect (public, spec 2 "Redirect page"): launches the product of the `referrer` in the query,
 * or of the one stored by a launcher link, in the chosen account, and sends this tab there.
 */
export function RedirectPage() {
  const { isAuthenticated, isEmailVerified, selectedAccount } = useSession();
  const [, navigate] = useLocation();
  const queryReferrer = useQueryParam('referrer');
  // Read once: the page clears the stored referrer when the answer comes, and must not forget it.
  const [storedReferrer] = useState(readReferrer);
  const referrer = queryReferrer ?? storedReferrer;
  const step = redirectStep(referrer, { isAuthenticated, isEmailVerified, hasSelectedAccount: selectedAccount !== null });

  // Stored as the login page stores it, so signing in or choosing an account comes back here.
  useEffect(() => {
    if (queryReferrer) saveReferrer(queryReferrer);
  }, [queryReferrer]);

  useEffect(() => {
    if (step === 'sign-in') {
      // As the session guard does (spec guard 2): back here once signed in.
      saveReturnPath(paths.redirect);
      navigate(paths.login, { replace: true });
    } else if (step === 'choose-account') {
      navigate(paths.home, { replace: true });
    }
  }, [step, navigate]);

  const outcome = useProductRedirect(
    step === 'launch' ? referrer : null,
    step === 'launch' ? (selectedAccount?.user_account_token ?? null) : null,
  );

  const goHome = () => {
    clearReferrer();
    navigate(selectedAccount ? paths.dashboard : paths.home);
  };

  if (step === 'sign-in' || step === 'choose-account') return <PageLoading />;
  const shown: LaunchOutcome = step === 'wrong-referrer' ? 'wrong-referrer' : outcome;
  const waiting = shown === 'fetching' || shown === 'found';
  return (
    <Stack gap="2" align="flex-start">
      <PageTitle>{texts.heading}</PageTitle>
      <HStack gap="3" mb="6">
        {waiting && <Spinner size="sm" color="blue.fg" aria-hidden="true" />}
        <Text role="status" aria-live="polite" color={waiting ? 'fg.muted' : 'red.fg'}>
          {statusTexts[shown]}
        </Text>
      </HStack>
      {/* Spec 2 names it a button. Leaving gives the launch up: a referrer still stored would bring the user back here. */}
      <Button colorPalette="blue" onClick={goHome}>
        {texts.goHome}
      </Button>
    </Stack>
  );
}
