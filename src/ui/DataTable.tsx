import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Box, Field, Input } from '@chakra-ui/react';
import { tableTexts as texts } from '../i18n/table';
import { DataTableCards } from './DataTableCards';
import { DataTablePager } from './DataTablePager';
import { DataTableRows } from './DataTableRows';
import { DEFAULT_PAGE_SIZE, clampPage, filterRows, lazyHaystacks, pageCount, pageSlice } from './table-model';
import { yieldToPage } from '../platform/yield-to-page';
import type { DataTableColumn } from './data-table-column';
import { useBelowMd } from './useMediaQuery';

export type { DataTableColumn };

export type DataTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  /** Keep the array stable (module constant or useMemo): a new one rebuilds the search index. */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown when the list itself is empty. */
  emptyText?: string;
  loading?: boolean;
  /**
   * Rows of text only (no buttons or links): a table too wide for its screen scrolls sideways, and
   * the scrolling area itself takes the focus so a keyboard can scroll it too.
   */
  textOnly?: boolean;
};

/**
 * A searchable, paged table over a list held in memory (spec 2 tables, spec 9). It stays quick
 * with thousands of rows: each row's searchable text is lowercased once per list (in slices, when
 * the search box is first reached, not when the list first shows), the filtering
 * of typed text is deferred so typing never waits for it, and only the current page is rendered.
 *
 * Below Chakra's `md` (a phone) the same page is a list of cards, one per row, each column's
 * header above its value: a phone keeps the search, the pager and every column, with nothing
 * scrolled out of sight to the side.
 *
 * Rows that arrive are drawn in a transition: a query's answer renders at once (TanStack Query
 * reads its cache through `useSyncExternalStore`, whose updates React never slices), so the table
 * takes the rows and the loading flag through `useDeferredValue`, and React renders the page of
 * cells and the pager in slices that give input its turn.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, loading = false } = props;
  const arrived = useMemo(() => ({ rows, loading }), [rows, loading]);
  const shown = useDeferredValue(arrived);
  return <DataTableView {...props} rows={shown.rows} loading={shown.loading} />;
}

const DataTableView = memo(function DataTableView<Row>({
  label, columns, rows, rowKey, emptyText = texts.empty, loading = false, textOnly = false,
}: DataTableProps<Row>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const deferredSearch = useDeferredValue(search);

  const haystacks = useMemo(
    () => lazyHaystacks(rows, (row) => columns.flatMap((column) => (column.searchText ? [column.searchText(row)] : []))),
    [rows, columns],
  );
  const matches = useMemo(() => filterRows(rows, haystacks, deferredSearch), [rows, haystacks, deferredSearch]);
  const pages = pageCount(matches.length, pageSize);
  // A page past the end (rows were removed, or the search narrowed them) shows the last one.
  const current = clampPage(page, pages);
  const shown = useMemo(() => pageSlice(matches, current, pageSize), [matches, current, pageSize]);
  const emptyMessage = loading ? texts.loading : rows.length === 0 ? emptyText : texts.noMatches;
  const stale = search !== deferredSearch;
  const cards = useBelowMd();

  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '3', md: '4' }}>
      <Field.Root maxW="20rem" mb="4">
        <Field.Label>{texts.search}</Field.Label>
        <Input
          type="search"
          name="search"
          value={search}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          // Reaching for the box builds the search texts, a slice at a time, before the first key needs them.
          onFocus={() => void haystacks.warm(yieldToPage)}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Field.Root>
      {/* One form or the other, never both hidden by CSS: a phone would render every cell twice. */}
      {cards ? (
        <DataTableCards label={label} columns={columns} rows={shown} rowKey={rowKey} emptyMessage={emptyMessage} stale={stale} />
      ) : (
        <DataTableRows
          label={label}
          columns={columns}
          rows={shown}
          rowKey={rowKey}
          emptyMessage={emptyMessage}
          stale={stale}
          textOnly={textOnly}
        />
      )}
      {/* Not while loading: it would count nothing, and the rows arriving above it would move it (a layout shift). */}
      {!loading && (
        <DataTablePager
          page={current}
          pageCount={pages}
          pageSize={pageSize}
          total={matches.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </Box>
  );
}) as <Row>(props: DataTableProps<Row>) => ReactNode;
