import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import {
  DEFAULT_PAGE_SIZE, PAGE_SIZES, clampPage, filterRows, lazyHaystacks, pageCount, pageRange, pageSlice, pageWindow,
} from '../../src/ui/table-model';
import { renderWithProviders } from '../support/render';

type Person = { id: number; name: string; city: string };
const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}`, city: index % 2 ? 'Leeds' : 'London' }));

describe('table arithmetic (spec 9 "Tables")', () => {
  it('offers page sizes 10 to 50, 10 by default', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('searches every searchable column, case-insensitively, never across two columns', () => {
    const rows = [{ a: 'Jane', b: 'Doe' }, { a: 'John', b: 'Smith' }];
    const haystacks = lazyHaystacks(rows, (row) => [row.a, row.b]);
    expect(filterRows(rows, haystacks, '  DOE ')).toEqual([rows[0]]);
    expect(filterRows(rows, haystacks, 'smi')).toEqual([rows[1]]);
    expect(filterRows(rows, haystacks, 'janedoe')).toEqual([]);
    expect(filterRows(rows, haystacks, 'nedo')).toEqual([]);
    expect(filterRows(rows, haystacks, '')).toBe(rows);
  });

  it('builds the search texts once, at the first search, and never for a list shown unsearched', () => {
    const rows = [{ a: 'Jane' }, { a: 'John' }];
    const texts = vi.fn((row: { a: string }) => [row.a]);
    const haystacks = lazyHaystacks(rows, texts);
    expect(filterRows(rows, haystacks, '  ')).toBe(rows);
    expect(texts).not.toHaveBeenCalled();
    expect(filterRows(rows, haystacks, 'ja')).toEqual([rows[0]]);
    expect(filterRows(rows, haystacks, 'jo')).toEqual([rows[1]]);
    expect(texts).toHaveBeenCalledTimes(rows.length);
  });

  it('builds the search texts a slice at a time when warmed, giving the page its turn, and finishes them at a key pressed meanwhile', async () => {
    const rows = people(1_200);
    const texts = vi.fn((row: Person) => [row.name, row.city]);
    const haystacks = lazyHaystacks(rows, texts);
    let pauses = 0;
    let searchedMidway: readonly Person[] = [];
    await haystacks.warm(async () => {
      pauses += 1;
      // A key pressed while the texts are half built still searches every row.
      if (pauses === 1) searchedMidway = filterRows(rows, haystacks, 'person 1200');
    });
    expect(searchedMidway.map((row) => row.id)).toEqual([1200]);
    expect(pauses).toBe(1);
    expect(texts).toHaveBeenCalledTimes(rows.length);
    expect(filterRows(rows, haystacks, 'leeds')).toHaveLength(600);
  });

  it('warms a long list in several slices, each row built once', async () => {
    const rows = people(1_200);
    const texts = vi.fn((row: Person) => [row.name]);
    const haystacks = lazyHaystacks(rows, texts);
    let pauses = 0;
    await Promise.all([haystacks.warm(async () => { pauses += 1; }), haystacks.warm(async () => { pauses += 100; })]);
    expect(pauses).toBe(3);
    expect(texts).toHaveBeenCalledTimes(rows.length);
    expect(haystacks()[1_199]).toBe('person 1200');
  });

  it('counts pages, at least one, and keeps the page within them', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
  });

  it('slices one page and says which rows it holds', () => {
    const rows = people(25);
    expect(pageSlice(rows, 3, 10).map((row) => row.id)).toEqual([21, 22, 23, 24, 25]);
    expect(pageRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('shows at most 5 page buttons, the current one centred where it can be', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, searchText: (row) => row.name },
  { id: 'city', header: 'City', cell: (row) => row.city, searchText: (row) => row.city },
  { id: 'id', header: 'Number', cell: (row) => String(row.id) },
];

function renderTable(rows: Person[]) {
  renderWithProviders(<DataTable<Person> label="People" columns={columns} rows={rows} rowKey={(row) => row.id} emptyText="Nobody yet." />);
  return screen.getByRole('table', { name: 'People' });
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const pageButtons = () => within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('button', { name: /^Page / });

describe('DataTable', () => {
  it('is a named table with column headers', () => {
    const table = renderTable(people(3));
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'City', 'Number']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    expect(bodyRows(table)).toHaveLength(3);
  });

  it('says it is loading, with no pager until the rows are there (arriving, they would move it)', async () => {
    function Arriving() {
      const [rows, setRows] = useState<Person[] | null>(null);
      return (
        <>
          <button type="button" onClick={() => setRows(people(3))}>Arrive</button>
          <DataTable<Person> label="People" columns={columns} rows={rows ?? []} rowKey={(row) => row.id} loading={rows === null} />
        </>
      );
    }
    renderWithProviders(<Arriving />);
    expect(within(screen.getByRole('table', { name: 'People' })).getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Arrive' }));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
  });

  it('pages 10 rows at a time with at most 5 page buttons, marking the current page', async () => {
    const table = renderTable(people(95));
    expect(bodyRows(table)).toHaveLength(10);
    expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(pageButtons().map((button) => button.textContent)).toEqual(['3', '4', '5', '6', '7']);
    expect(pageButtons().filter((button) => button.getAttribute('aria-current') === 'page')).toHaveLength(1);
    expect(within(table).getByText('Person 41')).toBeTruthy();
    expect(screen.getByText('41–50 of 95')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(table).getByText('Person 51')).toBeTruthy();
  });

  it('changes the page size among 10, 20, 30, 40 and 50, back to page 1', async () => {
    const table = renderTable(people(95));
    const size = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect(Array.from(size.options).map((option) => option.value)).toEqual(['10', '20', '30', '40', '50']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.selectOptions(size, '50');
    expect(bodyRows(table)).toHaveLength(50);
    expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '2']);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches the whole list, not only the page shown', async () => {
    const table = renderTable(people(95));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'person 93');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(within(table).getByText('Person 93')).toBeTruthy();
    expect(pageButtons()).toHaveLength(1);
  });

  it('says when nothing matches', async () => {
    const table = renderTable(people(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Paris');
    expect(await within(table).findByText('No records match your search.')).toBeTruthy();
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });

  it('says when there is nothing at all', () => {
    const table = renderTable([]);
    expect(within(table).getByText('Nobody yet.')).toBeTruthy();
    expect(pageButtons()).toHaveLength(1);
  });

  it('renders only one page of a 5,000-row list, and searches all of it', async () => {
    const table = renderTable(people(5000));
    expect(bodyRows(table)).toHaveLength(10);
    expect(pageButtons()).toHaveLength(5);
    expect(screen.getByText('1–10 of 5000')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'person 4999');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(within(table).getByText('Person 4999')).toBeTruthy();
  });
});

describe('DataTable on a phone (below 768 px)', () => {
  beforeEach(() => {
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
  });
  afterEach(() => {
    window.innerWidth = 1024;
    window.dispatchEvent(new Event('resize'));
  });

  const cards = () => within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
  const renderCards = (rows: Person[]) =>
    renderWithProviders(<DataTable<Person> label="People" columns={columns} rows={rows} rowKey={(row) => row.id} emptyText="Nobody yet." />);

  it('is a named list of cards instead of a table, each card labelling every column', () => {
    renderCards(people(3));
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards()).toHaveLength(3);
    const second = cards()[1];
    expect(within(second).getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'City', 'Number']);
    expect(within(second).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Person 2', 'Leeds', '2']);
  });

  it('keeps the search, the pages and the page size of the table', async () => {
    renderCards(people(95));
    expect(cards()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(within(cards()[0]).getByText('Person 41')).toBeTruthy();
    expect(screen.getByText('41–50 of 95')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(cards()).toHaveLength(20);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'person 93');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]).getByText('Person 93')).toBeTruthy();
  });

  it('says when there is nothing at all', () => {
    renderCards([]);
    expect(within(screen.getByRole('list', { name: 'People' })).getByText('Nobody yet.')).toBeTruthy();
  });

  it('turns back into the table when the window widens past the breakpoint', async () => {
    renderCards(people(3));
    expect(cards()).toHaveLength(3);
    window.innerWidth = 800;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(bodyRows(screen.getByRole('table', { name: 'People' }))).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'People' })).toBeNull();
  });
});
