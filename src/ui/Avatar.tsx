import { Avatar as ChakraAvatar } from '@chakra-ui/react';
import { initials } from './initials';

/** A circle with the user's initials; decorative, because the full name is always shown beside it. */
export function Avatar({ firstName, lastName, size = 'xl' }: { firstName?: string; lastName?: string; size?: 'xl' | '2xl' }) {
  return (
    // A fixed dark blue, the same in light and dark: white initials read at 9.3:1 on it, at 5.2:1
    // on the palette's solid shade.
    <ChakraAvatar.Root size={size} variant="solid" colorPalette="blue" bg="blue.700" aria-hidden="true">
      <ChakraAvatar.Fallback fontSize="lg" fontWeight="bold">
        {initials(firstName, lastName)}
      </ChakraAvatar.Fallback>
    </ChakraAvatar.Root>
  );
}
