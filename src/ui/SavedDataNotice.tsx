import { Text } from '@chakra-ui/react';
import { savedDataTexts } from '../i18n/table';

/*
 * Made on first use, not when the module loads: the first Intl formatter a page creates loads the
 * locale's data on the main thread, and most starts show no saved data at all.
 */
let savedAtFormat: Intl.DateTimeFormat | undefined;

/** '23 Nov 2026, 14:05': day first, as the portal's British users write dates. */
export function formatSavedAt(time: number): string {
  savedAtFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return savedAtFormat.format(new Date(time));
}

/** How old the list on screen is, when it did not come fresh from the network. */
export function SavedDataNotice({ updatedAt }: { updatedAt: number | null }) {
  if (updatedAt === null) return null;
  return (
    <Text mb="3" fontSize="sm" color="orange.fg" role="status">
      {savedDataTexts.savedAt(formatSavedAt(updatedAt))}
    </Text>
  );
}
