import { Button, Flex } from '@chakra-ui/react';
import type { SignedInDevice } from '../../api/contract';
import { devicesTexts as texts } from '../../i18n/security';
import { useSignOutDevice, useSignOutOthers } from './device-mutations';
import { RemoveButton, SecurityList, SecurityListItem, formatDate, reportOutcome } from './SecurityListItem';
import { TitledSection } from '../../ui/TitledSection';

/** Every live session of the user, this one first and marked, each other with 'Sign out'. */
export function SignedInDevicesSection({ sessions }: { sessions: readonly SignedInDevice[] }) {
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.some((session) => !session.current);

  return (
    <TitledSection card heading={texts.heading} description={texts.description}>
      <SecurityList label={texts.listLabel}>
        {ordered.map((session) => {
          const device = texts.device(session.browser, session.system);
          const lastActive = formatDate(session.last_active_at);
          const facts = [
            ...(session.address ? [texts.address(session.address)] : []),
            texts.signedInAt(formatDate(session.signed_in_at)),
            texts.lastActive(lastActive),
          ];
          return (
            <SecurityListItem
              key={session.id}
              title={device}
              badge={session.current ? texts.thisDevice : undefined}
              facts={facts}
              actions={
                session.current ? undefined : (
                  <RemoveButton
                    text={texts.signOut.text}
                    name={texts.signOut.name(device, lastActive)}
                    pending={signOut.isPending && signOut.variables === session.id}
                    disabled={signOut.isPending}
                    onClick={() => signOut.mutate(session.id, reportOutcome)}
                  />
                )
              }
            />
          );
        })}
      </SecurityList>
      {others ? (
        <Flex justify="flex-end">
          <Button
            colorPalette="red"
            variant="outline"
            loading={signOutOthers.isPending}
            loadingText={texts.signOutOthers}
            onClick={() => signOutOthers.mutate(undefined, reportOutcome)}
          >
            {texts.signOutOthers}
          </Button>
        </Flex>
      ) : null}
    </TitledSection>
  );
}
