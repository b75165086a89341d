import { Box, Button, Stack } from '@chakra-ui/react';
import type { SignedInDevice } from '../../api/contract';
import { devicesTexts as texts } from '../../i18n/security';
import { formatSavedAt } from '../../ui/SavedDataNotice';
import { toastError, toastSuccess } from '../../ui/toast';
import { DeviceRow } from './DeviceRow';
import { useSignOutDevice, useSignOutOthers } from './device-mutations';
import { SecuritySection } from './SecuritySection';

const formatDate = (iso: string) => formatSavedAt(Date.parse(iso));

/** Every live session of the user, this one first and marked, each other with 'Sign out'. */
export function SignedInDevicesSection({ sessions }: { sessions: readonly SignedInDevice[] }) {
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.some((session) => !session.current);
  const report = { onSuccess: ({ message }: { message: string }) => toastSuccess(message), onError: toastError };

  return (
    <SecuritySection heading={texts.heading} description={texts.description}>
      <Stack as="ul" aria-label={texts.listLabel} gap="0" borderTopWidth="1px" borderColor="gray.200">
        {ordered.map((session) => {
          const device = texts.device(session.browser, session.system);
          const lastActive = formatDate(session.last_active_at);
          const facts = [
            ...(session.address ? [texts.address(session.address)] : []),
            texts.signedInAt(formatDate(session.signed_in_at)),
            texts.lastActive(lastActive),
          ];
          const pending = signOut.isPending && signOut.variables === session.id;
          return (
            <DeviceRow
              key={session.id}
              browser={session.browser}
              system={session.system}
              current={session.current}
              facts={facts}
              action={
                session.current ? undefined : (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    flexShrink={0}
                    aria-label={texts.signOut.name(device, lastActive)}
                    loading={pending}
                    disabled={signOut.isPending}
                    onClick={() => signOut.mutate(session.id, report)}
                  >
                    {texts.signOut.text}
                  </Button>
                )
              }
            />
          );
        })}
      </Stack>
      {others ? (
        <Box>
          <Button
            colorPalette="red"
            variant="outline"
            loading={signOutOthers.isPending}
            loadingText={texts.signOutOthers}
            onClick={() => signOutOthers.mutate(undefined, report)}
          >
            {texts.signOutOthers}
          </Button>
        </Box>
      ) : null}
    </SecuritySection>
  );
}
