import { useState } from 'react';
import { Box, Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { paths } from '../../routing/paths';
import { AppLink } from '../../ui/AppLink';
import { OFFLINE_MESSAGE, type UserAccount } from '../../api/contract';
import { primaryContactTexts as texts } from '../../i18n/account';
import { useOnline } from '../../offline/useOnline';
import { toastError } from '../../ui/toast';
import { ChangePrimaryContactModal } from './ChangePrimaryContactModal';

/** Update mode (spec 2): who the primary contact is, the way to change it, and the members page. */
export function PrimaryContactPanel({ account }: { account: UserAccount }) {
  const [open, setOpen] = useState(false);
  const online = useOnline();
  // Its list of administrators comes from the server: offline the modal could only wait forever.
  const change = () => (online ? setOpen(true) : toastError(OFFLINE_MESSAGE));
  const contact = account.primary_contact;
  return (
    <Box as="section" aria-label={texts.heading} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} mb="6">
      <Heading as="h2" size="md" mb="3" color="gray.800">
        {texts.heading}
      </Heading>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="4">
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
        <Wrap gap="3" align="center">
          <Button variant="outline" colorPalette="blue" onClick={change}>
            {texts.change}
          </Button>
          <AppLink href={paths.manageUser} textStyle="sm">
            {texts.manageUsers}
          </AppLink>
        </Wrap>
      </Stack>
      <ChangePrimaryContactModal account={account} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
