import { lazy, Suspense, useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { paths } from '../../routing/paths';
import { TextLink } from '../../ui/TextLink';
import { OFFLINE_MESSAGE, type UserAccount } from '../../api/contract';
import { primaryContactTexts as texts } from '../../i18n/account';
import { useOnline } from '../../offline/useOnline';
import { toastError } from '../../ui/toast';
import { useOnceTrue } from '../../ui/useOnceTrue';
import { SectionHeading, sectionFrame } from './FormSection';

// With its react-select, loaded when first asked for: not part of the account form's start.
const ChangePrimaryContactModal = lazy(() => import('./ChangePrimaryContactModal').then((m) => ({ default: m.ChangePrimaryContactModal })));

/** Update mode (spec 2): who the primary contact is, the way to change it, and the members page. */
export function PrimaryContactPanel({ account }: { account: UserAccount }) {
  const [open, setOpen] = useState(false);
  // Once asked for, the modal stays mounted, so closing it still animates.
  const modalWanted = useOnceTrue(open);
  const online = useOnline();
  // Its list of administrators comes from the server: offline the modal could only wait forever.
  const change = () => (online ? setOpen(true) : toastError(OFFLINE_MESSAGE));
  const contact = account.primary_contact;
  return (
    <Box as="section" aria-label={texts.heading} mb="6" {...sectionFrame}>
      <SectionHeading>{texts.heading}</SectionHeading>
      <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} justify="space-between" gap="4">
        {contact ? (
          <Box minW="0">
            <Text fontWeight="medium">{`${contact.first_name} ${contact.last_name}`}</Text>
            <Text color="fg.muted" wordBreak="break-all">
              {contact.email}
            </Text>
          </Box>
        ) : (
          <Text color="fg.muted">{texts.none}</Text>
        )}
        <Flex wrap="wrap" align="center" gap="3">
          <Button variant="outline" colorPalette="blue" onClick={change}>
            {texts.change}
          </Button>
          <TextLink href={paths.manageUser}>{texts.manageUsers}</TextLink>
        </Flex>
      </Flex>
      {modalWanted && (
        <Suspense fallback={null}>
          <ChangePrimaryContactModal account={account} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
