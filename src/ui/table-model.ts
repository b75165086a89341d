/**
 * The arithmetic of DataTable, without React: search and paging over the whole list held in
 * memory (spec 2 tables, spec 9 "Tables"). Pages are numbered from 1.
 */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The pager shows at most this many page buttons, besides previous and next. */
export const MAX_PAGE_BUTTONS = 5;

/** Kept between column texts, so a search never matches across two columns. */
const COLUMN_SEPARATOR = '\u0000';

/**
 * One lowercase text per row holding every searchable column. Built once per list, so each
 * keystroke costs one `includes` per row, not a walk over the columns.
 */
export function buildHaystacks<Row>(rows: readonly Row[], texts: (row: Row) => readonly string[]): string[] {
  return rows.map((row) => texts(row).join(COLUMN_SEPARATOR).toLowerCase());
}

/** A list's haystacks, asked for when needed; `warm` builds them ahead, a slice at a time. */
export type Haystacks = (() => readonly string[]) & { warm: (pause: () => Promise<void>) => Promise<void> };

/** Rows per slice of a warm-up: a millisecond or two of lowercasing each, on a slow phone too. */
const WARM_SLICE = 500;

/**
 * The haystacks of a list, built at the first ask and kept: a list nobody searches never builds
 * them, and the task that first shows a long list does not make one string per row besides.
 * `warm` (DataTable calls it when the search box gets focus) builds them in slices that give the
 * page its turn in between; a key pressed before it ends builds the rest at once.
 */
export function lazyHaystacks<Row>(rows: readonly Row[], texts: (row: Row) => readonly string[]): Haystacks {
  const partial: string[] = [];
  const buildUpTo = (end: number) => {
    const slice = rows.slice(partial.length, end);
    partial.push(...buildHaystacks(slice, texts));
  };
  let warming: Promise<void> | null = null;
  const haystacks = () => {
    buildUpTo(rows.length);
    return partial;
  };
  const warm = (pause: () => Promise<void>) =>
    (warming ??= (async () => {
      while (partial.length < rows.length) {
        buildUpTo(partial.length + WARM_SLICE);
        await pause();
      }
    })());
  return Object.assign(haystacks, { warm });
}

export const normaliseSearch = (search: string): string => search.trim().toLowerCase();

/** The rows whose haystack holds the search text; every row for an empty search, without asking for the haystacks. */
export function filterRows<Row>(rows: readonly Row[], haystacks: Haystacks, search: string): readonly Row[] {
  const needle = normaliseSearch(search);
  if (!needle) return rows;
  const texts = haystacks();
  return rows.filter((_, index) => texts[index].includes(needle));
}

/** At least one page, so an empty list still has a page 1 to be on. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** A page that no longer exists (the list shrank) becomes the last one. */
export const clampPage = (page: number, count: number): number => Math.min(Math.max(1, page), count);

export function pageSlice<Row>(rows: readonly Row[], page: number, pageSize: number): readonly Row[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The page buttons to show: up to `max` consecutive pages, the current one centred where it can be. */
export function pageWindow(current: number, count: number, max = MAX_PAGE_BUTTONS): number[] {
  const size = Math.min(max, count);
  const first = Math.min(Math.max(1, current - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/** The 1-based positions of the first and last row shown, for "1–10 of 53"; 0–0 when there are none. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total) };
}
