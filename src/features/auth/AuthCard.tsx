import type { ReactNode } from 'react';
import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { appName } from '../../i18n/en';
import { LogoMark } from '../../ui/Logo';

export type AuthCardProps = {
  title: string;
  children: ReactNode;
  /** Links under the card's content (sign in, register, start again...). */
  footer?: ReactNode;
};

/**
 * The frame of every /auth screen: the product name above one centred card. Mobile first: on a
 * 360 px phone the card takes the width with a small margin; from `sm` up it is centred and capped.
 */
export function AuthCard({ title, children, footer }: AuthCardProps) {
  return (
    <Flex
      as="main"
      justify="center"
      align={{ base: 'flex-start', sm: 'center' }}
      minH="100dvh"
      px={{ base: '3', sm: '6' }}
      py={{ base: '6', sm: '12' }}
      bg="bg.muted"
    >
      <Stack gap="5" w="full" maxW="md">
        <Flex justify="center" align="center" gap="3">
          <LogoMark size={36} />
          <Text as="span" textStyle="lg" fontWeight="semibold">
            {appName}
          </Text>
        </Flex>
        <Card.Root size={{ base: 'sm', sm: 'md' }} w="full">
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
          {footer ? (
            <Card.Footer flexDirection="column" gap="2" fontSize="sm" textAlign="center">
              {footer}
            </Card.Footer>
          ) : null}
        </Card.Root>
      </Stack>
    </Flex>
  );
}
