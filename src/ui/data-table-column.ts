import type { ReactNode } from 'react';

/** One column of a DataTable: its header, how a row shows in it, and what search matches there. */
export type DataTableColumn<Row> = {
  /** Unique among the columns. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The text the search box matches in this column; a column without it (actions) is not searched. */
  searchText?: (row: Row) => string;
};

/** What either form of a table's page (rows on a wide screen, cards on a phone) is drawn from. */
export type DataTablePageProps<Row> = {
  /** The accessible name of the table, or of the list of cards. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** The current page only. */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  emptyMessage: string;
  /** Dimmed while the deferred search catches up with what was typed. */
  stale: boolean;
};
