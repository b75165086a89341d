import { Text } from '@chakra-ui/react';
import { savedDataTexts } from '../i18n/table';

const savedAtFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '23 Nov 2026, 14:05': day first, as the portal's British users write dates. */
export const formatSavedAt = (time: number): string => savedAtFormat.format(new Date(time));

/** How old the list on screen is, when it did not come fresh from the network. */
export function SavedDataNotice({ updatedAt }: { updatedAt: number | null }) {
  if (updatedAt === null) return null;
  return (
    <Text role="status" fontSize="sm" color="orange.800" mb="3">
      {savedDataTexts.savedAt(formatSavedAt(updatedAt))}
    </Text>
  );
}
