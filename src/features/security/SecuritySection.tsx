import { useId, type ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';

export type SecuritySectionProps = {
  heading: string;
  description: string;
  children: ReactNode;
};

/** One way of proving it is you, in its own card; named by its heading so it is a landmark to jump to. */
export function SecuritySection({ heading, description, children }: SecuritySectionProps) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="1">
        <Heading as="h2" size="md" id={headingId} color="gray.800">
          {heading}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
