import { Stack, Text } from '@chakra-ui/react';
import type { ActivityEntry } from '../../api/contract';
import { activityTexts as texts } from '../../i18n/activity';
import type { DataTableColumn } from '../../ui/DataTable';
import { formatSavedAt } from '../../ui/SavedDataNotice';

const when = (entry: ActivityEntry) => formatSavedAt(Date.parse(entry.at));

/**
 * When, Who, What (with its subject) and Details: the log's columns, each searchable. Text wraps
 * between words; a word or an e-mail address (the subject, often) breaks inside only where it is
 * longer than its line. Unlike word-break, overflow-wrap never lets a table squeeze a column until
 * its words are cut.
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
          <Text fontSize="sm" color="fg.muted" overflowWrap="break-word">
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
        {entry.details}
      </Text>
    ),
    searchText: (entry) => entry.details,
  },
];
