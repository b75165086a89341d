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
