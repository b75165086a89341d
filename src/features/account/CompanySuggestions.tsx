import { useEffect, useRef } from 'react';
import { Badge, HStack, List, Spinner, Text } from '@chakra-ui/react';
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

/** The box under the input that holds the suggestions or the search's status. */
const panel = {
  position: 'absolute',
  top: '100%',
  insetInline: '0',
  zIndex: 'dropdown',
  mt: '1',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'bg.panel',
  shadow: 'lg',
  fontSize: 'sm',
} as const;

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
      <HStack {...panel} gap="2" px="3" py="2" color="fg.muted" role="status">
        {loading ? <Spinner size="xs" aria-hidden="true" /> : null}
        <Text>{loading ? texts.loading : texts.noOptions}</Text>
      </HStack>
    );
  }

  return (
    <List.Root ref={list} id={id} role="listbox" aria-label={label} variant="plain" {...panel} maxH="30vh" overflowY="auto" py="1">
      {results.map((company, index) => {
        const closed = isLiveCompanyStatus(company.company_status) ? null : statusLabel(company.company_status ?? '');
        const highlighted = index === active;
        return (
          <List.Item
            key={`${company.company_number}-${index}`}
            id={`${id}-${index}`}
            role="option"
            aria-selected={highlighted}
            aria-disabled={closed ? true : undefined}
            display="block"
            px="3"
            py="2"
            cursor={closed ? 'not-allowed' : 'pointer'}
            color={closed ? 'fg.muted' : undefined}
            bg={highlighted ? (closed ? 'bg.muted' : 'blue.subtle') : undefined}
            // Keeps the focus in the input, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(index)}
            onClick={() => onPick(company)}
          >
            <Text fontWeight="medium">
              {company.company_name}
              {closed ? (
                <>
                  {' '}
                  <Badge variant="outline" colorPalette="gray" ms="1" fontWeight="normal">
                    {closed}
                  </Badge>
                </>
              ) : null}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {[company.company_number, company.address_1, company.city, company.postcode].filter(Boolean).join(' · ')}
            </Text>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
