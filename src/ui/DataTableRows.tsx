import { memo, useMemo, type ReactNode } from 'react';
import { Table, useSlotRecipe } from '@chakra-ui/react';
import { ChakraClasses, type Look } from './ChakraClasses';
import type { DataTableColumn, DataTablePageProps } from './data-table-column';

export type DataTableRowsProps<Row> = DataTablePageProps<Row> & {
  /** Rows of text only: the scrolling area takes the focus, so a keyboard can scroll it too. */
  textOnly: boolean;
};

/** Chakra paints rows `bg`: black in dark, a darker band across the card (`bg.panel`) around them. */
const ROW_BG = 'transparent';
/** The table's size: the root resolves the recipe with it, and the body's rows and cells take its slots. */
const SIZE = 'sm';

/**
 * A table's page as a table, for screens from Chakra's `md` up. The header and the root are
 * Chakra's Table parts; the body's rows and cells (a page of them, up to 50 × 7) are plain
 * elements with the classes of Chakra's Table.Row and Table.Cell, resolved once per table from the
 * same recipe slots (ChakraClasses) instead of once per cell.
 */
export function DataTableRows<Row>({ label, columns, rows, rowKey, emptyMessage, stale, textOnly }: DataTableRowsProps<Row>) {
  const recipe = useSlotRecipe({ key: 'table' });
  const looks = useMemo((): Record<'row' | 'cell', Look> => {
    const styles = recipe({ size: SIZE });
    return {
      row: { className: 'chakra-table__row', styles: [styles.row, { bg: ROW_BG }] },
      cell: { className: 'chakra-table__cell', styles: [styles.cell] },
    };
  }, [recipe]);
  return (
    <Table.ScrollArea whiteSpace="normal" {...(textOnly ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      <Table.Root size={SIZE} aria-label={label} opacity={stale ? 0.7 : 1}>
        <Table.Header>
          <Table.Row bg={ROW_BG}>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.id} scope="col" whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <ChakraClasses looks={looks}>
          {(classes) => (
            <DataTableBody
              columns={columns}
              rows={rows}
              rowKey={rowKey}
              emptyMessage={emptyMessage}
              rowClass={classes.row}
              cellClass={classes.cell}
            />
          )}
        </ChakraClasses>
      </Table.Root>
    </Table.ScrollArea>
  );
}

type RowClasses = { rowClass: string; cellClass: string };
type DataTableBodyProps<Row> = Pick<DataTableRowsProps<Row>, 'columns' | 'rows' | 'rowKey' | 'emptyMessage'> & RowClasses;

/**
 * The page of rows, memoised: a key typed in the search box renders the box at once and this body
 * only once the deferred search has its rows, so typing never waits for a page of cells.
 */
const DataTableBody = memo(function DataTableBody<Row>({ columns, rows, rowKey, emptyMessage, rowClass, cellClass }: DataTableBodyProps<Row>) {
  return (
    <Table.Body>
      {rows.length === 0 ? (
        <Table.Row bg={ROW_BG}>
          <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" py="8">
            {emptyMessage}
          </Table.Cell>
        </Table.Row>
      ) : (
        rows.map((row) => <BodyRow key={rowKey(row)} row={row} columns={columns} rowClass={rowClass} cellClass={cellClass} />)
      )}
    </Table.Body>
  );
}) as <Row>(props: DataTableBodyProps<Row>) => ReactNode;

type BodyRowProps<Row> = RowClasses & { row: Row; columns: readonly DataTableColumn<Row>[] };

/** One row, memoised on its row: another page, or a search, redraws only the rows that are new to the screen. */
const BodyRow = memo(function BodyRow<Row>({ row, columns, rowClass, cellClass }: BodyRowProps<Row>) {
  return (
    <tr className={rowClass}>
      {columns.map((column) => (
        <td key={column.id} className={cellClass}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: BodyRowProps<Row>) => ReactNode;
