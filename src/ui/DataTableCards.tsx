import { memo, useMemo, type ReactNode } from 'react';
import { Box, Stack, useSlotRecipe } from '@chakra-ui/react';
import { ChakraClasses, type Look } from './ChakraClasses';
import type { DataTableColumn, DataTablePageProps } from './data-table-column';

export type DataTableCardsProps<Row> = DataTablePageProps<Row>;

type CardLook = 'card' | 'body' | 'fields' | 'header' | 'value';
type CardClasses = Record<CardLook, string>;

/**
 * A table's page as a list of cards, for a phone: a row is a card that gives each column the full
 * width, its header as the label above its value, so no column is cut off or hidden to the side,
 * and the row's buttons sit on the card.
 *
 * A card is drawn as Chakra's `<Card.Root size="sm" variant="outline">` with a `<Card.Body>`
 * holding a `<Stack as="dl" gap="2">` of `<Text as="dt">` and `<Box as="dd">` would be, with their
 * classes resolved once per list (ChakraClasses): a page of ten cards is some 170 elements.
 */
export function DataTableCards<Row>({ label, stale, ...page }: DataTableCardsProps<Row>) {
  const recipe = useSlotRecipe({ key: 'card' });
  const looks = useMemo((): Record<CardLook, Look> => {
    const card = recipe({ size: 'sm', variant: 'outline' });
    return {
      card: { className: 'chakra-card__root', styles: [card.root] },
      body: { className: 'chakra-card__body', styles: [card.body] },
      fields: { className: 'chakra-stack', styles: [{ display: 'flex', flexDirection: 'column', gap: '2' }] },
      header: { styles: [{ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' }] },
      value: { styles: [{ fontSize: 'sm' }] },
    };
  }, [recipe]);
  return (
    // role="list" as well: a list styled without bullets is no longer a list to Safari's VoiceOver.
    <Stack as="ul" role="list" aria-label={label} gap="3" listStyleType="none" opacity={stale ? 0.7 : 1}>
      <ChakraClasses looks={looks}>
        {(classes) => <CardItems {...page} {...classes} />}
      </ChakraClasses>
    </Stack>
  );
}

type CardItemsProps<Row> = Omit<DataTableCardsProps<Row>, 'label' | 'stale'> & CardClasses;

/**
 * The page of cards, memoised like the table's body: a key typed in the search box renders the box
 * (and dims the list) at once, and the cards only once the deferred search has its rows.
 */
const CardItems = memo(function CardItems<Row>({ columns, rows, rowKey, emptyMessage, ...classes }: CardItemsProps<Row>) {
  if (rows.length === 0) {
    return (
      <Box as="li" textAlign="center" color="fg.muted" py="8">
        {emptyMessage}
      </Box>
    );
  }
  return rows.map((row) => <RowCard key={rowKey(row)} row={row} columns={columns} {...classes} />);
}) as <Row>(props: CardItemsProps<Row>) => ReactNode;

type RowCardProps<Row> = CardClasses & { row: Row; columns: readonly DataTableColumn<Row>[] };

/** One row's card, memoised on its row: another page redraws only the cards new to the screen. */
const RowCard = memo(function RowCard<Row>({ row, columns, card, body, fields, header, value }: RowCardProps<Row>) {
  return (
    <li className={card}>
      <div className={body}>
        <dl className={fields}>
          {columns.map((column) => (
            <div key={column.id}>
              <dt className={header}>{column.header}</dt>
              <dd className={value}>{column.cell(row)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}) as <Row>(props: RowCardProps<Row>) => ReactNode;
