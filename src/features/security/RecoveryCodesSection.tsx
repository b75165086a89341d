import { Button, Flex, Text } from '@chakra-ui/react';
import { recoveryCodeTexts as texts } from '../../i18n/security';
import { TitledSection } from '../../ui/TitledSection';

export type RecoveryCodesSectionProps = {
  /** Whether the user has a passkey or the authenticator app: codes come with the first one. */
  available: boolean;
  left: number;
  onNewCodes: () => void;
};

/** How many recovery codes are left, and a new set. */
export function RecoveryCodesSection({ available, left, onNewCodes }: RecoveryCodesSectionProps) {
  return (
    <TitledSection card heading={texts.heading} description={texts.description}>
      {available ? (
        <Flex align="center" justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="semibold" color="fg">
            {texts.left(left)}
          </Text>
          <Button variant="outline" onClick={onNewCodes}>
            {texts.newCodes}
          </Button>
        </Flex>
      ) : (
        <Text color="fg.muted">{texts.comeWithFirst}</Text>
      )}
    </TitledSection>
  );
}
