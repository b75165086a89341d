import { useEffect, useRef } from 'react';
import { Box, Text } from '@chakra-ui/react';
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

  const panel = {
    position: 'absolute',
    top: '100%',
    insetX: '0',
    mt: '1',
    zIndex: 'dropdown',
    bg: 'bg',
    borderWidth: '1px',
    borderRadius: 'l2',
    boxShadow: 'lg',
  } as const;

  if (loading || !results.length) {
    return (
      <Box {...panel} px="3" py="2" role="status">
        <Text fontSize="sm" color="fg.muted">
          {loading ? texts.loading : texts.noOptions}
        </Text>
      </Box>
    );
  }

  return (
    <Box {...panel} asChild maxH="30vh" overflowY="auto" py="1">
      <ul ref={list} id={id} role="listbox" aria-label={label}>
        {results.map((company, index) => (
          <Box
            asChild
            key={`${company.company_number}-${index}`}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'blue.50' : undefined}
          >
            <li
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the input, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHover(index)}
              onClick={() => onPick(company)}
            >
              <Text fontSize="sm" fontWeight="medium">
                {company.company_name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {[company.company_number, company.address_1, company.city, company.postcode].filter(Boolean).join(' · ')}
              </Text>
            </li>
          </Box>
        ))}
      </ul>
    </Box>
  );
}
