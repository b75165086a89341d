import { useId } from 'react';
import { tableTexts as texts } from '../i18n/table';
import { PAGE_SIZES, pageRange, pageWindow } from './table-model';
import './shell.css';
import './form/form.css';

export type DataTablePagerProps = {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/** Rows per page, where the shown rows sit in the list, and at most 5 page buttons with previous/next. */
export function DataTablePager({ page, pageCount, pageSize, total, onPage, onPageSize }: DataTablePagerProps) {
  const { from, to } = pageRange(page, pageSize, total);
  const sizeId = useId();
  return (
    <div className="pt-pager">
      <div className="pt-pager__size">
        <div className="pt-field">
          <label className="pt-field__label" htmlFor={sizeId}>
            {texts.rowsPerPage}
          </label>
          <select id={sizeId} className="pt-select" name="page_size" value={pageSize} onChange={(event) => onPageSize(Number(event.currentTarget.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <p className="pt-pager__range" aria-live="polite">
          {texts.range(from, to, total)}
        </p>
      </div>
      <nav aria-label={texts.pagination} className="pt-pager__pages">
        <button type="button" className="pt-btn pt-btn--sm pt-btn--outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {texts.previous}
        </button>
        {pageWindow(page, pageCount).map((number) => (
          <button
            key={number}
            type="button"
            className={number === page ? 'pt-btn pt-btn--sm pt-btn--solid' : 'pt-btn pt-btn--sm pt-btn--outline-blue'}
            aria-label={texts.page(number)}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
          >
            {number}
          </button>
        ))}
        <button type="button" className="pt-btn pt-btn--sm pt-btn--outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {texts.next}
        </button>
      </nav>
    </div>
  );
}
