import { Box, Button, Stack } from '@chakra-ui/react';
import { Link } from 'wouter';
import { subscribeNavTexts } from '../../i18n/subscribe';
import { paths } from '../../routing/paths';
import { AlertMessage } from '../../ui/AlertMessage';

/** Why the subscribe screens cannot go on, and the way home. */
export function GoHomeNotice({ message, status = 'error', onLeave }: { message: string; status?: 'error' | 'info'; onLeave?: () => void }) {
  return (
    <Stack gap="4" align="flex-start" maxW="2xl">
      <Box w="full">
        <AlertMessage status={status} message={message} />
      </Box>
      <Button asChild colorPalette="blue">
        <Link href={paths.home} onClick={onLeave}>
          {subscribeNavTexts.goHome}
        </Link>
      </Button>
    </Stack>
  );
}
