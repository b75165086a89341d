import type { ReactNode } from 'react';
import { Badge, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { devicesTexts as texts } from '../../i18n/security';

export type DeviceRowProps = {
  browser: string;
  system: string;
  current: boolean;
  /** The lines under the device's name: address, dates. */
  facts: readonly string[];
  /** The row's action; none on this device's own row. */
  action?: ReactNode;
};

/** One device in a Security list: what it is, whether it is this one, what is known of it, its action. */
export function DeviceRow({ browser, system, current, facts, action }: DeviceRowProps) {
  return (
    <Flex
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" color="gray.800" wordBreak="break-word">
            {texts.device(browser, system)}
          </Text>
          {current ? <Badge colorPalette="green">{texts.thisDevice}</Badge> : null}
        </HStack>
        {facts.map((fact) => (
          <Text key={fact} fontSize="sm" color="gray.600" wordBreak="break-word">
            {fact}
          </Text>
        ))}
      </Stack>
      {action}
    </Flex>
  );
}
