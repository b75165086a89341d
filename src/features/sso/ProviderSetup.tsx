import { Stack, Text } from '@chakra-ui/react';
import type { SsoProtocol, SsoProviderSetup } from '../../api/contract';
import { ssoTexts as texts } from '../../i18n/sso';
import { CopyableText } from '../../ui/CopyableText';

/** What the administrator registers at the provider for the chosen protocol, each value with 'Copy'. */
export function ProviderSetup({ protocol, setup }: { protocol: SsoProtocol; setup: SsoProviderSetup }) {
  if (protocol === 'oidc') {
    return (
      <Stack gap="2">
        <Text textStyle="sm" color="fg.muted">
          {texts.registerOidc}
        </Text>
        <CopyableText label={texts.redirectUri} value={setup.redirect_uri} copyName={texts.copyRedirectUri} />
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Text textStyle="sm" color="fg.muted">
        {texts.registerSaml}
      </Text>
      <CopyableText label={texts.entityId} value={setup.entity_id} copyName={texts.copyEntityId} />
      <CopyableText label={texts.acsUrl} value={setup.acs_url} copyName={texts.copyAcsUrl} />
      <CopyableText label={texts.spMetadataUrl} value={setup.metadata_url} copyName={texts.copySpMetadataUrl} />
    </Stack>
  );
}
