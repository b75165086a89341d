import { Circle } from '@chakra-ui/react';
import { initials } from './initials';

/** A circle with the user's initials; decorative, because the full name is always shown beside it. */
export function Avatar({ firstName, lastName, size = '48px' }: { firstName?: string; lastName?: string; size?: string }) {
  return (
    <Circle size={size} bg="blue.700" color="white" fontWeight="bold" fontSize="lg" aria-hidden="true" flexShrink={0}>
      {initials(firstName, lastName)}
    </Circle>
  );
}
