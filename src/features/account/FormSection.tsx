import { useId, type ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, type BoxProps, type HeadingProps } from '@chakra-ui/react';

/** The white, bordered panel of each part of the account screen. */
export const sectionFrame: BoxProps = {
  p: { base: '4', md: '6' },
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'bg.panel',
};

/** A part's title, the h2 under the page's h1. */
export function SectionHeading(props: HeadingProps) {
  return <Heading as="h2" size="md" mb="4" color="fg" {...props} />;
}

/** A titled group of the account form: a landmark of its own, named by its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} {...sectionFrame}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
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
