import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { tableTexts as texts } from '../i18n/table';
import { DataTablePager } from './DataTablePager';
import { DEFAULT_PAGE_SIZE, clampPage, filterRows, lazyHaystacks, pageCount, pageSlice } from './table-model';
import './shell.css';
import './form/form.css';

export type DataTableColumn<Row> = {
  /** Unique among the columns. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The text the search box matches in this column; a column without it (actions) is not searched. */
  searchText?: (row: Row) => string;
};

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
};

/**
 * A searchable, paged table over a list held in memory (spec 2 tables, spec 9). It stays quick
 * with thousands of rows: each row's searchable text is lowercased once per list (when the search
 * box is first reached, not when the list first shows), the filtering
 * of typed text is deferred so typing never waits for it, and only the current page is rendered.
 * Plain elements styled by shell.css: a page of 50 rows rendered through Chakra's table cost a
 * phone a long task of style work on every search and page turn.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, emptyText = texts.empty, loading = false }: DataTableProps<Row>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const deferredSearch = useDeferredValue(search);
  const searchId = useId();

  const haystacks = useMemo(
    () => lazyHaystacks(rows, (row) => columns.flatMap((column) => (column.searchText ? [column.searchText(row)] : []))),
    [rows, columns],
  );
  const matches = useMemo(() => filterRows(rows, haystacks, deferredSearch), [rows, haystacks, deferredSearch]);
  const pages = pageCount(matches.length, pageSize);
  // A page past the end (rows were removed, or the search narrowed them) shows the last one.
  const current = clampPage(page, pages);
  const shown = pageSlice(matches, current, pageSize);
  const emptyMessage = loading ? texts.loading : rows.length === 0 ? emptyText : texts.noMatches;

  return (
    <div className="pt-table-card">
      <div className="pt-field pt-field--search">
        <label className="pt-field__label" htmlFor={searchId}>
          {texts.search}
        </label>
        <input
          id={searchId}
          className="pt-input"
          type="search"
          name="search"
          value={search}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          // Reaching for the box builds the search texts, before the first key needs them.
          onFocus={() => haystacks()}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      </div>
      <div className="pt-table-scroll">
        {/* Dimmed while the deferred search catches up with what was typed. */}
        <table aria-label={label} className={search === deferredSearch ? 'pt-table' : 'pt-table pt-table--stale'}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="pt-table__empty">
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              shown.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.id}>{column.cell(row)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
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
    </div>
  );
}
