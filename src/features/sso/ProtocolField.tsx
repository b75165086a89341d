import { Flex, RadioGroup } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { SSO_PROTOCOLS, type SsoProtocol } from '../../api/contract';
import { ssoTexts as texts } from '../../i18n/sso';

/**
 * 'OpenID Connect' or 'SAML 2.0' as radio buttons: two choices read at a glance, and the fields
 * below change with the choice. Each radio is a real input of the group's name, so the arrow keys
 * move the choice.
 */
export function ProtocolField() {
  const { input } = useField<SsoProtocol>('protocol');
  return (
    <RadioGroup.Root
      name="protocol"
      value={input.value || null}
      onValueChange={({ value }) => {
        if (value) input.onChange(value as SsoProtocol);
      }}
      colorPalette="blue"
      size="sm"
      display="flex"
      flexDirection="column"
      gap="1.5"
    >
      <RadioGroup.Label fontWeight="medium" mb="2">
        {texts.protocol}
      </RadioGroup.Label>
      <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
        {SSO_PROTOCOLS.map((protocol) => (
          <RadioGroup.Item key={protocol} value={protocol} gap="2.5" fontWeight="normal" cursor="pointer">
            <RadioGroup.ItemHiddenInput onFocus={() => input.onFocus()} onBlur={() => input.onBlur()} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{texts[protocol]}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Flex>
    </RadioGroup.Root>
  );
}
