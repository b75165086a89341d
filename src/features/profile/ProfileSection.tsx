import { useId, type ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';

export type ProfileSectionProps = {
  heading: string;
  description?: string;
  children: ReactNode;
};

/** A titled group of fields; the section is named by its heading so it is a landmark to jump to. */
export function ProfileSection({ heading, description, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Stack gap="1">
        <Heading as="h2" size="md" id={headingId} color="gray.800">
          {heading}
        </Heading>
        {description && (
          <Text fontSize="sm" color="gray.600">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
