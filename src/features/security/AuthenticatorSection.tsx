import { Badge, Button, Flex } from '@chakra-ui/react';
import { authenticatorTexts as texts } from '../../i18n/security';
import { TitledSection } from '../../ui/TitledSection';

export type AuthenticatorSectionProps = {
  on: boolean;
  onSetUp: () => void;
  onTurnOff: () => void;
};

/** Whether codes from an authenticator app sign the user in, and the way to change that. */
export function AuthenticatorSection({ on, onSetUp, onTurnOff }: AuthenticatorSectionProps) {
  return (
    <TitledSection card heading={texts.heading} description={texts.description}>
      <Flex align="center" justify="space-between" wrap="wrap" gap="3">
        <Badge colorPalette={on ? 'green' : 'gray'} size="lg">
          {on ? texts.on : texts.off}
        </Badge>
        {on ? (
          <Button variant="outline" onClick={onTurnOff}>
            {texts.turnOff}
          </Button>
        ) : (
          <Button colorPalette="blue" onClick={onSetUp}>
            {texts.setUp}
          </Button>
        )}
      </Flex>
    </TitledSection>
  );
}
