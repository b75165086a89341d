import { memo, type ReactNode } from 'react';
import { Table } from '@chakra-ui/react';
import type { DataTablePageProps } from './data-table-column';

export type DataTableRowsProps<Row> = DataTablePageProps<Row> & {
  /** Rows of text only: the scrolling area takes the focus, so a keyboard can scroll it too. */
  textOnly: boolean;
};

/** Chakra paints rows `bg`: black in dark, a darker band across the card (`bg.panel`) around them. */
const ROW_BG = 'transparent';

/** A table's page as a table, for screens from Chakra's `md` up. */
export function DataTableRows<Row>({ label, columns, rows, rowKey, emptyMessage, stale, textOnly }: DataTableRowsProps<Row>) {
  return (
    <Table.ScrollArea whiteSpace="normal" {...(textOnly ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      <Table.Root size="sm" aria-label={label} opacity={stale ? 0.7 : 1}>
        <Table.Header>
          <Table.Row bg={ROW_BG}>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.id} scope="col" whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <DataTableBody columns={columns} rows={rows} rowKey={rowKey} emptyMessage={emptyMessage} />
      </Table.Root>
    </Table.ScrollArea>
  );
}

type DataTableBodyProps<Row> = Pick<DataTableRowsProps<Row>, 'columns' | 'rows' | 'rowKey' | 'emptyMessage'>;

/**
 * The page of rows, memoised: a key typed in the search box renders the box at once and this body
 * only once the deferred search has its rows, so typing never waits for a page of cells.
 */
const DataTableBody = memo(function DataTableBody<Row>({ columns, rows, rowKey, emptyMessage }: DataTableBodyProps<Row>) {
  return (
    <Table.Body>
      {rows.length === 0 ? (
        <Table.Row bg={ROW_BG}>
          <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" py="8">
            {emptyMessage}
          </Table.Cell>
        </Table.Row>
      ) : (
        rows.map((row) => (
          <Table.Row key={rowKey(row)} bg={ROW_BG}>
            {columns.map((column) => (
              <Table.Cell key={column.id}>{column.cell(row)}</Table.Cell>
            ))}
          </Table.Row>
        ))
      )}
    </Table.Body>
  );
}) as <Row>(props: DataTableBodyProps<Row>) => ReactNode;
