import { useEffect, useRef } from 'react';
import { isLiveCompanyStatus, type CompanySearchResult } from '../../api/contract';
import { companyLookupTexts as texts, companyStatusLabels } from '../../i18n/account';

export type CompanySuggestionsProps = {
  id: string;
  label: string;
  loading: boolean;
  results: readonly CompanySearchResult[];
  active: number;
  onPick: (company: CompanySearchResult) => void;
  onHover: (index: number) => void;
};

/** A status the labels do not know yet, as the register spells it: 'struck-off' -> 'Struck off'. */
function statusLabel(status: string): string {
  const words = status.replace(/[-_]+/g, ' ').trim();
  return companyStatusLabels[status] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The lookup's suggestion list, under the input. It scrolls within 30% of the viewport height
 * (spec 9) and keeps the highlighted option in view while the arrow keys move through it. A company
 * that is not live shows its status beside its name and is a disabled option: it stays in the
 * list, where the user expects to find it, but cannot be picked (CompanyLookup's pick).
 */
export function CompanySuggestions({ id, label, loading, results, active, onPick, onHover }: CompanySuggestionsProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; a browser always does.
    const option = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  if (loading || !results.length) {
    return (
      <div className="pt-lookup__panel pt-lookup__status" role="status">
        {loading ? texts.loading : texts.noOptions}
      </div>
    );
  }

  return (
    <ul ref={list} id={id} role="listbox" aria-label={label} className="pt-lookup__panel pt-lookup__list">
      {results.map((company, index) => {
        const closed = isLiveCompanyStatus(company.company_status) ? null : statusLabel(company.company_status ?? '');
        return (
          <li
            key={`${company.company_number}-${index}`}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            aria-disabled={closed ? true : undefined}
            className="pt-lookup__option"
            // Keeps the focus in the input, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(index)}
            onClick={() => onPick(company)}
          >
            <div className="pt-lookup__name">
              {company.company_name}
              {closed ? (
                <>
                  {' '}
                  <span className="pt-lookup__badge">{closed}</span>
                </>
              ) : null}
            </div>
            <div className="pt-lookup__detail">
              {[company.company_number, company.address_1, company.city, company.postcode].filter(Boolean).join(' · ')}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
