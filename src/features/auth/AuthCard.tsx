import type { ReactNode } from 'react';
import { Box, Card, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
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
      minH="100dvh"
      justify="center"
      align={{ base: 'flex-start', sm: 'center' }}
      bg="bg.muted"
      px={{ base: '3', sm: '6' }}
      py={{ base: '6', sm: '12' }}
    >
      <Stack w="full" maxW="md" gap="5">
        <HStack justify="center" gap="3">
          <LogoMark size={36} />
          <Text fontSize="lg" fontWeight="semibold">
            {appName}
          </Text>
        </HStack>
        <Card.Root w="full" size={{ base: 'sm', sm: 'md' }}>
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
          {footer ? (
            <Card.Footer>
              <Box w="full" textAlign="center" fontSize="sm">
                <Stack gap="2" align="center">{footer}</Stack>
              </Box>
            </Card.Footer>
          ) : null}
        </Card.Root>
      </Stack>
    </Flex>
  );
}
