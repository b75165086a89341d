import { Button, Stack, Text } from '@chakra-ui/react';
import { devicesMessages, type TrustedDevice } from '../../api/contract';
import { devicesTexts as texts } from '../../i18n/security';
import { formatSavedAt } from '../../ui/SavedDataNotice';
import { toastError, toastSuccess } from '../../ui/toast';
import { DeviceRow } from './DeviceRow';
import { useForgetDevice } from './device-mutations';
import { SecuritySection } from './SecuritySection';

const formatDate = (iso: string) => formatSavedAt(Date.parse(iso));

/** The browsers that skip identity verification at sign-in, each with 'Forget'. */
export function TrustedDevicesSection({ trusted }: { trusted: readonly TrustedDevice[] }) {
  const forget = useForgetDevice();

  return (
    <SecuritySection heading={texts.trustedHeading} description={texts.trustedDescription}>
      {trusted.length ? (
        <Stack as="ul" aria-label={texts.trustedListLabel} gap="0" borderTopWidth="1px" borderColor="gray.200">
          {trusted.map((device) => {
            const name = texts.device(device.browser, device.system);
            const trustedAt = formatDate(device.trusted_at);
            const facts = [texts.trustedAt(trustedAt), ...(device.last_used_at ? [texts.lastUsed(formatDate(device.last_used_at))] : [])];
            return (
              <DeviceRow
                key={device.id}
                browser={device.browser}
                system={device.system}
                current={device.current}
                facts={facts}
                action={
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    flexShrink={0}
                    aria-label={texts.forget.name(name, trustedAt)}
                    loading={forget.isPending && forget.variables === device.id}
                    disabled={forget.isPending}
                    onClick={() => forget.mutate(device.id, { onSuccess: ({ message }) => toastSuccess(message), onError: toastError })}
                  >
                    {texts.forget.text}
                  </Button>
                }
              />
            );
          })}
        </Stack>
      ) : (
        <Text color="gray.600">{devicesMessages.noTrusted}</Text>
      )}
    </SecuritySection>
  );
}
