import { useId, type ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';

export type TitledSectionProps = {
  heading: string;
  description?: string;
  /** Drawn as a card of its own (Security's ways of proving it is you), or plain within one (My Profile's parts). */
  card?: boolean;
  children: ReactNode;
};

const cardStyle = { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: { base: '4', md: '6' } } as const;

/** A titled group; the section is named by its heading, so it is a landmark to jump to. */
export function TitledSection({ heading, description, card = false, children }: TitledSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" {...(card ? cardStyle : {})}>
      <Stack gap="1">
        <Heading as="h2" size="md" id={headingId} color="fg">
          {heading}
        </Heading>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
