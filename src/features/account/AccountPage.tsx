import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
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
    <Box maxW="56rem">
      <PageTitle>{accountTexts.createTitle}</PageTitle>
      <Text mb="6" color="fg.muted">
        {accountTexts.createIntro}
      </Text>
      <FormPart>
        <CreateAccountForm />
      </FormPart>
    </Box>
  );
}

function UpdateAccount() {
  const { selectedAccount } = useSession();
  const [, navigate] = useLocation();
  // The account guard sends a session without a chosen account to '/' before this renders.
  if (!selectedAccount) return null;
  return (
    <Box maxW="56rem">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} justify="space-between" gap="3">
        <PageTitle>{accountTexts.updateTitle}</PageTitle>
        <Button variant="outline" colorPalette="blue" mb={{ base: '4', sm: '0' }} onClick={() => navigate(paths.createAccount)}>
          {accountTexts.createAdditional}
        </Button>
      </Flex>
      <AdministratorsOnly tenancy={selectedAccount.tenancy} message={accountTexts.adminOnly}>
        <FormPart>
          <UpdateAccountForm account={selectedAccount} />
        </FormPart>
      </AdministratorsOnly>
    </Box>
  );
}
