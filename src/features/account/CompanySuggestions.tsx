import { useEffect, useRef } from 'react';
import type { CompanySearchResult } from '../../api/contract';
import { companyLookupTexts as texts } from '../../i18n/account';

export type CompanySuggestionsProps = {
  id: string;
  label: string;
  loading: boolean;
  results: readonly CompanySearchResult[];
  active: number;
  onPick: (company: CompanySearchResult) => void;
  onHover: (index: number) => void;
};

/**
 * The lookup's suggestion list, under the input. It scrolls within 30% of the viewport height
 * (spec 9) and keeps the highlighted option in view while the arrow keys move through it.
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
      {results.map((company, index) => (
        <li
          key={`${company.company_number}-${index}`}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className="pt-lookup__option"
          // Keeps the focus in the input, so the list does not close before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(company)}
        >
          <div className="pt-lookup__name">{company.company_name}</div>
          <div className="pt-lookup__detail">
            {[company.company_number, company.address_1, company.city, company.postcode].filter(Boolean).join(' · ')}
          </div>
        </li>
      ))}
    </ul>
  );
}
