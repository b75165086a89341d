import { Stack, Text } from '@chakra-ui/react';
import type { ActivityEntry } from '../../api/contract';
import { activityTexts as texts } from '../../i18n/activity';
import type { DataTableColumn } from '../../ui/DataTable';
import { formatSavedAt } from '../../ui/SavedDataNotice';
import { detailsInWords } from './details-in-words';

const when = (entry: ActivityEntry) => formatSavedAt(Date.parse(entry.at));
const details = (entry: ActivityEntry) => detailsInWords(entry.details);

/**
 * When, Who, What (with its subject) and Details: the log's columns, each searchable by what it
 * shows. Details wrap between words; a subject (often an e-mail address, one long token) breaks
 * inside only where it would overflow, and never makes a table column narrower than its words.
 */
export const activityColumns: readonly DataTableColumn<ActivityEntry>[] = [
  { id: 'when', header: texts.when, cell: (entry) => <Text whiteSpace="nowrap">{when(entry)}</Text>, searchText: when },
  { id: 'who', header: texts.who, cell: (entry) => entry.who, searchText: (entry) => entry.who },
  {
    id: 'what',
    header: texts.what,
    cell: (entry) => (
      <Stack gap="0">
        <Text>{entry.what}</Text>
        {entry.subject ? (
          <Text fontSize="sm" color="gray.600" overflowWrap="break-word">
            {entry.subject}
          </Text>
        ) : null}
      </Stack>
    ),
    searchText: (entry) => `${entry.what} ${entry.subject ?? ''}`,
  },
  {
    id: 'details',
    header: texts.details,
    cell: (entry) => (
      <Text fontSize="sm" overflowWrap="break-word">
        {details(entry)}
      </Text>
    ),
    searchText: details,
  },
];
