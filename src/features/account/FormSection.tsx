import { useId, type ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';

/** A titled group of the account form: a landmark of its own, named by its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={headingId} size="md" mb="4" color="gray.800">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

/** Paired fields: one column on phones, two side by side from tablet width up. */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
      {children}
    </SimpleGrid>
  );
}
