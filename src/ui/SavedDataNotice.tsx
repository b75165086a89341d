import { Text } from '@chakra-ui/react';
import { savedDataTexts } from '../i18n/table';

/*
 * Written out rather than through Intl.DateTimeFormat: a page's first Intl formatter loads the
 * locale's data on the main thread (docs/performance.md has its cost), and the saved data's
 * notice is on the first screen of every offline start. The format is fixed (en-GB), so nothing
 * of the locale is needed. The month names are CLDR's en-GB ones, as Intl writes them ('Sept').
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '23 Nov 2026, 14:05' in the device's time zone: day first, as the portal's British users write dates. */
export function formatSavedAt(time: number): string {
  const date = new Date(time);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
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
