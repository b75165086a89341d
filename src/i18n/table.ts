/** Texts of the shared table (src/ui/DataTable): its search box, pager and empty states. */
export const tableTexts = {
  search: 'Search',
  searchPlaceholder: 'Search...',
  rowsPerPage: 'Rows per page',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  empty: 'No records to show.',
  noMatches: 'No records match your search.',
  loading: 'Loading...',
} as const;

/** Shown beside the offline notice when a list is not fresh from the network. */
export const savedDataTexts = {
  savedAt: (when: string) => `Saved data from ${when}`,
} as const;
