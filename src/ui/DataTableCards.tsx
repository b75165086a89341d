import { memo, type ReactNode } from 'react';
import { Box, Card, Stack, Text } from '@chakra-ui/react';
import type { DataTablePageProps } from './data-table-column';

export type DataTableCardsProps<Row> = DataTablePageProps<Row>;

/**
 * A table's page as a list of cards, for a phone: a row is a card that gives each column the full
 * width, its header as the label above its value, so no column is cut off or hidden to the side,
 * and the row's buttons sit on the card.
 */
export function DataTableCards<Row>({ label, stale, ...page }: DataTableCardsProps<Row>) {
  return (
    // role="list" as well: a list styled without bullets is no longer a list to Safari's VoiceOver.
    <Stack as="ul" role="list" aria-label={label} gap="3" listStyleType="none" opacity={stale ? 0.7 : 1}>
      <CardItems {...page} />
    </Stack>
  );
}

type CardItemsProps<Row> = Omit<DataTableCardsProps<Row>, 'label' | 'stale'>;

/**
 * The page of cards, memoised like the table's body: a key typed in the search box renders the box
 * (and dims the list) at once, and the cards only once the deferred search has its rows.
 */
const CardItems = memo(function CardItems<Row>({ columns, rows, rowKey, emptyMessage }: CardItemsProps<Row>) {
  if (rows.length === 0) {
    return (
      <Box as="li" textAlign="center" color="fg.muted" py="8">
        {emptyMessage}
      </Box>
    );
  }
  return rows.map((row) => (
    <Card.Root as="li" key={rowKey(row)} size="sm" variant="outline">
      <Card.Body>
        <Stack as="dl" gap="2">
          {columns.map((column) => (
            <div key={column.id}>
              <Text as="dt" fontSize="xs" fontWeight="semibold" color="fg.muted">
                {column.header}
              </Text>
              <Box as="dd" fontSize="sm">
                {column.cell(row)}
              </Box>
            </div>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  ));
}) as <Row>(props: CardItemsProps<Row>) => ReactNode;
