import { useEffect } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { errorMessage } from '../../api/contract';
import { subscribeLinkTexts as texts } from '../../i18n/subscribe';
import { paths } from '../../routing/paths';
import { useSession } from '../../session/SessionProvider';
import { PageLoading } from '../../ui/LoadingScreen';
import { PageTitle } from '../../ui/PageTitle';
import { useQueryParam } from '../../ui/useQueryParam';
import { clearPackageToken, savePackageToken } from './package-token';
import { packageInfoQuery } from './queries';
import { GoHomeNotice } from './GoHomeNotice';

/**
 * /subscribe?token= (public, spec 2): keeps the package token, checks it names a package, then
 * goes to /subscribe-package, where the guards have a signed-out visitor sign in or register
 * first and bring them back.
 */
export function SubscribePage() {
  const token = useQueryParam('token');
  return token ? <CheckPackageLink token={token} /> : <Refused message={texts.missingToken} />;
}

function CheckPackageLink({ token }: { token: string }) {
  const { user } = useSession();
  const [, navigate] = useLocation();
  // Stored before the check, as the spec orders; a refused link removes it again below.
  useEffect(() => savePackageToken(token), [token]);
  const info = useQuery(packageInfoQuery(user?.id ?? 0, token));

  useEffect(() => {
    if (info.isSuccess) navigate(paths.subscribePackage, { replace: true });
    // A dead link must not keep sending account selection to a package that cannot be had.
    if (info.isError) clearPackageToken();
  }, [info.isSuccess, info.isError, navigate]);

  if (info.isError) return <Refused message={errorMessage(info.error)} />;
  return <PageLoading />;
}

function Refused({ message }: { message: string }) {
  return (
    <Stack gap="4">
      <PageTitle>{texts.title}</PageTitle>
      <GoHomeNotice message={message} />
    </Stack>
  );
}
