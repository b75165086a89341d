import { Text } from '@chakra-ui/react';
import { devicesMessages, type TrustedDevice } from '../../api/contract';
import { devicesTexts as texts } from '../../i18n/security';
import { useForgetDevice } from './device-mutations';
import { RemoveButton, SecurityList, SecurityListItem, formatDate, reportOutcome } from './SecurityListItem';
import { TitledSection } from '../../ui/TitledSection';

/** The browsers that skip identity verification at sign-in, each with 'Forget'. */
export function TrustedDevicesSection({ trusted }: { trusted: readonly TrustedDevice[] }) {
  const forget = useForgetDevice();

  return (
    <TitledSection card heading={texts.trustedHeading} description={texts.trustedDescription}>
      {trusted.length ? (
        <SecurityList label={texts.trustedListLabel}>
          {trusted.map((device) => {
            const name = texts.device(device.browser, device.system);
            const trustedAt = formatDate(device.trusted_at);
            const facts = [texts.trustedAt(trustedAt), ...(device.last_used_at ? [texts.lastUsed(formatDate(device.last_used_at))] : [])];
            return (
              <SecurityListItem
                key={device.id}
                title={name}
                badge={device.current ? texts.thisDevice : undefined}
                facts={facts}
                actions={
                  <RemoveButton
                    text={texts.forget.text}
                    name={texts.forget.name(name, trustedAt)}
                    pending={forget.isPending && forget.variables === device.id}
                    disabled={forget.isPending}
                    onClick={() => forget.mutate(device.id, reportOutcome)}
                  />
                }
              />
            );
          })}
        </SecurityList>
      ) : (
        <Text color="fg.muted">{devicesMessages.noTrusted}</Text>
      )}
    </TitledSection>
  );
}
